/// The fonts text is drawn in when none is given, read by every layer (the engine, fixture files,
/// the AsyncDisplayKit and UIKit subsets), each matching what Texture and iOS do. Fonts are Pango
/// descriptions: "Sans" is DejaVu Sans, standing for the system font.
public enum TextDefaults {
    /// Attributed text without a font: iOS draws it in Helvetica 12.
    public static let fontSize: Double = 12
    /// `fontSize` as a font.
    public static let font = sans(fontSize)

    /// A button title without a font: Texture's `ASButtonNode` uses
    /// `[UIFont systemFontOfSize:[UIFont buttonFontSize]]`, and UIKit's `buttonFontSize` is 18.
    public static let buttonTitleSize: Double = 18
    /// `buttonTitleSize` as a font.
    public static let buttonTitleFont = sans(buttonTitleSize)

    /// The text of a text cell without attributes: Texture's `ASTextCellNode` uses the system
    /// font at 18 (`kASTextCellNodeDefaultFontSize`).
    public static let textCellSize: Double = 18

    /// UIKit's label size (`UIFont.labelFontSize`), which an editable text node types in when it
    /// is given no typing font.
    public static let labelSize: Double = 17
    /// `labelSize` as a font.
    public static let labelFont = sans(labelSize)

    /// The system font at `size` points, as a Pango description ("Sans 12", "Sans 12.5").
    public static func sans(_ size: Double) -> String {
        size == size.rounded() && abs(size) < 1e9 ? "Sans \(Int(size))" : "Sans \(size)"
    }
}
