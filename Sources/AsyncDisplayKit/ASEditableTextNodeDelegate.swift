import Foundation

/// What an editable text node tells its delegate (Texture's `ASEditableTextNodeDelegate`): no
/// editing happens while a fixture is drawn, so none is called; every method is optional.
public protocol ASEditableTextNodeDelegate: AnyObject {
    /// Whether editing may begin.
    func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool
    /// Editing began.
    func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode)
    /// Whether `text` may replace the text in `range`.
    func editableTextNode(_ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The selection changed.
    func editableTextNodeDidChangeSelection(_ editableTextNode: ASEditableTextNode, fromSelectedRange fromSelectedRange: NSRange,
                                            toSelectedRange: NSRange, dueToEditing: Bool)
    /// The text changed.
    func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode)
    /// Editing ended.
    func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode)
}

extension ASEditableTextNodeDelegate {
    /// Yes.
    public func editableTextNodeShouldBeginEditing(_ editableTextNode: ASEditableTextNode) -> Bool { true }
    /// Does nothing.
    public func editableTextNodeDidBeginEditing(_ editableTextNode: ASEditableTextNode) {}
    /// Yes.
    public func editableTextNode(_ editableTextNode: ASEditableTextNode, shouldChangeTextIn range: NSRange,
                                 replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func editableTextNodeDidChangeSelection(_ editableTextNode: ASEditableTextNode, fromSelectedRange: NSRange,
                                                   toSelectedRange: NSRange, dueToEditing: Bool) {}
    /// Does nothing.
    public func editableTextNodeDidUpdateText(_ editableTextNode: ASEditableTextNode) {}
    /// Does nothing.
    public func editableTextNodeDidFinishEditing(_ editableTextNode: ASEditableTextNode) {}
}
