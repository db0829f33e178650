import LayoutGeometry

/// The fonts text is drawn in when none is given, read by every layer (the engine, fixture files,
/// the AsyncDisplayKit and UIKit subsets, the Swift catalog), each matching what Texture and iOS
/// do. Fonts are Pango descriptions: `family` is DejaVu Sans, standing for the system font.
public enum TextDefaults {
    /// The family of the system font (UIKit's `systemFont(ofSize:)`) and of text without a font:
    /// "Sans", DejaVu Sans among the vendored faces.
    public static let family = "Sans"

    /// Attributed text without a font: iOS draws it in Helvetica 12.
    public static let fontSize: Double = 12
    /// `fontSize` as a font.
    public static let font = systemFont(fontSize)

    /// A button title without a font: Texture's `ASButtonNode` uses
    /// `[UIFont systemFontOfSize:[UIFont buttonFontSize]]`, and UIKit's `buttonFontSize` is 18.
    public static let buttonTitleSize: Double = 18
    /// `buttonTitleSize` as a font.
    public static let buttonTitleFont = systemFont(buttonTitleSize)

    /// The text of a text cell without attributes: Texture's `ASTextCellNode` uses the system
    /// font at 18 (`kASTextCellNodeDefaultFontSize`).
    public static let textCellSize: Double = 18

    /// UIKit's label size (`UIFont.labelFontSize`), which an editable text node types in when it
    /// is given no typing font.
    public static let labelSize: Double = 17
    /// `labelSize` as a font.
    public static let labelFont = systemFont(labelSize)

    /// The colour of links, and of a fixture file's button titles without one (as UIKit's system
    /// buttons draw them): UIKit's tint, system blue.
    public static let tintColor = Color(red: 0, green: 0.478, blue: 1)

    /// The system font at `size` points, as a Pango description ("Sans 12", "Sans Bold 12.5").
    public static func systemFont(_ size: Double, bold: Bool = false, italic: Bool = false) -> String {
        fontDescription(family: family, size: size, bold: bold, italic: italic)
    }

    /// A Pango font description: the family, "Bold" and "Italic" when asked, and the size, whole
    /// sizes without a fraction ("Serif Bold Italic 17", "Sans 12.5").
    public static func fontDescription(family: String, size: Double, bold: Bool = false, italic: Bool = false) -> String {
        var parts = [family]
        if bold { parts.append("Bold") }
        if italic { parts.append("Italic") }
        parts.append(size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : String(size))
        return parts.joined(separator: " ")
    }
}
