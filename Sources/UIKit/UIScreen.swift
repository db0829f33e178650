import Foundation

/// The screen (UIKit's `UIScreen`): while a fixture is built, its size and scale are the
/// fixture's (see `UIKitEnvironment`).
open class UIScreen {
    /// The screen the code runs on: a fresh view of the environment in force.
    public class var main: UIScreen { UIScreen(environment: UIKitEnvironment.current) }

    /// The screen's bounds in points, origin zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(environment: UIKitEnvironment) {
        bounds = CGRect(origin: .zero, size: environment.screenSize)
        scale = environment.screenScale
    }

    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
