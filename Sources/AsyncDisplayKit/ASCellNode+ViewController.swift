import Foundation

/// Makes the view controller a cell hosts (Texture's `ASDisplayNodeViewControllerBlock`).
public typealias ASDisplayNodeViewControllerBlock = () -> UIViewController

/// Runs with a node once it has loaded (Texture's `ASDisplayNodeDidLoadBlock`).
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void

/// The view controller of a cell made with `init(viewControllerBlock:didLoad:)`, made when the cell
/// loads.
final class HostedViewController {
    var block: ASDisplayNodeViewControllerBlock?
    var didLoad: ASDisplayNodeDidLoadBlock?
    var viewController: UIViewController?
    var node: ASDisplayNode?

    init(block: @escaping ASDisplayNodeViewControllerBlock, didLoad: ASDisplayNodeDidLoadBlock?) {
        self.block = block
        self.didLoad = didLoad
    }
}

extension ASCellNode {
    /// A cell that hosts the view of the view controller `viewControllerBlock` makes when the cell
    /// loads, sized to the cell's bounds; `didLoadBlock` then runs with the cell. A controller with
    /// a node (`ASDKViewController`) shows its node; any other controller's view is drawn as a
    /// placeholder labelled with the view's class, as views layoutlab does not draw are. The cell
    /// sizes itself as a cell without content does (the width offered): set its
    /// `style.preferredSize` for a height, as with Texture.
    public convenience init(viewControllerBlock: @escaping ASDisplayNodeViewControllerBlock,
                            didLoad didLoadBlock: ASDisplayNodeDidLoadBlock?) {
        self.init()
        hostedViewController = HostedViewController(block: viewControllerBlock, didLoad: didLoadBlock)
    }

    /// The hosted view controller, once the cell has loaded (Texture's `viewController`).
    public var viewController: UIViewController? { hostedViewController?.viewController }

    /// Makes the hosted controller and adds its node (ASCellNode.mm `didLoad`): an `ASDKViewController`'s
    /// own node, else a node backed by the controller's view; then runs the did-load block.
    func loadHostedViewController() {
        guard let hosted = hostedViewController, let block = hosted.block else { return }
        hosted.block = nil
        let controller = block()
        hosted.viewController = controller
        let node: ASDisplayNode
        if let nodeController = controller as? any ASNodeController, let own = nodeController.rootNode {
            controller.loadViewIfNeeded()
            node = own
        } else {
            node = ASDisplayNode(viewBlock: { controller.view })
        }
        hosted.node = node
        addSubnode(node)
        if let didLoad = hosted.didLoad {
            hosted.didLoad = nil
            didLoad(self)
        }
    }
}
