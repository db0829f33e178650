import Foundation

/// How text lines are aligned (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Justified.
    case justified = 3
    /// Left in left-to-right text, right in right-to-left text.
    case natural = 4
}

/// How text that does not fit breaks or is cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut without an ellipsis.
    case byClipping = 2
    /// Cut at the start, with an ellipsis.
    case byTruncatingHead = 3
    /// Cut at the end, with an ellipsis.
    case byTruncatingTail = 4
    /// Cut in the middle, with an ellipsis.
    case byTruncatingMiddle = 5
}

/// Paragraph settings of attributed text (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Line alignment.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines break.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Space after each paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before each paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Lines are at least this tall (0: the font's height).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// Lines are at most this tall (0: no limit).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// Multiplies the font's line height (0: 1).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// Indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines.
    open internal(set) var headIndent: CGFloat = 0
    /// Trailing indent.
    open internal(set) var tailIndent: CGFloat = 0

    /// The default style.
    public override init() { super.init() }

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any { copyStyle(as: NSParagraphStyle()) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyStyle(as: NSMutableParagraphStyle()) }

    func copyStyle<T: NSParagraphStyle>(as copy: T) -> T {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineHeightMultiple = lineHeightMultiple
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        return copy
    }
}

/// Paragraph settings that can be changed (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Line alignment.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// How lines break.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// Extra space between lines.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// Space after each paragraph.
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// Space before each paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    /// Lines are at least this tall.
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    /// Lines are at most this tall.
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    /// Multiplies the font's line height.
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// Indent of the first line.
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// Indent of the other lines.
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    /// Trailing indent.
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }

    /// Copies every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        _ = other.copyStyle(as: self)
    }
}

/// How a line under or through text is drawn (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line (drawn single).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn dotted).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Under words only (drawn under everything).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow behind text (UIKit's `NSShadow`): accepted and kept; text is drawn without it.
open class NSShadow: NSObject {
    /// Offset of the shadow.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// Blur radius.
    open var shadowBlurRadius: CGFloat = 0
    /// Colour (a `UIColor`).
    open var shadowColor: Any?
    /// A shadow.
    public override init() { super.init() }
}

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An `NSUnderlineStyle` raw value (a number).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A `UIColor` for the underline.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// A `UIColor` for the line through the text.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// A URL or string: the text is a link.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// Points to raise the text by (a number).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// Stroke width (a number).
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// Stroke colour.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// Glyph obliqueness (a number).
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// Glyph expansion (a number).
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    /// Ligature setting (a number).
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
}
