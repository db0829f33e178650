import Foundation

/// A view controller whose view is a node (Texture's `ASDKViewController`): subclass it with the
/// node type of its screen (`ASDKViewController<ASTableNode>`), pass the node to `init(node:)`,
/// set up data sources in `init` or `viewDidLoad()`.
///
/// A screen fixture (`SwiftFixture(_:screen:…)`) loads the controller through its lifecycle
/// (`loadView`, `viewDidLoad`, `viewWillAppear`, `viewWillLayoutSubviews`), lays the node out at
/// the screen's size (`nodeConstrainedSize()`), and then calls `viewDidLayoutSubviews` and
/// `viewDidAppear`. The node's `safeAreaInsets` are the screen profile's.
open class ASDKViewController<NodeType: ASDisplayNode>: UIViewController, ASNodeController {
    /// The controller's node; nil only for a controller made with `init()`, whose view is plain.
    public private(set) var node: NodeType!

    /// A controller whose view is `node`'s.
    public init(node: NodeType) {
        self.node = node
        super.init()
    }

    /// A controller without a node.
    public override init() { super.init() }

    /// A controller without a node (no nib is loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Not supported: controllers are made in code.
    public required init?(coder: NSCoder) { return nil }

    /// The node's view, at the screen's size. As on iOS, the view's background colour, alpha,
    /// visibility, tint and clipping are the node's (`view.backgroundColor = …` in `viewDidLoad`).
    open override func loadView() {
        super.loadView()
        guard let node else { return }
        let frame = UIScreen.main.bounds
        let view = node.view
        view.frame = frame
        node.frame = frame
        if view is ASNodeStandInView && !node.isViewBacked {
            let reportOthers = view.onChange
            view.onChange = { [weak node, unowned view] property in
                guard let node else { return }
                switch property {
                case "backgroundColor": node.backgroundColor = view.backgroundColor
                case "alpha": node.alpha = view.alpha
                case "isHidden": node.isHidden = view.isHidden
                case "tintColor": node.tintColor = view.tintColor
                case "clipsToBounds": node.clipsToBounds = view.clipsToBounds
                default: reportOthers?(property)
                }
            }
        }
        self.view = view
    }

    /// The range the node is laid out in: the view's size exactly.
    open func nodeConstrainedSize() -> ASSizeRange { ASSizeRangeMake(view.bounds.size) }

    /// Whether placeholders never show (accepted).
    open var neverShowPlaceholders = false
    /// Whether the range mode follows view events (accepted).
    open var automaticallyAdjustRangeModeBasedOnViewEvents = false
    /// Whether the node's traits follow the parent's (accepted).
    open var inheritsTraitsFromParent = true

    /// The node, for a screen fixture.
    public var rootNode: ASDisplayNode? { node }
}

/// Texture's older name of `ASDKViewController`.
public typealias ASViewController<NodeType: ASDisplayNode> = ASDKViewController<NodeType>

/// A view controller whose view is a node: what a screen fixture lays out.
public protocol ASNodeController: UIViewController {
    /// The controller's node.
    var rootNode: ASDisplayNode? { get }
}
