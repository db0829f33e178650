import Foundation
import Synchronization

/// What UIKit answers while a fixture's nodes are built and laid out: the screen (`UIScreen.main`
/// is the fixture's size and scale), where `UIImage(named:)` looks, and which local file stands for
/// each network image URL.
///
/// A harness sets the defaults once (`UIKitEnvironment.configure`); the fixture runner binds the
/// screen for each fixture with `withValue(_:_:)`, so fixtures checked in parallel on several
/// threads each see their own.
public struct UIKitEnvironment: Sendable {
    /// `UIScreen.main.bounds.size`, in points.
    public var screenSize: CGSize
    /// `UIScreen.main.scale`: pixels per point.
    public var screenScale: CGFloat
    /// The screen's safe area (a view controller's `view.safeAreaInsets`): zero unless a screen
    /// fixture's profile gives one.
    public var safeAreaInsets: UIEdgeInsets = .zero
    /// Folders searched by `UIImage(named:)` after the resources of the running executable's
    /// targets, in order. Relative paths are taken from the working directory.
    public var imageFolders: [String]
    /// Local image files that stand for network image URLs (`ASNetworkImageNode.url`), by the
    /// URL's absolute string. Relative paths are taken from the working directory.
    public var networkImages: [String: String]

    /// An iPhone-sized screen (375 × 667 points at 2×), no folders, no network images.
    public init(screenSize: CGSize = CGSize(width: 375, height: 667), screenScale: CGFloat = 2,
                imageFolders: [String] = [], networkImages: [String: String] = [:]) {
        self.screenSize = screenSize
        self.screenScale = screenScale
        self.imageFolders = imageFolders
        self.networkImages = networkImages
    }

    private static let defaultsStore = Mutex(UIKitEnvironment())

    /// The environment used outside `withValue(_:_:)`, and the one a fixture runner starts from.
    public static var defaults: UIKitEnvironment {
        get { defaultsStore.withLock { $0 } }
        set { defaultsStore.withLock { $0 = newValue } }
    }

    /// Changes the defaults: `UIKitEnvironment.configure { $0.imageFolders.append("Images") }`.
    public static func configure(_ change: (inout UIKitEnvironment) -> Void) {
        defaultsStore.withLock { change(&$0) }
    }

    @TaskLocal static var bound: UIKitEnvironment?
    @TaskLocal static var problems: ProblemLog?

    /// The environment in force on this thread or task.
    public static var current: UIKitEnvironment { bound ?? defaults }

    /// Runs `body` with `environment` in force (for the calling thread, or the task and its
    /// children), collecting what UIKit could not do as asked, such as an image name that names no
    /// image; `body` receives that log when it is done.
    public static func withValue<T>(_ environment: UIKitEnvironment, _ body: (ProblemLog) throws -> T) rethrows -> T {
        let log = ProblemLog()
        return try $bound.withValue(environment) {
            try $problems.withValue(log) { try body(log) }
        }
    }

    /// Notes that UIKit (or a node built on it) could not do what the code asked: a problem of the
    /// fixture being built (outside `withValue`, a line on standard error).
    public static func report(_ problem: String) {
        if let log = problems {
            log.append(problem)
        } else {
            FileHandle.standardError.write(Data("UIKit: \(problem)\n".utf8))
        }
    }
}

/// What UIKit could not do as the code asked while a fixture was built and laid out (an image
/// name that names no image, a network URL with no local file). A fixture with any is an error:
/// it would otherwise render something other than what the app shows.
public final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Adds a problem (each distinct message once).
    public func append(_ problem: String) {
        lock.lock(); defer { lock.unlock() }
        if !items.contains(problem) { items.append(problem) }
    }

    /// The problems, in the order they happened.
    public var problems: [String] {
        lock.lock(); defer { lock.unlock() }
        return items
    }
}
