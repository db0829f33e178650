import Foundation

/// A view controller (UIKit's `UIViewController`), as far as screen code touches one: it has a
/// view filling the screen, runs the lifecycle a screen fixture drives (`loadView`, `viewDidLoad`,
/// `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear`), and keeps
/// its title, navigation item and tab bar item. Navigation, presentation and child controllers are
/// accepted and change nothing on screen.
open class UIViewController: NSObject {
    private var loadedView: UIView?

    /// A view controller.
    public override init() { super.init() }

    /// A view controller (no nib is loaded).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Not supported: view controllers are made in code.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first use (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view, or nil when it is not loaded.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        loadedView?.safeAreaInsets = UIKitEnvironment.current.safeAreaInsets
        viewDidLoad()
    }

    /// Makes the view: a plain view the screen's size.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    /// The view was loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (never, in a fixture).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared (never, in a fixture).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The view will change size (never, in a fixture).
    open func viewWillTransition(to size: CGSize, with coordinator: Any?) {}
    /// The traits changed (never, in a fixture).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The title, shown by a navigation bar (not drawn: screens are drawn without bars).
    open var title: String?
    /// What a navigation bar shows for this controller (accepted).
    open lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// What a tab bar shows for this controller (accepted).
    open lazy var tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
    /// The navigation controller this controller is in.
    open internal(set) weak var navigationController: UINavigationController?
    /// The tab bar controller this controller is in (none in a fixture).
    open var tabBarController: UITabBarController? { nil }
    /// The parent controller.
    open private(set) weak var parent: UIViewController?
    /// The child controllers.
    open private(set) var children: [UIViewController] = []
    /// The controller that presented this one (none in a fixture).
    open var presentingViewController: UIViewController? { nil }
    /// The controller this one presents (none in a fixture).
    open var presentedViewController: UIViewController? { nil }
    /// The traits: the screen's.
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.parent = self
        children.append(childController)
    }
    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// The controller will move to a parent (accepted).
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller moved to a parent (accepted).
    open func didMove(toParent parent: UIViewController?) {}
    /// Presents a controller (accepted: nothing is presented in a fixture).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Dismisses the presented controller (accepted).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Shows a controller (accepted).
    open func show(_ vc: UIViewController, sender: Any?) {}

    /// The edges the view extends under bars (accepted; screens are drawn without bars).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars (accepted).
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether scroll views' insets are adjusted for bars (accepted; the safe area adjusts them).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Safe area added to the screen's (accepted).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// Whether a pushed controller hides the tab bar (accepted).
    open var hidesBottomBarWhenPushed = false
    /// How the controller is presented (accepted).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the controller is presented, animated (accepted).
    open var modalTransitionStyle = 0
    /// Whether the controller defines a presentation context (accepted).
    open var definesPresentationContext = false
    /// Whether the presentation is modal (accepted).
    open var isModalInPresentation = false
    /// The status bar's style (accepted; the status bar is not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden (accepted).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to be updated (accepted).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The preferred content size (accepted).
    open var preferredContentSize: CGSize = .zero
    /// The storyboard (none).
    open var storyboard: AnyObject? { nil }
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// Bits.
    public let rawValue: UInt
    /// Edges from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// How a controller is presented (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}
