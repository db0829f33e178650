import Foundation

extension ASDisplayNode {
    /// The node's layer (Texture's `layer`): its corner radius, masked corners, border, background
    /// colour, opacity, clipping, visibility and shadow are the node's own, so
    /// `avatarNode.layer.cornerRadius = 16` draws as `avatarNode.cornerRadius = 16`. What a layer
    /// draws that a node does not (sublayers, a mask) is reported.
    public var layer: CALayer {
        if let layer = nodeLayer { return layer }
        let layer = ASNodeLayer(owner: self)
        let owner = ASNodeNaming.describe(self)
        layer.onChange = { property in
            UIKitEnvironment.report("\(owner): layer.\(property) is not drawn")
        }
        nodeLayer = layer
        return layer
    }
}

/// A node's layer: the properties a node draws are read from and written to the node.
final class ASNodeLayer: _ASDisplayLayer {
    unowned let owner: ASDisplayNode

    init(owner: ASDisplayNode) {
        self.owner = owner
        super.init()
    }

    override var frame: CGRect {
        get { owner.frame } set { owner.frame = newValue }
    }
    override var cornerRadius: CGFloat {
        get { owner.cornerRadius } set { owner.cornerRadius = newValue }
    }
    override var maskedCorners: CACornerMask {
        get { owner.maskedCorners } set { owner.maskedCorners = newValue }
    }
    override var masksToBounds: Bool {
        get { owner.clipsToBounds } set { owner.clipsToBounds = newValue }
    }
    override var borderWidth: CGFloat {
        get { owner.borderWidth } set { owner.borderWidth = newValue }
    }
    override var borderColor: CGColor? {
        get { owner.borderColor } set { owner.borderColor = newValue }
    }
    override var backgroundColor: CGColor? {
        get { owner.backgroundColor?.cgColor } set { owner.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }
    override var opacity: Float {
        get { Float(owner.alpha) } set { owner.alpha = CGFloat(newValue) }
    }
    override var isHidden: Bool {
        get { owner.isHidden } set { owner.isHidden = newValue }
    }
    override var shadowColor: CGColor? {
        get { owner.shadowColor } set { owner.shadowColor = newValue }
    }
    override var shadowOpacity: Float {
        get { Float(owner.shadowOpacity) } set { owner.shadowOpacity = CGFloat(newValue) }
    }
    override var shadowOffset: CGSize {
        get { owner.shadowOffset } set { owner.shadowOffset = newValue }
    }
    override var shadowRadius: CGFloat {
        get { owner.shadowRadius } set { owner.shadowRadius = newValue }
    }
}
