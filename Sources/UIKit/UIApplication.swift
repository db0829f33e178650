import Foundation

/// The application (UIKit's `UIApplication`): what layout code reads of it. Its status bar is
/// the fixture screen's top safe area (none: fixtures are laid out without one); it opens no URL.
open class UIApplication {
    /// The application.
    public class var shared: UIApplication { UIApplication() }

    init() {}

    /// Portrait.
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// No status bar over a fixture.
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0) }
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { true }
    /// Left to right (fixtures set their own direction).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The application's icon badge (accepted).
    open var applicationIconBadgeNumber = 0
    /// Whether the network activity indicator shows (accepted).
    open var isNetworkActivityIndicatorVisible = false
    /// Whether the app is active: always, while fixtures are laid out.
    open var applicationState: State { .active }

    /// Never: layoutlab opens nothing.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing; the completion is told so.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Whether the app is in the foreground.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// Options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
