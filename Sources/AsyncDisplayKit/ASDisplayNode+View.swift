import Foundation

/// Makes the view of a view-backed node (Texture's `ASDisplayNodeViewBlock`).
public typealias ASDisplayNodeViewBlock = () -> UIView

extension ASDisplayNode {
    /// A node backed by the view `viewBlock` makes: laid out as a node, drawn as a placeholder
    /// labelled with the view's class.
    public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock) {
        self.init()
        setViewBlock(viewBlock)
    }

    /// A view-backed node whose `didLoadBlock` runs when it loads.
    public convenience init(viewBlock: @escaping ASDisplayNodeViewBlock, didLoad didLoadBlock: ((ASDisplayNode) -> Void)?) {
        self.init(viewBlock: viewBlock)
        if let didLoadBlock { onDidLoad(didLoadBlock) }
    }

    /// Backs the node by the view `viewBlock` makes (drawn as a placeholder labelled with its class).
    public func setViewBlock(_ viewBlock: @escaping ASDisplayNodeViewBlock) {
        let view = viewBlock()
        backingView = view
        node.placeholderViewClassName = String(describing: type(of: view))
    }

    /// Whether the node is backed by a view of its own.
    public var isViewBacked: Bool { node.placeholderViewClassName != nil }
}

/// Makes the layer of a layer-backed node (Texture's `ASDisplayNodeLayerBlock`).
public typealias ASDisplayNodeLayerBlock = () -> CALayer

extension ASDisplayNode {
    /// A node backed by the layer `layerBlock` makes: laid out as a node, drawn as a placeholder
    /// labelled with the layer's class.
    public convenience init(layerBlock: @escaping ASDisplayNodeLayerBlock) {
        self.init()
        setLayerBlock(layerBlock)
    }

    /// A layer-backed node whose `didLoadBlock` runs when it loads.
    public convenience init(layerBlock: @escaping ASDisplayNodeLayerBlock, didLoad didLoadBlock: ((ASDisplayNode) -> Void)?) {
        self.init(layerBlock: layerBlock)
        if let didLoadBlock { onDidLoad(didLoadBlock) }
    }

    /// Backs the node by the layer `layerBlock` makes (drawn as a placeholder labelled with its class).
    public func setLayerBlock(_ layerBlock: @escaping ASDisplayNodeLayerBlock) {
        let layer = layerBlock()
        node.placeholderViewClassName = String(describing: type(of: layer))
    }

    /// Replaces `subnode` by `replacement` at its place among the subnodes.
    public func replaceSubnode(_ subnode: ASDisplayNode, withSubnode replacement: ASDisplayNode) {
        guard let index = subnodes?.firstIndex(where: { $0 === subnode }) else { return }
        subnode.removeFromSupernode()
        insertSubnode(replacement, at: index)
    }

    /// The margins layout code may read (UIKit's default of 8 points on each side; accepted).
    public var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set { storedLayoutMargins = newValue }
    }

    /// The safe area of the node: a view controller's node has the screen's (a screen fixture's
    /// profile), other nodes none.
    public var safeAreaInsets: UIEdgeInsets { screenSafeAreaInsets }

    /// Whether layout margins include the safe area (accepted).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { true }
        set {}
    }
}

/// The view standing for a node that has no view of its own: where a view is asked for (a
/// table's header view), the node it stands for is laid out and drawn.
final class ASNodeStandInView: UIView {
    /// The node.
    weak var node: ASDisplayNode?
}
