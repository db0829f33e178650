import Foundation
import LayoutEngine

/// A font (UIKit's `UIFont`), drawn with one of layoutlab's vendored faces.
///
/// The system font (San Francisco on iOS) and every Helvetica, Arial or unknown family become
/// DejaVu Sans; Times, Georgia and other serif names DejaVu Serif; Courier, Menlo and other
/// monospaced names DejaVu Sans Mono. Weights of semibold and above are bold; italic names and
/// `italicSystemFont` are oblique. Sizes are kept (1 pt = 1 point).
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight (UIKit's values).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight, −1…1.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Compares weights.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style; each has iOS's default size (the "Large" content size).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// Creates a style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's default size and weight for the style.
        var defaults: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The vendored family a font draws with.
    public enum Family: Sendable {
        /// DejaVu Sans: the system font's family (`TextDefaults.family`).
        case sans
        /// DejaVu Serif.
        case serif
        /// DejaVu Sans Mono.
        case monospace

        /// The family's name in a Pango description.
        public var pangoName: String {
            switch self {
            case .sans: return TextDefaults.family
            case .serif: return "Serif"
            case .monospace: return "Monospace"
            }
        }
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The name the code asked for (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The weight.
    public let weight: Weight
    /// Whether the face is oblique.
    public let isItalic: Bool
    /// The vendored family drawn.
    public let family: Family

    init(name: String, size: CGFloat, weight: Weight, italic: Bool, family: Family) {
        fontName = name
        pointSize = size
        self.weight = weight
        isItalic = italic
        self.family = family
        super.init()
    }

    /// The font named `fontName` (a PostScript or family name) at `size`. Every name gives a
    /// font: the family and style are read from the name (see the type's description).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let lower = fontName.lowercased()
        let family: Family
        if ["mono", "courier", "menlo", "consolas", "code"].contains(where: lower.contains) {
            family = .monospace
        } else if ["serif", "times", "georgia", "baskerville", "palatino", "garamond", "didot", "charter"]
            .contains(where: { lower.contains($0) && !lower.contains("sans") }) {
            family = .serif
        } else {
            family = .sans
        }
        let bold = ["bold", "heavy", "black", "semibold", "demibold"].contains(where: lower.contains)
        let italic = lower.contains("italic") || lower.contains("oblique")
        self.init(name: fontName, size: fontSize, weight: bold ? .bold : .regular, italic: italic, family: family)
    }

    /// The system font at `fontSize`, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", size: fontSize, weight: .regular, italic: false, family: .sans)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-Regular", size: fontSize, weight: weight, italic: false, family: .sans)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Semibold", size: fontSize, weight: .bold, italic: false, family: .sans)
    }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular, italic: true, family: .sans)
    }

    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono-Regular", size: fontSize, weight: weight, italic: false, family: .monospace)
    }

    /// The system font with monospaced digits (drawn as the system font: DejaVu's digits are
    /// already of one width).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at iOS's default content size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let d = style.defaults
        return systemFont(ofSize: d.size, weight: d.weight)
    }

    /// The font of a text style; the traits are not consulted.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The size of UIKit's labels (17).
    open class var labelFontSize: CGFloat { CGFloat(TextDefaults.labelSize) }
    /// The size of UIKit's buttons (18).
    open class var buttonFontSize: CGFloat { CGFloat(TextDefaults.buttonTitleSize) }
    /// The small system size (12).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The system size (14).
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, italic: isItalic, family: family)
    }

    /// The family name the code would see.
    open var familyName: String { fontName.hasPrefix(".SF") ? "System Font" : fontName }

    // Metrics of the DejaVu faces (units per em 2048: ascent 1901, descent 483).

    /// Distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { pointSize * 1901 / 2048 }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { -pointSize * 483 / 2048 }
    /// Ascender plus descender's depth.
    open var lineHeight: CGFloat { ascender - descender }
    /// Height of capitals (DejaVu: 0.729 em).
    open var capHeight: CGFloat { pointSize * 0.729 }
    /// Height of lower-case x (DejaVu: 0.547 em).
    open var xHeight: CGFloat { pointSize * 0.547 }
    /// Extra space between lines (none).
    open var leading: CGFloat { 0 }

    /// The Pango font description the renderer uses: `"Sans Bold Italic 17"`.
    public var pangoDescription: String {
        TextDefaults.fontDescription(family: family.pangoName, size: Double(pointSize), bold: weight >= .semibold, italic: isItalic)
    }

    /// Equal name, size, weight and style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }

    /// Hashes name and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// `<UIFont name size; drawn as PANGO>`.
    open override var description: String { "<UIFont \(fontName) \(pointSize)pt; drawn as \(pangoDescription)>" }
}
