import LayoutGeometry

/// Horizontal alignment of text lines.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush left (flush right in right-to-left text).
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Justified: every line but the last filled to the width.
    case justified
}

/// Where text that does not fit is cut (UIKit's truncating line-break modes).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// The end of the last line is cut.
    case tail
    /// The start of the last line is cut: it shows the truncation string, then the end of the text.
    case head
    /// The middle of the last line is cut: it shows its own start, the truncation string, then the
    /// end of the text.
    case middle
}

/// How a link is underlined.
public enum UnderlineStyle: String, Hashable, Sendable, CaseIterable {
    /// No underline.
    case none
    /// A single solid line.
    case single
    /// A double line.
    case double
    /// A dotted line.
    case dotted
}

/// A shadow under text, as UIKit's `NSShadow` draws it.
public struct TextShadow: Hashable, Sendable {
    /// The shadow's colour (its alpha is the shadow's opacity).
    public var color: Color
    /// How far the shadow is moved from the glyphs, in points (positive: right and down).
    public var offset: Point
    /// The blur radius in points (0: a sharp copy of the glyphs).
    public var blurRadius: Double

    /// Creates a shadow.
    public init(color: Color, offset: Point, blurRadius: Double) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }
}

/// A run of text sharing one set of attributes.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// A Pango font description (`"Sans Bold 14"`); `nil` uses the paragraph's font.
    public var font: String?
    /// Text colour; `nil` uses the paragraph's colour.
    public var color: Color?
    /// Underline style.
    public var underline: UnderlineStyle
    /// Whether the run is struck through.
    public var strikethrough: Bool
    /// A link target; link runs draw in the link colour with the link underline.
    public var link: String?
    /// Extra space between characters, in points (UIKit's kerning; 0: none).
    public var kern: Double = 0

    /// Creates a run.
    public init(_ text: String, font: String? = nil, color: Color? = nil, underline: UnderlineStyle = .none,
                strikethrough: Bool = false, link: String? = nil, kern: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.link = link
        self.kern = kern
    }
}

/// Styled text and the paragraph settings a text node lays it out with.
public struct AttributedText: Hashable, Sendable {
    /// The runs, in order.
    public var runs: [TextRun]
    /// Default font (Pango description); `TextDefaults.font` (DejaVu Sans 12) when none is given,
    /// standing for the Helvetica 12 that iOS draws an attributed string without a font in.
    public var font: String
    /// Default colour.
    public var color: Color
    /// Line alignment.
    public var alignment: TextAlignment
    /// Fixed line height in points; `nil` uses the font's.
    public var lineHeight: Double?
    /// Extra space between lines, in points (UIKit's `NSParagraphStyle.lineSpacing`; 0: none).
    public var lineSpacing: Double = 0
    /// Extra space after each paragraph but the last, in points (`NSParagraphStyle.paragraphSpacing`).
    public var paragraphSpacing: Double = 0
    /// Extra space before each paragraph but the first, in points
    /// (`NSParagraphStyle.paragraphSpacingBefore`); between two paragraphs the two add up.
    public var paragraphSpacingBefore: Double = 0
    /// A shadow drawn under every glyph (UIKit's `NSShadow`); `nil`: none.
    public var shadow: TextShadow? = nil
    /// At most this many lines (0: unlimited).
    public var maximumNumberOfLines: Int
    /// Shown at the end of the last line when text is cut (default "…").
    public var truncationText: String
    /// When set, what ends a cut last line instead of `truncationText`, run by run (Texture's
    /// truncation text followed by its additional truncation message, each with its own
    /// attributes); a run without a font or colour takes the last kept run's.
    public var truncationRuns: [TextRun]? = nil
    /// Where a text cut to one line is cut: its tail (default), head or middle.
    public var truncationMode: TruncationMode = .tail
    /// Colour of link runs.
    public var linkColor: Color
    /// Underline of link runs.
    public var linkUnderline: UnderlineStyle

    /// Creates attributed text from runs.
    public init(runs: [TextRun], font: String = TextDefaults.font, color: Color = .black, alignment: TextAlignment = .left,
                lineHeight: Double? = nil, maximumNumberOfLines: Int = 0, truncationText: String = "\u{2026}",
                linkColor: Color = TextDefaults.tintColor, linkUnderline: UnderlineStyle = .single) {
        self.runs = runs
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncationText = truncationText
        self.linkColor = linkColor
        self.linkUnderline = linkUnderline
    }

    /// Creates attributed text with a single run.
    public init(_ string: String, font: String = TextDefaults.font, color: Color = .black) {
        self.init(runs: [TextRun(string)], font: font, color: color)
    }

    /// The plain characters of every run.
    public var string: String { runs.map(\.text).joined() }
}

/// What a text measurer reports for a text laid out in a width.
public struct TextMeasurement: Hashable, Sendable {
    /// The laid-out size in points (not yet pixel-ceiled).
    public var size: Size
    /// Number of lines drawn.
    public var lineCount: Int
    /// Whether the text was cut by the line limit or the height.
    public var isTruncated: Bool
    /// Font ascender of the first character (positive).
    public var ascender: Double
    /// Font descender of the last character (negative).
    public var descender: Double

    /// Creates a measurement.
    public init(size: Size, lineCount: Int, isTruncated: Bool, ascender: Double, descender: Double) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.ascender = ascender
        self.descender = descender
    }
}

/// Measures text for the layout engine. The renderer supplies a Pango implementation; tests use a
/// deterministic one. An instance is used by one thread at a time.
public protocol TextMeasuring: AnyObject {
    /// Lays `text` out within `maxSize` (an axis may be ∞) and reports its size and metrics.
    func measure(_ text: AttributedText, maxSize: Size) -> TextMeasurement
}

/// Reports the pixel size of images for image nodes whose bitmap is not in memory.
public protocol ImageMeasuring: AnyObject {
    /// Pixel width and height of the image at `path`, or `nil` when it cannot be read.
    func pixelSize(ofImageAt path: String) -> (width: Int, height: Int)?
}
