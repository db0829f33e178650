import Foundation
import LayoutGeometry

/// The TextKit stack of an editable text node (Texture's `ASTextKitComponents`): a text storage,
/// the layout manager that lays it out, and its text container.
public final class ASTextKitComponents: NSObject {
    /// The text.
    public let textStorage: NSTextStorage
    /// The region the text is laid out in.
    public let textContainer: NSTextContainer
    /// Lays the text out in the container.
    public let layoutManager: NSLayoutManager
    /// The text view the components are shown in (none in a fixture).
    public var textView: UIView?

    /// Components whose storage holds `attributedSeedString` (empty for nil), laid out in a
    /// container of `textContainerSize` (Texture's `componentsWithAttributedSeedString:textContainerSize:`).
    public convenience init(attributedSeedString: NSAttributedString?, textContainerSize: CGSize) {
        let storage = NSTextStorage()
        if let attributedSeedString { storage.setAttributedString(attributedSeedString) }
        self.init(textStorage: storage, textContainerSize: textContainerSize, layoutManager: NSLayoutManager())
    }

    /// Components over `textStorage`, laid out by `layoutManager` in a container of
    /// `textContainerSize` (Texture's `componentsWithTextStorage:textContainerSize:layoutManager:`).
    public init(textStorage: NSTextStorage, textContainerSize: CGSize, layoutManager: NSLayoutManager) {
        self.textStorage = textStorage
        self.layoutManager = layoutManager
        textContainer = NSTextContainer(size: textContainerSize)
        super.init()
        textStorage.addLayoutManager(layoutManager)
        layoutManager.addTextContainer(textContainer)
    }

    /// The size of the text laid out `constrainedWidth` wide (Texture's `sizeForConstrainedWidth:`).
    public func size(forConstrainedWidth constrainedWidth: CGFloat) -> CGSize {
        size(forConstrainedWidth: constrainedWidth, forMaxNumberOfLines: 0)
    }

    /// The size of at most `numberOfLines` lines (0: all) of the text laid out `constrainedWidth`
    /// wide, with the container's line fragment padding at each end.
    public func size(forConstrainedWidth constrainedWidth: CGFloat, forMaxNumberOfLines numberOfLines: Int) -> CGSize {
        let padding = textContainer.lineFragmentPadding
        let text = TextConversion.text(NSAttributedString(attributedString: textStorage),
                                       maximumNumberOfLines: numberOfLines, truncation: nil,
                                       owner: "ASTextKitComponents")
        let room = Size(width: Double(max(0, constrainedWidth - 2 * padding)), height: .infinity)
        let measured = ASLayoutRunner.context().textMeasurer.measure(text, maxSize: room)
        return CGSize(width: ceil(CGFloat(measured.size.width) + 2 * padding), height: ceil(CGFloat(measured.size.height)))
    }
}

extension ASEditableTextNode {
    /// An editable text node showing the text of `textKitComponents`' storage, and, while that is
    /// empty, the text of `placeholderTextKitComponents`' storage; later changes to either storage
    /// show too. A container setting that layoutlab does not lay out (a line limit, exclusion paths,
    /// a line fragment padding other than 5) is reported.
    public convenience init(textKitComponents: ASTextKitComponents, placeholderTextKitComponents: ASTextKitComponents) {
        self.init()
        let showText = { [weak self, unowned textKitComponents] in
            guard let self else { return }
            let storage = textKitComponents.textStorage
            self.attributedText = storage.length == 0 ? nil : NSAttributedString(attributedString: storage)
            self.setNeedsLayout()
        }
        let showPlaceholder = { [weak self, unowned placeholderTextKitComponents] in
            guard let self else { return }
            let storage = placeholderTextKitComponents.textStorage
            self.attributedPlaceholderText = storage.length == 0 ? nil : NSAttributedString(attributedString: storage)
            self.setNeedsLayout()
        }
        textKitComponents.textStorage.onChange = showText
        placeholderTextKitComponents.textStorage.onChange = showPlaceholder
        showText()
        showPlaceholder()
        for (label, components) in [("textKitComponents", textKitComponents),
                                    ("placeholderTextKitComponents", placeholderTextKitComponents)] {
            let container = components.textContainer
            var unsupported: [String] = []
            if container.maximumNumberOfLines != 0 { unsupported.append("maximumNumberOfLines") }
            if !container.exclusionPaths.isEmpty { unsupported.append("exclusionPaths") }
            if container.lineFragmentPadding != 5 { unsupported.append("lineFragmentPadding") }
            if !unsupported.isEmpty {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": init(textKitComponents:placeholderTextKitComponents:): "
                                        + "\(label).textContainer.\(unsupported.joined(separator: ", ")) is not laid out yet")
            }
        }
    }
}
