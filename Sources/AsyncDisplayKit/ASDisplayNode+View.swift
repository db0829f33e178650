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

    /// The node's view: for a view-backed node, the view its block made; otherwise a view standing
    /// for the node, whose property changes are reported (they would not show: set the node's).
    public var view: UIView {
        if let backingView { return backingView }
        let stand = UIView(frame: frame)
        let owner = ASNodeNaming.describe(self)
        stand.onChange = { property in
            UIKitEnvironment.report("\(owner): view.\(property) is not drawn; set the node's \(property) instead")
        }
        backingView = stand
        return stand
    }

    /// Whether the node is backed by a view of its own.
    public var isViewBacked: Bool { node.placeholderViewClassName != nil }
}
