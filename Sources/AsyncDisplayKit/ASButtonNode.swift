import Foundation
import LayoutEngine

/// Where a button's image sits relative to its title.
public enum ASButtonNodeImageAlignment: UInt, Sendable {
    /// Before the title (the only alignment laid out; `end` is reported).
    case beginning
    /// After the title.
    case end
}

/// A button: a title and/or an image per control state, side by side or stacked, inside
/// `contentEdgeInsets` (Texture's `ASButtonNode`).
open class ASButtonNode: ASControlNode {
    private var button: ButtonNode { node as! ButtonNode }
    private var titles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    var storedTitleNode: ASButtonTitleNode?
    var storedImageNode: ASButtonImageNode?
    var storedBackgroundImageNode: ASButtonImageNode?
    /// The image node's modification block, applied to every image the button draws.
    var imageModification: asimagenode_modification_block_t? {
        didSet { for (state, image) in images { applyImage(image, state: state) } }
    }

    override func makeNode() -> DisplayNode { ButtonNode() }

    /// The node that shows the title (see `ASButtonTitleNode`).
    open var titleNode: ASTextNode {
        if let storedTitleNode { return storedTitleNode }
        let part = ASButtonTitleNode(button: self)
        storedTitleNode = part
        return part
    }

    /// The node that shows the image: its image and modification block are the button's.
    open var imageNode: ASImageNode {
        if let storedImageNode { return storedImageNode }
        let part = ASButtonImageNode(button: self, isBackground: false)
        storedImageNode = part
        return part
    }

    /// The node that shows the background image.
    open var backgroundImageNode: ASImageNode {
        if let storedBackgroundImageNode { return storedBackgroundImageNode }
        let part = ASButtonImageNode(button: self, isBackground: true)
        storedBackgroundImageNode = part
        return part
    }

    /// A button without content.
    public override init() { super.init() }

    /// Sets the title of `state` as `title` in `font` (the system font at `UIFont.buttonFontSize` when nil, as Texture's) and `color`.
    open func setTitle(_ title: String, with font: UIFont?, with color: UIColor?, for state: UIControl.State) {
        var attributes: [NSAttributedString.Key: Any] = [:]
        attributes[.font] = font ?? UIFont.systemFont(ofSize: UIFont.buttonFontSize)
        attributes[.foregroundColor] = color ?? UIColor.black
        setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
    }

    /// Sets the attributed title of `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if let engine = ASButtonNode.engineState(state) {
            button.titles[engine] = title.map { TextConversion.text($0, owner: ASNodeNaming.describe(self)) }
        }
    }

    /// The attributed title of `state`.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { titles[state.rawValue] }

    /// Sets the image of `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        applyImage(image, state: state.rawValue)
    }

    private func applyImage(_ image: UIImage?, state: UInt) {
        guard let engine = ASButtonNode.engineState(UIControl.State(rawValue: state)) else { return }
        var drawn = image
        if let image, let imageModification {
            drawn = imageModification(image, ASPrimitiveTraitCollectionMakeDefault()) ?? image
        }
        button.images[engine] = drawn?.imageReference
    }

    /// The image of `state`.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    /// Sets the background image of `state`, stretched over the button (in nine slices when it is
    /// resizable).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        guard let engine = ASButtonNode.engineState(state) else { return }
        button.backgroundImages[engine] = image?.imageReference
        button.backgroundImageCapInsets[engine] = image.map { $0.capInsets.edgeInsets }
    }

    /// The background image of `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Space between image and title.
    open var contentSpacing: CGFloat {
        get { CGFloat(button.contentSpacing) } set { button.contentSpacing = Double(newValue) }
    }
    /// Image beside the title (true) or above it.
    open var laysOutHorizontally: Bool {
        get { button.laysOutHorizontally } set { button.laysOutHorizontally = newValue }
    }
    /// Insets around the content.
    open var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.contentEdgeInsets) } set { button.contentEdgeInsets = newValue.edgeInsets }
    }
    /// Where the image sits; `end` is reported (not laid out yet).
    open var imageAlignment: ASButtonNodeImageAlignment = .beginning {
        didSet {
            if imageAlignment == .end {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": imageAlignment .end is not laid out yet")
            }
        }
    }
    /// Horizontal alignment of the content; only the centre is laid out (others are reported).
    open var contentHorizontalAlignment: ASHorizontalAlignment = .middle {
        didSet {
            if contentHorizontalAlignment != .middle {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": contentHorizontalAlignment is laid out centred only")
            }
        }
    }
    /// Vertical alignment of the content; only the centre is laid out (others are reported).
    open var contentVerticalAlignment: ASVerticalAlignment = .center {
        didSet {
            if contentVerticalAlignment != .center {
                UIKitEnvironment.report(ASNodeNaming.describe(self) + ": contentVerticalAlignment is laid out centred only")
            }
        }
    }

    override func checkAfterLayout() { reportPartStyles() }

    override func stateChanged() {
        if !isEnabled { button.state = .disabled }
        else if isHighlighted { button.state = .highlighted }
        else if isSelected { button.state = .selected }
        else { button.state = .normal }
    }

    static func engineState(_ state: UIControl.State) -> ControlState? {
        switch state {
        case .normal: return .normal
        case .highlighted: return .highlighted
        case .selected: return .selected
        case .disabled: return .disabled
        default: return nil
        }
    }
}
