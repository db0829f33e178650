import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutRender
import Testing

/// Paragraph spacing, shadows and text insets in the fixture format, and the limits the reader
/// holds them to.
@Suite struct TextParagraphFormatTests {
    @Test func paragraphSpacingShadowAndInsetsAreRead() throws {
        let loaded = FixtureLoader.load(text: """
        name: t/para
        size: [200, auto]
        root:
          text:
            text: "One\\nTwo"
            paragraphSpacing: 8
            paragraphSpacingBefore: 2
            textContainerInset: [4, 6, 4, 6]
            shadow: {color: "#FF000080", offset: [1, 2], radius: 3}
        """, file: "/tmp/para.yaml")
        let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
        let engine = try TextEngine()
        let result = try FixtureLayout.compute(document, textMeasurer: engine)
        let node = try #require(result.root as? TextNode)
        #expect(node.attributedText.paragraphSpacing == 8 && node.attributedText.paragraphSpacingBefore == 2)
        #expect(node.textContainerInset == EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
        let shadow = try #require(node.attributedText.shadow)
        #expect(shadow.offset == Point(x: 1, y: 2) && shadow.blurRadius == 3 && shadow.color.red == 1)
        // The node is the text, its gap between paragraphs and its insets.
        var bare = node.attributedText
        bare.paragraphSpacing = 0
        bare.paragraphSpacingBefore = 0
        let textHeight = engine.measure(bare, maxSize: Size(width: 188, height: .infinity)).size.height
        #expect(result.tree.root.frame.height == (textHeight + 10 + 8).rounded(.up))
    }

    @Test func aShadowWithoutSettingsIsUIKitsDefault() throws {
        let loaded = FixtureLoader.load(text: "name: t/s\nsize: [50, auto]\nroot:\n  text: {text: a, shadow: {}}\n", file: "/tmp/s.yaml")
        let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
        let result = try FixtureLayout.compute(document, textMeasurer: try TextEngine())
        let shadow = try #require((result.root as? TextNode)?.attributedText.shadow)
        #expect(shadow.offset == Point(x: 0, y: -3) && shadow.blurRadius == 0 && abs(shadow.color.alpha - 1.0 / 3) < 1e-9)
    }

    @Test(arguments: [
        ("lineHeight: 2097152", "root.text.lineHeight: expected a number from 0 to 10000 points"),
        ("lineSpacing: 1e9", "root.text.lineSpacing: expected a number from 0 to 10000 points"),
        ("paragraphSpacing: -1", "root.text.paragraphSpacing: expected a number ≥ 0"),
        ("paragraphSpacingBefore: 20000", "root.text.paragraphSpacingBefore: expected a number from 0 to 10000 points"),
        ("textContainerInset: [0, 0, 0, 1e6]", "root.text.textContainerInset: expected insets from 0 to 10000 points, found [0, 0, 0, 1000000]"),
        ("shadow: {radius: 5000}", "root.text.shadow.radius: expected a radius from 0 to 1000 points, found 5000"),
        ("shadow: {offset: [0, 1e7]}", "root.text.shadow.offset[1]: expected an offset from -10000 to 10000 points, found 10000000"),
        ("shadow: {blur: 2}", "root.text.shadow.blur"),
        ("shadow: 3", "root.text.shadow: expected a shadow map"),
    ])
    func outOfRangeValuesAreErrors(setting: String, message: String) {
        let loaded = FixtureLoader.load(text: "name: t/x\nsize: [10, 10]\nroot:\n  text: {text: a, \(setting)}\n", file: "/tmp/x.yaml")
        #expect(loaded.fixtures.isEmpty)
        #expect(loaded.errors.contains { $0.description.contains(message) }, "\(loaded.errors)")
    }
}

/// Texts that would take Pango unbounded time are refused by the reader, by key path.
@Suite struct TextTimeLimitTests {
    private func errors(_ text: String) -> [String] {
        let json = "{\"name\": \"t\", \"size\": [300, 100], \"root\": {\"text\": {\"text\": \(text)}}}"
        return FixtureLoader.load(text: json, file: "/tmp/t.json").errors.map(\.description)
    }

    @Test func aRunWithNoBreakAndTooManyParagraphsAreErrors() {
        let marks = "\"a" + String(repeating: "\\u0301", count: 40_000) + "\""
        #expect(errors(marks).first?.contains("root.text.text: the text has 40001 characters in a row with no place to break a line") == true,
                "\(errors(marks))")
        let word = "\"" + String(repeating: "a", count: 1_001) + "\""
        #expect(errors(word).first?.contains("1001 characters in a row") == true)
        let lines = "\"" + String(repeating: "a\\n", count: 10_000) + "\""
        #expect(errors(lines).first?.contains("more than 10000 paragraphs") == true)
        // Break opportunities between ideographs, spaces between words: within the limits.
        #expect(errors("\"" + String(repeating: "字", count: 5_000) + "\"").isEmpty)
        #expect(errors("\"" + String(repeating: "word ", count: 5_000) + "\"").isEmpty)
    }
}
