import LayoutGeometry

/// An editable text field (Texture's `ASEditableTextNode`).
///
/// It measures the text it shows (the text, or the placeholder while the text is empty) wrapped
/// at the width left inside `textContainerInset`, then adds the insets; each axis is ceiled to a
/// whole point and limited to the constrained size, as Texture's editable text node does.
open class EditableTextNode: DisplayNode {
    /// The text being edited.
    public var attributedText: AttributedText
    /// Shown, in its own style, while the text is empty.
    public var attributedPlaceholderText: AttributedText?
    /// Space between the bounds and the text, per edge.
    public var textContainerInset: EdgeInsets = .zero
    /// The font and colour new text is typed in; `text` (the convenience setter) uses them.
    public var typingAttributes: AttributedText

    /// Creates an editable text node.
    public init(text: AttributedText = AttributedText(""), placeholder: AttributedText? = nil,
                textContainerInset: EdgeInsets = .zero) {
        self.attributedText = text
        self.attributedPlaceholderText = placeholder
        self.textContainerInset = textContainerInset
        self.typingAttributes = AttributedText(runs: [], font: text.font, color: text.color)
        super.init()
    }

    /// `editableText`.
    open override var kindName: String { "editableText" }

    /// Text fields take touches.
    open override var isUserInteractionEnabled: Bool { true }

    /// The plain text; setting it replaces the text with one run in the typing attributes.
    public var text: String {
        get { attributedText.string }
        set {
            var t = typingAttributes
            t.runs = [TextRun(newValue)]
            attributedText = t
        }
    }

    /// True while the text is empty and a placeholder is set: the placeholder is what shows.
    public var isDisplayingPlaceholder: Bool {
        attributedText.string.isEmpty && attributedPlaceholderText != nil
    }

    /// The text that is shown: the placeholder while the text is empty, otherwise the text.
    public var displayedText: AttributedText {
        isDisplayingPlaceholder ? (attributedPlaceholderText ?? attributedText) : attributedText
    }

    /// The shown text's size inside the insets, plus the insets, ceiled and limited to
    /// `constrainedSize` (or `intrinsicSize` when set).
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        let i = textContainerInset
        let room = Size(width: max(0, constrainedSize.width - i.left - i.right),
                        height: max(0, constrainedSize.height - i.top - i.bottom))
        let text = context.textMeasurer.measure(displayedText, maxSize: room).size
        let width = (text.width + i.left + i.right).rounded(.up)
        let height = (text.height + i.top + i.bottom).rounded(.up)
        return Size(width: min(width, constrainedSize.width), height: min(height, constrainedSize.height))
    }
}
