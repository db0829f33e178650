import Foundation

/// A visual effect (UIKit's `UIVisualEffect`).
open class UIVisualEffect: NSObject {}

/// A blur (UIKit's `UIBlurEffect`): a view-backed node with one draws as a placeholder.
open class UIBlurEffect: UIVisualEffect {
    /// How strong and how light the blur is.
    public enum Style: Int, Sendable {
        /// Extra light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular.
        case regular
        /// Prominent.
        case prominent
        /// The system's thin material.
        case systemUltraThinMaterial
        /// The system's thin material.
        case systemThinMaterial
        /// The system's material.
        case systemMaterial
        /// The system's thick material.
        case systemThickMaterial
        /// The system's chrome material.
        case systemChromeMaterial
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`).
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
    }
}

/// A view that shows a visual effect (UIKit's `UIVisualEffectView`), drawn as a placeholder.
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// Where content over the effect goes.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init()
    }
}

/// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
extension UIView {
    /// The edges and sizes that follow the superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
