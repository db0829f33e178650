import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutRender
import Testing

/// A text measured at one height and drawn in a frame of another (its own, or a taller one) is
/// laid out once: the engine hands the measuring layout back when all of its lines fit. What is
/// measured and drawn must be what a new engine, which has to lay the text out afresh, gives.
@Suite("Text layouts shared across heights")
struct TextLayoutReuseTests {
    private static let words = ["Layout", "of", "a", "row", "Ünïcödé", "مرحبا", "你好世界", "text", "🙂", "line\nbreak",
                                "and", "paragraphs", "truncated", "wrapping", "W", "ii"]

    private static func text(_ rng: inout FuzzRandom) -> AttributedText {
        let count = 1 + rng.below(14)
        let string = (0..<count).map { _ in words[rng.below(words.count)] }.joined(separator: " ")
        let fonts = ["Sans 13", "Sans Bold 15", "Serif 11", "Sans 9"]
        var text = AttributedText(runs: [TextRun(string, font: fonts[rng.below(fonts.count)])],
                                  alignment: [.left, .center, .right, .justified][rng.below(4)])
        text.maximumNumberOfLines = [0, 0, 1, 2, 3][rng.below(5)]
        if rng.below(3) == 0 { text.lineSpacing = Double(rng.below(6)) }
        if rng.below(4) == 0 { text.paragraphSpacing = Double(rng.below(8)) }
        text.truncationMode = [.tail, .head, .middle][rng.below(3)]
        return text
    }

    private static func pixels(_ text: AttributedText, in rect: Rect, engine: TextEngine) throws -> [UInt8] {
        let canvas = try CairoCanvas(pixelWidth: 200, pixelHeight: 120, scale: 2)
        canvas.fill(.white)
        canvas.draw(text, in: rect, using: engine)
        return canvas.bitmap().pixels
    }

    @Test func drawingInAnotherHeightGivesWhatAFreshLayoutGives() throws {
        var rng = FuzzRandom(seed: 0x5445_5854)
        let shared = try TextEngine()
        var reused = 0
        for round in 0..<150 {
            let text = TextLayoutReuseTests.text(&rng)
            let width = Double(20 + rng.below(90))
            // Measured as layout passes do: unbounded or bounded heights, then drawn in the frame.
            let measured = shared.measure(text, maxSize: Size(width: width, height: rng.below(2) == 0 ? .infinity : Double(rng.below(60))))
            let heights = [measured.size.height, measured.size.height + Double(rng.below(20)), Double(rng.below(40)),
                           measured.size.height - 0.5]
            for height in heights where height >= 0 {
                let rect = Rect(x: 1.5, y: 2, width: width, height: height)
                let prior = shared.uncut[TextWidthKey(text: text, width: width)]
                let fresh = try TextEngine()
                let label = "round \(round): \(text.string.debugDescription) in \(width) × \(height)"
                #expect(shared.measure(text, maxSize: rect.size) == fresh.measure(text, maxSize: rect.size), "\(label)")
                #expect(shared.displayedText(text, maxSize: rect.size) == fresh.displayedText(text, maxSize: rect.size),
                        "\(label)")
                #expect(try TextLayoutReuseTests.pixels(text, in: rect, engine: shared)
                        == (try TextLayoutReuseTests.pixels(text, in: rect, engine: fresh)), "\(label)")
                if let prior, shared.layout(text, maxSize: rect.size) === prior { reused += 1 }
            }
        }
        #expect(reused > 50, "layouts were shared across heights \(reused) times")
    }
}
