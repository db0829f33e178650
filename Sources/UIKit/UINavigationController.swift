import Foundation

/// A navigation controller (UIKit's `UINavigationController`): it keeps its stack of controllers;
/// its bar is not drawn (a screen fixture draws the top controller's view without bars; give the
/// screen profile's safe area the bar's height to leave room for it).
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }
    /// The navigation bar (accepted, not drawn).
    public let navigationBar = UINavigationBar()
    /// The toolbar (accepted, not drawn).
    public let toolbar = UIView()

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    /// An empty navigation controller.
    public override init() { super.init() }

    /// Not supported.
    public required init?(coder: NSCoder) { return nil }

    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one.
    open var visibleViewController: UIViewController? { viewControllers.last }
    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    /// Pops the top controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    /// Pops to the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
    /// Whether the bar is hidden (accepted).
    open var isNavigationBarHidden = false
    /// Hides or shows the bar (accepted).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar (accepted).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
}

/// A navigation bar (UIKit's `UINavigationBar`): its appearance is accepted, not drawn.
open class UINavigationBar: UIView {
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's colour.
    open var barTintColor: UIColor?
    /// The bar's style.
    open var barStyle = 0
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The shadow image.
    open var shadowImage: UIImage?
    /// Sets the background image.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: Int) {}
}

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`; accepted, not drawn).
open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// A view in place of the title.
    open var titleView: UIView?
    /// The prompt.
    open var prompt: String?
    /// The back button this controller gives the next one.
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The left button.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The left buttons.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The right button.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The right buttons.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// How large titles show.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Whether the search bar hides when scrolling.
    open var hidesSearchBarWhenScrolling = true

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Sets the left button.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right button.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the right buttons.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left buttons.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// How a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}

/// A bar button (UIKit's `UIBarButtonItem`; accepted, not drawn).
open class UIBarButtonItem: NSObject {
    /// A button's style.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// A system button.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// The target.
    open weak var target: AnyObject?
    /// The action.
    open var action: Selector?
    /// The tint.
    open var tintColor: UIColor?
    /// Whether the button is enabled.
    open var isEnabled = true
    /// A custom view.
    open var customView: UIView?
    /// The width.
    open var width: CGFloat = 0

    /// An empty button.
    public override init() { super.init() }

    /// A button titled `title`.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
        super.init()
    }

    /// A button showing `image`.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target
        self.action = action
        super.init()
    }

    /// A system button.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.target = target
        self.action = action
        super.init()
    }

    /// A button showing `customView`.
    public init(customView: UIView) {
        self.customView = customView
        super.init()
    }
}

/// What a tab bar shows for a controller (UIKit's `UITabBarItem`; accepted, not drawn).
open class UITabBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The selected image.
    open var selectedImage: UIImage?
    /// The badge.
    open var badgeValue: String?
    /// The tag.
    open var tag = 0

    /// An item with a title and images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// An item with a title, image and tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }
}

/// A tab bar controller (UIKit's `UITabBarController`): it keeps its controllers; its bar is not
/// drawn.
open class UITabBarController: UIViewController {
    /// The controllers, one a tab.
    open var viewControllers: [UIViewController]?
    /// The selected tab.
    open var selectedIndex = 0
    /// The tab bar (accepted, not drawn).
    public let tabBar = UIView()
    /// The selected controller.
    open var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }
    /// Sets the controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
