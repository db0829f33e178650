import Foundation

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The device (UIKit's `UIDevice`): an iPhone on iOS 17, or an iPad when the fixture's screen
/// is at least 768 points in both directions, so code that branches on the idiom takes the
/// screen's branch.
open class UIDevice {
    /// The device the code runs on.
    public class var current: UIDevice { UIDevice(environment: UIKitEnvironment.current) }

    /// The idiom of the fixture's screen.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(environment: UIKitEnvironment) {
        let size = environment.screenSize
        userInterfaceIdiom = min(size.width, size.height) >= 768 ? .pad : .phone
    }

    /// `iPhone` or `iPad`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model`.
    open var localizedModel: String { model }
    /// The device's name.
    open var name: String { model }
    /// `iOS`.
    open var systemName: String { "iOS" }
    /// The iOS version the fixtures stand for.
    open var systemVersion: String { "17.0" }
    /// Portrait.
    open var orientation: UIDeviceOrientation { .portrait }
    /// A fixed identifier.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    /// Whether the battery is monitored (accepted).
    open var isBatteryMonitoringEnabled = false
    /// Full.
    open var batteryLevel: Float { 1 }
    /// Multitasking is supported.
    open var isMultitaskingSupported: Bool { true }
}

/// A device's physical orientation.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left.
    case landscapeLeft
    /// Turned right.
    case landscapeRight
    /// Face up.
    case faceUp
    /// Face down.
    case faceDown

    /// True for the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Home button on the left.
    case landscapeLeft
    /// Home button on the right.
    case landscapeRight

    /// True for the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The layout direction of the interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
