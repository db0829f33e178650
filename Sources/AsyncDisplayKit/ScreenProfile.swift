import Foundation

/// A device screen a screen fixture is drawn at: its size in points (portrait), its scale and
/// its safe area (the status bar and home indicator, without navigation or tab bars: add those
/// with `withNavigationBar()` and `withTabBar()`).
public struct ScreenProfile: Sendable, Hashable {
    /// A name for reports.
    public var name: String
    /// The size in points.
    public var size: CGSize
    /// Pixels per point: 1, 2 or 3.
    public var scale: CGFloat
    /// The safe area.
    public var safeAreaInsets: UIEdgeInsets

    /// A screen of your own.
    public init(_ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
        self.name = name
        size = CGSize(width: width, height: height)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// The same screen with a navigation bar `height` points tall (44, or 96 with a large title)
    /// at the top of the safe area. The bar is not drawn: the content starts below it.
    public func withNavigationBar(height: CGFloat = 44) -> ScreenProfile {
        var profile = self
        profile.safeAreaInsets.top += height
        return profile
    }

    /// The same screen with a tab bar `height` points tall (49) at the bottom of the safe area
    /// (not drawn).
    public func withTabBar(height: CGFloat = 49) -> ScreenProfile {
        var profile = self
        profile.safeAreaInsets.bottom += height
        return profile
    }

    private static func notched(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat) -> ScreenProfile {
        ScreenProfile(name, width: width, height: height, scale: 3, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
    }

    private static func iPad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> ScreenProfile {
        ScreenProfile(name, width: width, height: height, scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPhone SE (2nd and 3rd generation), iPhone 8: 375 × 667 at 2×, a 20-point status bar.
    public static let iPhoneSE = ScreenProfile("iPhone SE", width: 375, height: 667, scale: 2,
                                               safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 13 mini: 375 × 812 at 3×.
    public static let iPhone13Mini = notched("iPhone 13 mini", 375, 812, top: 50)
    /// iPhone 14, 13: 390 × 844 at 3×.
    public static let iPhone14 = notched("iPhone 14", 390, 844, top: 47)
    /// iPhone 15, 15 Pro, 16: 393 × 852 at 3×.
    public static let iPhone15 = notched("iPhone 15", 393, 852, top: 59)
    /// iPhone 15 Plus, 15 Pro Max, 16 Plus: 430 × 932 at 3×.
    public static let iPhone15ProMax = notched("iPhone 15 Pro Max", 430, 932, top: 59)
    /// iPhone 16 Pro: 402 × 874 at 3×.
    public static let iPhone16Pro = notched("iPhone 16 Pro", 402, 874, top: 62)
    /// iPhone 16 Pro Max: 440 × 956 at 3×.
    public static let iPhone16ProMax = notched("iPhone 16 Pro Max", 440, 956, top: 62)
    /// iPad mini (6th generation): 744 × 1133 at 2×.
    public static let iPadMini = iPad("iPad mini", 744, 1133)
    /// iPad Air and iPad Pro 11-inch: 834 × 1194 at 2×.
    public static let iPadPro11 = iPad("iPad Pro 11-inch", 834, 1194)
    /// iPad Pro 12.9-inch: 1024 × 1366 at 2×.
    public static let iPadPro13 = iPad("iPad Pro 12.9-inch", 1024, 1366)
}

/// How much of a screen's content a screen fixture draws.
public enum ScreenContent: Sendable, Hashable {
    /// The screen, its lists scrolled to the top.
    case top
    /// The screen, its first list scrolled this many points down (right, for a horizontal one)
    /// from the top.
    case scrolled(CGFloat)
    /// The whole content: the screen as tall as its lists' content, every cell drawn.
    case full
}
