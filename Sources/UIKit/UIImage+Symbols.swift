import Foundation

extension UIImage {
    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size, when given.
        public let pointSize: CGFloat?
        /// The weight, when given.
        public let weight: SymbolWeight?
        /// The scale, when given.
        public let scale: SymbolScale?

        init(pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil) }
        /// A configuration of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        /// A configuration of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale)
        }
        /// A configuration of `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: nil) }
        /// A configuration of `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale) }
        /// A configuration of `font`'s size.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: nil, scale: nil) }
        /// A configuration of a text style's size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: nil, scale: nil)
        }
    }

    /// A symbol's weight.
    public enum SymbolWeight: Int, Sendable {
        /// Not given.
        case unspecified
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// A symbol's scale relative to its point size.
    public enum SymbolScale: Int, Sendable {
        /// The default.
        case `default` = -1
        /// Not given.
        case unspecified = 0
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }

    /// The SF Symbol `name`. SF Symbols are Apple's and are not drawn here: the image is the one
    /// named `name` in the places `UIImage(named:)` searches (export the symbols the app uses as
    /// images into one of `UIKitEnvironment.imageFolders`); without one, the fixture fails
    /// naming the symbol.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` in `configuration` (see `init(systemName:)`; a configuration's size or
    /// weight is reported: it is not applied to the exported image).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let found = ImageLibrary.image(named: name, scale: UIKitEnvironment.current.screenScale) else {
            UIKitEnvironment.report("UIImage(systemName: \"\(name)\"): SF Symbols are not drawn here; export the symbol as an "
                                    + "image named \(name) into one of UIKitEnvironment.imageFolders")
            return nil
        }
        if configuration != nil {
            UIKitEnvironment.report("UIImage(systemName: \"\(name)\", withConfiguration:): the configuration is not applied")
        }
        self.init(copying: found)
    }

    /// The SF Symbol `name` (see `init(systemName:)`).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }
}
