import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import LayoutRender
import Synchronization
import Testing

/// Text laid out and drawn on several threads at once, each with its own engines (as check
/// workers are), gives exactly what one thread alone gives. Justified text that breaks inside
/// words is where Pango, left to itself, differs between the two.
@Suite("Text layout on several threads")
struct TextLayoutConcurrencyTests {
    private static let words = ["W", "ii", "paragraphs", "wrapping", "row", "of", "a", "Layout", "and", "text",
                                "你好世界", "مرحبا", "truncated"]

    /// A justified text, its font and the width and height it is drawn in.
    private struct Case: Sendable {
        var text: AttributedText
        var rect: Rect
    }

    private static let cases: [Case] = {
        var rng = FuzzRandom(seed: 0x4A55_5354)
        return (0..<48).map { _ in
            let count = 1 + rng.below(7)
            let string = (0..<count).map { _ in words[rng.below(words.count)] }.joined(separator: " ")
            let font = ["Sans Bold 15", "Serif 11", "Sans 13"][rng.below(3)]
            var text = AttributedText(runs: [TextRun(string, font: font)], alignment: .justified)
            text.maximumNumberOfLines = [0, 0, 2, 3][rng.below(4)]
            return Case(text: text, rect: Rect(x: 1.5, y: 2, width: Double(22 + rng.below(60)), height: 110))
        }
    }()

    /// The case's pixels drawn by a new engine, as a worker that has just started draws them.
    private static func pixels(_ c: Case) throws -> [UInt8] {
        let canvas = try CairoCanvas(pixelWidth: 180, pixelHeight: 230, scale: 2)
        canvas.fill(.white)
        canvas.draw(c.text, in: c.rect, using: try TextEngine())
        return canvas.bitmap().pixels
    }

    @Test func fourThreadsDrawWhatOneThreadDraws() throws {
        let alone = try TextLayoutConcurrencyTests.cases.map(TextLayoutConcurrencyTests.pixels)
        let mismatches = Mutex<[String]>([])
        let finished = DispatchGroup()
        for thread in 0..<4 {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                for round in 0..<3 {
                    // Each thread walks the cases from its own starting point, so that different
                    // texts are laid out at the same moment.
                    for k in TextLayoutConcurrencyTests.cases.indices {
                        let i = (k + thread * 13 + round * 5) % TextLayoutConcurrencyTests.cases.count
                        let c = TextLayoutConcurrencyTests.cases[i]
                        let drawn = try? TextLayoutConcurrencyTests.pixels(c)
                        if drawn != alone[i] {
                            mismatches.withLock {
                                $0.append("thread \(thread): \(c.text.string.debugDescription) (\(c.text.runs[0].font ?? "default font")) in \(c.rect.width) pt")
                            }
                        }
                    }
                }
            }
        }
        finished.wait()
        let found = mismatches.withLock { $0 }
        let allAlike = found.isEmpty
        #expect(allAlike, "\(found.count) drawings differ from one thread's, among them \(found.prefix(3))")
    }
}
