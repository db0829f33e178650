import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// Paragraph spacing, shadows, text container insets and head/middle truncation of several lines,
/// as UIKit's paragraph styles, `NSShadow` and Texture's text nodes lay them out and draw them.
@Suite struct TextParagraphAndShadowTests {
    private let unbounded = Size(width: 200, height: .infinity)

    /// The rows (pixels) holding pixels darker than `threshold` in any channel.
    private func inkRows(_ bitmap: Bitmap, threshold: UInt8 = 200) -> [Int] {
        (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { x in bitmap[x, y].g < threshold } }
    }

    /// First rows of each band of consecutive ink rows.
    private func bandStarts(_ rows: [Int]) -> [Int] {
        rows.enumerated().compactMap { i, y in i == 0 || rows[i - 1] != y - 1 ? y : nil }
    }

    private func draw(_ text: AttributedText, size: Size = Size(width: 200, height: 120), at origin: Point = Point(x: 10, y: 10),
                      engine: TextEngine) throws -> Bitmap {
        let canvas = try CairoCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1)
        canvas.fill(.white)
        let m = engine.measure(text, maxSize: unbounded)
        canvas.draw(text, in: Rect(origin: origin, size: m.size), using: engine)
        return canvas.bitmap()
    }

    @Test func paragraphSpacingSeparatesParagraphsOnly() throws {
        let engine = try TextEngine()
        let plain = AttributedText("One\nTwo\nThree", font: "Sans 12")
        var spaced = plain
        spaced.paragraphSpacing = 10
        spaced.paragraphSpacingBefore = 4
        let a = engine.measure(plain, maxSize: unbounded), b = engine.measure(spaced, maxSize: unbounded)
        // Two gaps of 10 + 4 between three paragraphs; none after the last, none before the first.
        #expect(b.size.height == a.size.height + 28)
        #expect(b.lineCount == 3 && b.ascender == a.ascender)
        // Lines wrapped inside one paragraph are not spaced.
        var wrapped = AttributedText("a few words that wrap in a narrow column", font: "Sans 12")
        let narrow = Size(width: 60, height: .infinity)
        let before = engine.measure(wrapped, maxSize: narrow)
        wrapped.paragraphSpacing = 10
        #expect(before.lineCount > 1 && engine.measure(wrapped, maxSize: narrow).size == before.size)
        // Drawn: each paragraph's glyphs move down by the gaps above them.
        let bandsA = bandStarts(inkRows(try draw(plain, engine: engine)))
        let bandsB = bandStarts(inkRows(try draw(spaced, engine: engine)))
        #expect(bandsA.count == 3 && bandsB.count == 3)
        #expect(zip(bandsA, bandsB).map { $1 - $0 } == [0, 14, 28])
    }

    @Test func paragraphSpacingCountsInTheLinesThatFit() throws {
        let engine = try TextEngine()
        var text = AttributedText("One\nTwo\nThree", font: "Sans 12")
        let line = engine.measure(AttributedText("One", font: "Sans 12"), maxSize: unbounded).size.height
        let room = Size(width: 200, height: line * 2 + 5)
        #expect(engine.measure(text, maxSize: room).lineCount == 2)
        text.paragraphSpacing = 10
        // The second line would end below the room once moved down by 10 points.
        let m = engine.measure(text, maxSize: room)
        #expect(m.lineCount == 1 && m.isTruncated)
    }

    @Test func headAndMiddleTruncationCutTheLastOfSeveralLines() throws {
        let engine = try TextEngine()
        let words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa"
        for mode in [TruncationMode.head, .middle] {
            var text = AttributedText(words, font: "Sans 12")
            text.maximumNumberOfLines = 2
            text.truncationMode = mode
            let size = Size(width: 120, height: .infinity)
            let shown = engine.displayedText(text, maxSize: size).string
            #expect(engine.measure(text, maxSize: size).lineCount == 2, "\(mode)")
            // The last line is set apart by a line separator (U+2028), not part of the text.
            #expect(shown.contains("\u{2028}"), "\(mode): \(shown)")
            let parts = shown.replacingOccurrences(of: "\u{2028}", with: "")
                .split(separator: "\u{2026}", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.count == 2, "\(mode): \(shown)")
            // The end of the text is what the last line ends with; the first line is untouched.
            #expect(parts[1].count >= 3 && words.hasSuffix(parts[1]), "\(mode): \(shown)")
            #expect(words.hasPrefix(parts[0]), "\(mode): \(shown)")
            if mode == .head {
                // The head mode keeps the whole first line and nothing of the second's start.
                var firstLine = text
                firstLine.maximumNumberOfLines = 1
                firstLine.truncationText = ""
                firstLine.truncationMode = .tail
                let kept = engine.displayedText(firstLine, maxSize: size).string
                #expect(parts[0].trimmingCharacters(in: .whitespacesAndNewlines) == kept.trimmingCharacters(in: .whitespaces))
            } else {
                #expect(parts[0].count > engine.displayedText({ var t = text; t.maximumNumberOfLines = 1; return t }(),
                                                              maxSize: size).string.count - 1)
            }
        }
    }

    @Test func theTruncationStringStartsTheLastLine() throws {
        // The truncation string never joins the line before the last: it would fit there.
        let engine = try TextEngine()
        var text = AttributedText("Hello inset world long enough to wrap around twice or more here", font: "Sans 12")
        text.maximumNumberOfLines = 2
        text.truncationMode = .head
        let shown = engine.displayedText(text, maxSize: Size(width: 155, height: .infinity)).string
        #expect(shown.contains("\u{2028}\u{2026}") && shown.hasSuffix("here"), "\(shown)")
        let canvas = try CairoCanvas(pixelWidth: 200, pixelHeight: 60, scale: 1)
        canvas.fill(.white)
        canvas.draw(text, in: Rect(x: 0, y: 0, width: 155, height: 60), using: engine)
        #expect(engine.measure(text, maxSize: Size(width: 155, height: .infinity)).lineCount == 2)
    }

    @Test func headAndMiddleDifferOverSeveralParagraphs() throws {
        let engine = try TextEngine()
        var text = AttributedText("line1\nline2\nline3\nline4\nline5 last", font: "Sans 12")
        text.maximumNumberOfLines = 2
        text.truncationMode = .head
        #expect(engine.displayedText(text, maxSize: Size(width: 300, height: .infinity)).string == "line1\n\u{2026}line5 last")
        text.truncationMode = .middle
        #expect(engine.displayedText(text, maxSize: Size(width: 300, height: .infinity)).string == "line1\nline2\u{2026}line5 last")
    }

    @Test func headTruncationStopsAtTheLastHardBreak() throws {
        let engine = try TextEngine()
        var text = AttributedText("first paragraph\nsecond one\nthird and last paragraph ends here", font: "Sans 12")
        text.maximumNumberOfLines = 1
        text.truncationMode = .head
        let shown = engine.displayedText(text, maxSize: Size(width: 140, height: .infinity)).string
        #expect(shown.hasPrefix("\u{2026}") && shown.hasSuffix("ends here") && !shown.contains("\n"), "\(shown)")
    }

    @Test func aSharpShadowIsAMovedCopyOfTheGlyphs() throws {
        let engine = try TextEngine()
        var text = AttributedText("Shadow", font: "Sans Bold 20")
        let plainInk = inkRows(try draw(text, engine: engine))
        text.shadow = TextShadow(color: Color(red: 1, green: 0, blue: 0), offset: Point(x: 0, y: 30), blurRadius: 0)
        let shadowed = try draw(text, engine: engine)
        // Black glyphs where they were; red ones exactly 30 points lower, none elsewhere.
        let redRows = (0..<shadowed.height).filter { y in
            (0..<shadowed.width).contains { x in let p = shadowed[x, y]; return p.r > 200 && p.g < 200 }
        }
        #expect(!redRows.isEmpty)
        #expect(redRows.first == plainInk.first.map { $0 + 30 } && redRows.last == plainInk.last.map { $0 + 30 })
    }

    @Test func aBlurredShadowSpreadsByItsRadiusAndIsRepeatable() throws {
        let engine = try TextEngine()
        var text = AttributedText("Blur", font: "Sans Bold 20")
        text.shadow = TextShadow(color: Color(red: 0, green: 0, blue: 1), offset: Point(x: 0, y: 40), blurRadius: 6)
        let image = try draw(text, engine: engine)
        var sharp = text
        sharp.shadow?.blurRadius = 0
        let sharpImage = try draw(sharp, engine: engine)
        func blueRows(_ b: Bitmap) -> [Int] {
            (0..<b.height).filter { y in (0..<b.width).contains { x in let p = b[x, y]; return Int(p.b) > Int(p.r) + 8 } }
        }
        let blurred = blueRows(image), crisp = blueRows(sharpImage)
        // The blur reaches beyond the sharp shadow by about three standard deviations (σ = 3).
        #expect(blurred.first! <= crisp.first! - 3 && blurred.last! >= crisp.last! + 3)
        #expect(blurred.first! >= crisp.first! - 10 && blurred.last! <= crisp.last! + 10)
        // Partly covered pixels: the blur is soft, not a copy.
        let strongest = (45..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y].r } }.min()!
        #expect(strongest > 0 && strongest < 200)
        #expect(try draw(text, engine: engine) == image)
    }

    @Test func manyParagraphsEachGetTheirGap() throws {
        // 20,000 paragraphs (their gaps are summed in one pass over the lines; tools/hardening/redteam times
        // 300,000 of them in a release build).
        let engine = try TextEngine()
        let plain = AttributedText(String(repeating: "a\n", count: 20_000) + "a", font: "Sans 12")
        var spaced = plain
        spaced.paragraphSpacing = 1
        let room = Size(width: 300, height: .infinity)
        #expect(engine.measure(spaced, maxSize: room).size.height == engine.measure(plain, maxSize: room).size.height + 20_000)
    }

    @Test func transparentTextDrawsNothing() throws {
        let engine = try TextEngine()
        let image = try draw(AttributedText("Clear", font: "Sans Bold 20", color: Color(red: 0, green: 0, blue: 0, alpha: 0)),
                             engine: engine)
        #expect(inkRows(image, threshold: 255).isEmpty)
    }

    @Test func aTextNodeLaysItsTextOutInsideItsInsets() throws {
        let renderer = try NodeRenderer(textEngine: TextEngine())
        let context = LayoutContext(scale: 1, textMeasurer: renderer.textEngine)
        let bare = LayoutTree.compute(root: TextNode("Inset", font: "Sans 14"),
                                      range: SizeRange(min: .zero, max: Size(width: 300, height: 300)), in: context)
        let node = TextNode("Inset", font: "Sans 14")
        node.textContainerInset = EdgeInsets(top: 10, left: 20, bottom: 5, right: 7)
        let inset = LayoutTree.compute(root: node, range: SizeRange(min: .zero, max: Size(width: 300, height: 300)), in: context)
        #expect(inset.root.frame.width == bare.root.frame.width + 27)
        #expect(inset.root.frame.height == bare.root.frame.height + 15)
        let image = try renderer.render(inset, scale: 1, background: .white).image
        let rows = inkRows(image), columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].g < 200 } }
        #expect(rows.first! >= 10 && columns.first! >= 19)
    }
}
