import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Text: truncation")
struct TextTruncationTests {
    private let paragraph = "The quick brown fox jumps over the lazy dog while the cat watches from the old garden wall"

    private func limited(_ lines: Int, truncation: String? = nil, font: String = "Sans 14") -> AttributedText {
        var text = AttributedText(paragraph, font: font)
        text.maximumNumberOfLines = lines
        if let truncation { text.truncationText = truncation }
        return text
    }

    /// Checks that `shown` is a prefix of the paragraph followed by `token`.
    private func expectCut(_ shown: String, token: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shown.hasSuffix(token), "shown: \(shown)", sourceLocation: sourceLocation)
        let kept = String(shown.dropLast(token.count))
        #expect(!kept.isEmpty && paragraph.hasPrefix(kept), "kept: \(kept)", sourceLocation: sourceLocation)
        #expect(kept.count < paragraph.count, sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3])
    func defaultTruncationEndsWithAnEllipsisWithinTheWidth(lines: Int) throws {
        let engine = try TextEngine()
        let text = limited(lines)
        let size = Size(width: 120, height: .infinity)
        let m = engine.measure(text, maxSize: size)
        #expect(m.isTruncated)
        #expect(m.lineCount == lines)
        #expect(m.size.width <= 120)
        let shown = engine.displayedText(text, maxSize: size)
        expectCut(shown.string, token: "\u{2026}")
        // The shown text, laid out on its own without a limit, takes the same lines.
        var free = shown
        free.maximumNumberOfLines = 0
        let again = engine.measure(free, maxSize: size)
        #expect(again.lineCount == lines)
        #expect(again.size == m.size)
    }

    @Test(arguments: [1, 2])
    func customTruncationTextIsAppended(lines: Int) throws {
        let engine = try TextEngine()
        let text = limited(lines, truncation: " …more")
        let size = Size(width: 150, height: .infinity)
        let m = engine.measure(text, maxSize: size)
        #expect(m.isTruncated)
        #expect(m.lineCount == lines)
        #expect(m.size.width <= 150)
        expectCut(engine.displayedText(text, maxSize: size).string, token: " …more")
    }

    @Test func aLongerTruncationTextKeepsFewerCharacters() throws {
        let engine = try TextEngine()
        let size = Size(width: 200, height: .infinity)
        let short = engine.displayedText(limited(1), maxSize: size).string
        let long = engine.displayedText(limited(1, truncation: " [continued]"), maxSize: size).string
        #expect(long.count - " [continued]".count < short.count - 1)
    }

    @Test func heightLimitsTheLines() throws {
        let engine = try TextEngine()
        let text = AttributedText(paragraph, font: "Sans 14")
        let oneLine = engine.measure(text, maxSize: Size(width: 120, height: .infinity))
        #expect(oneLine.lineCount > 3)
        let lineHeight = oneLine.size.height / Double(oneLine.lineCount)
        let m = engine.measure(text, maxSize: Size(width: 120, height: lineHeight * 2.5))
        #expect(m.lineCount == 2)
        #expect(m.isTruncated)
        #expect(m.size.height <= lineHeight * 2.5)
        expectCut(engine.displayedText(text, maxSize: Size(width: 120, height: lineHeight * 2.5)).string, token: "\u{2026}")
    }

    @Test func textThatFitsIsNotCut() throws {
        let engine = try TextEngine()
        var text = AttributedText("Short", font: "Sans 14")
        text.maximumNumberOfLines = 1
        let m = engine.measure(text, maxSize: Size(width: 200, height: .infinity))
        #expect(!m.isTruncated)
        #expect(engine.displayedText(text, maxSize: Size(width: 200, height: .infinity)) == text)
    }

    @Test func truncationStopsAtAHardLineBreak() throws {
        let engine = try TextEngine()
        var text = AttributedText("First line\nSecond line\nThird line", font: "Sans 14")
        text.maximumNumberOfLines = 2
        let shown = engine.displayedText(text, maxSize: Size(width: 300, height: .infinity)).string
        #expect(shown == "First line\nSecond line\u{2026}")
    }

    @Test func truncationTextTakesTheLastRunsStyle() throws {
        let engine = try TextEngine()
        var text = AttributedText(runs: [TextRun("Plain start "), TextRun(paragraph, font: "Sans Bold 14", color: .red)])
        text.maximumNumberOfLines = 1
        let shown = engine.displayedText(text, maxSize: Size(width: 200, height: .infinity))
        let token = try #require(shown.runs.last)
        #expect(token.text == "\u{2026}")
        #expect(token.font == "Sans Bold 14")
        #expect(token.color == .red)
        #expect(token.link == nil)
    }

    @Test(arguments: [1, 2])
    func drawnTextIsTheDisplayedText(lines: Int) throws {
        let engine = try TextEngine()
        let text = limited(lines, truncation: " [more]")
        let m = engine.measure(text, maxSize: Size(width: 140, height: .infinity))
        let frame = Rect(x: 4, y: 4, width: 140, height: m.size.height.rounded(.up))
        func draw(_ t: AttributedText) throws -> Bitmap {
            let canvas = try CairoCanvas(pixelWidth: 300, pixelHeight: 120, scale: 2)
            canvas.fill(.white)
            canvas.draw(t, in: frame, using: engine)
            return canvas.bitmap()
        }
        var shown = engine.displayedText(text, maxSize: frame.size)
        shown.maximumNumberOfLines = 0
        var full = text
        full.maximumNumberOfLines = 0
        full.truncationText = ""
        let drawn = try draw(text)
        #expect(drawn == (try draw(shown)), "the cut text plus its truncation string is what is drawn")
        #expect(drawn != (try draw(full)))
    }
}
