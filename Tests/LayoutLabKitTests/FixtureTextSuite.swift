import LayoutFixtures
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// A suite that reads fixture files' text (as the file `t.yaml`) and lays out what it reads with
/// the glyph-box measurer.
protocol FixtureTextSuite {}

extension FixtureTextSuite {
    /// The text read as `t.yaml`.
    func load(_ text: String) -> FixtureLoader.FileResult { FixtureLoader.load(text: text, file: "t.yaml") }

    /// Loads one fixture, expecting no errors, and builds and lays it out with the glyph-box measurer.
    func layOut(_ text: String) throws -> FixtureLayout.Result {
        let r = load(text)
        #expect(r.errors.isEmpty, "\(r.errors.map(\.description))")
        let document = try #require(r.fixtures.first)
        return try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer())
    }
}
