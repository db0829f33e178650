import Foundation
import LayoutEngine

/// A button's title node (Texture's `ASButtonNode.titleNode`): the button draws its title
/// itself, so this node stands for it. A text set here is the title of the button's current
/// state; line limits and truncation are reported (a button's title is laid out on one line).
final class ASButtonTitleNode: ASTextNode {
    unowned let button: ASButtonNode

    init(button: ASButtonNode) {
        self.button = button
        super.init()
    }

    override var attributedText: NSAttributedString? {
        get { button.attributedTitle(for: button.state) ?? button.attributedTitle(for: .normal) }
        set { button.setAttributedTitle(newValue, for: button.state) }
    }
    override var maximumNumberOfLines: UInt {
        didSet { if maximumNumberOfLines != 0 { button.reportPart("titleNode.maximumNumberOfLines") } }
    }
    override var truncationMode: NSLineBreakMode {
        didSet { if truncationMode != .byWordWrapping { button.reportPart("titleNode.truncationMode") } }
    }
}

/// A button's image node (Texture's `ASButtonNode.imageNode`): an image set here is the image
/// of the button's current state, and a modification block changes every image the button draws.
final class ASButtonImageNode: ASImageNode {
    unowned let button: ASButtonNode
    let isBackground: Bool

    init(button: ASButtonNode, isBackground: Bool) {
        self.button = button
        self.isBackground = isBackground
        super.init()
    }

    override var image: UIImage? {
        get { isBackground ? button.backgroundImage(for: button.state) : button.image(for: button.state) ?? button.image(for: .normal) }
        set {
            if isBackground { button.setBackgroundImage(newValue, for: button.state) } else { button.setImage(newValue, for: button.state) }
        }
    }
    override var imageModificationBlock: asimagenode_modification_block_t? {
        didSet {
            if isBackground {
                if imageModificationBlock != nil { button.reportPart("backgroundImageNode.imageModificationBlock") }
            } else {
                button.imageModification = imageModificationBlock
            }
        }
    }
}

extension ASButtonNode {
    /// Reports what a button part was told that the button does not lay out or draw.
    func reportPart(_ property: String) {
        UIKitEnvironment.report("\(ASNodeNaming.describe(self)): \(property) is not laid out yet")
    }

    /// Reports size styles given to the button's parts (the button sizes them itself).
    func reportPartStyles() {
        for (name, part) in [("titleNode", storedTitleNode), ("imageNode", storedImageNode),
                             ("backgroundImageNode", storedBackgroundImageNode)] as [(String, ASDisplayNode?)] {
            if let part, !part.node.style.hasNoSizeDimensions { reportPart("\(name).style's size") }
        }
    }
}
