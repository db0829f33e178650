import LayoutEngine
import LayoutGeometry
import Testing

/// Text without a font draws in DejaVu Sans 12, standing for iOS's Helvetica 12.
@Suite struct TextDefaultsTests {
    @Test func textWithoutAFontIsSans12() {
        #expect(AttributedText("x").font == "Sans 12")
        #expect(AttributedText(runs: [TextRun("x")]).font == "Sans 12")
        #expect(TextNode("x").attributedText.font == "Sans 12")
    }

    @Test func everyDefaultFontIsTheSystemFamilyAtItsSize() {
        #expect(TextDefaults.font == "\(TextDefaults.family) 12")
        #expect(TextDefaults.buttonTitleFont == "\(TextDefaults.family) 18")
        #expect(TextDefaults.labelFont == "\(TextDefaults.family) 17")
    }

    @Test func fontDescriptionsWriteWholeSizesWithoutAFraction() {
        #expect(TextDefaults.systemFont(12) == "Sans 12")
        #expect(TextDefaults.systemFont(12.5, bold: true) == "Sans Bold 12.5")
        #expect(TextDefaults.fontDescription(family: "Serif", size: 17, bold: true, italic: true) == "Serif Bold Italic 17")
        #expect(TextDefaults.fontDescription(family: "Monospace", size: 1e9) == "Monospace 1000000000.0")
    }

    @Test func linksAreDrawnInTheTint() {
        #expect(AttributedText("x").linkColor == TextDefaults.tintColor)
        #expect(TextDefaults.tintColor == Color(red: 0, green: 0.478, blue: 1))
    }
}
