import LayoutEngine
import Testing

/// Text without a font draws in DejaVu Sans 12, standing for iOS's Helvetica 12.
@Suite struct TextDefaultsTests {
    @Test func textWithoutAFontIsSans12() {
        #expect(AttributedText("x").font == "Sans 12")
        #expect(AttributedText(runs: [TextRun("x")]).font == "Sans 12")
        #expect(TextNode("x").attributedText.font == "Sans 12")
    }
}
