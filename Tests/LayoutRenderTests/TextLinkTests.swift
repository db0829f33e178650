import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Text: links and decorations")
struct TextLinkTests {
    /// Renders "kitten" (no descenders) as a link in blue at 20 pt, scale 2, in a 200×40 frame.
    private func renderLink(_ underline: UnderlineStyle, alignment: TextAlignment = .left) throws
        -> (image: Bitmap, baselinePixel: Int) {
        var text = AttributedText(runs: [TextRun("kitten", link: "http://placekitten.com/")], font: "Sans 20")
        text.linkColor = .blue
        text.linkUnderline = underline
        text.alignment = alignment
        let engine = try TextEngine()
        let node = Scene.place(TextNode(text), Rect(x: 0, y: 0, width: 200, height: 40))
        let image = try Scene.render(Size(width: 200, height: 40), scale: 2,
                                     [node], renderer: NodeRenderer(textEngine: engine))
        let ascender = engine.measure(text, maxSize: Size(width: 200, height: 40)).ascender
        return (image, Int((ascender * 2).rounded(.up)))
    }

    /// Horizontal runs of bluish pixels in row `y`, as x ranges.
    private func blueRuns(_ image: Bitmap, row y: Int) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for x in 0..<image.width {
            let p = image[x, y]
            let blue = Int(p.b) - Int(p.r) > 60
            if blue, start == nil { start = x }
            if !blue, let s = start { runs.append(s...(x - 1)); start = nil }
        }
        if let s = start { runs.append(s...(image.width - 1)) }
        return runs
    }

    /// The rows below the baseline that hold any blue.
    private func underlineRows(_ rendered: (image: Bitmap, baselinePixel: Int)) -> [[ClosedRange<Int>]] {
        (rendered.baselinePixel + 1..<rendered.image.height).map { blueRuns(rendered.image, row: $0) }.filter { !$0.isEmpty }
    }

    @Test func linksTakeTheLinkColour() throws {
        let (image, baseline) = try renderLink(.none)
        let rows = (0..<baseline).map { blueRuns(image, row: $0) }
        #expect(rows.contains { !$0.isEmpty }, "the letters are blue")
    }

    @Test func noUnderlineLeavesTheBaselineAreaEmpty() throws {
        #expect(underlineRows(try renderLink(.none)) == [])
    }

    @Test func singleUnderlineIsOneSolidLine() throws {
        let rows = underlineRows(try renderLink(.single))
        #expect(!rows.isEmpty)
        let solid = rows.filter { $0.count == 1 && $0[0].count > 80 }
        #expect(!solid.isEmpty, "a solid line under the word: \(rows)")
        #expect(rows.allSatisfy { $0.count == 1 })
    }

    @Test func dottedUnderlineIsARowOfDots() throws {
        let rows = underlineRows(try renderLink(.dotted))
        let dotted = rows.filter { $0.count >= 8 }
        #expect(!dotted.isEmpty, "a row of separate dots under the word: \(rows)")
        #expect(rows.allSatisfy { row in row.allSatisfy { $0.count <= 4 } }, "no solid stretch: \(rows)")
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func dotsSitUnderTheWordWhereverItIsAligned(alignment: TextAlignment) throws {
        let rendered = try renderLink(.dotted, alignment: alignment)
        let letters = (0..<rendered.baselinePixel).flatMap { blueRuns(rendered.image, row: $0) }
        let dots = underlineRows(rendered).flatMap { $0 }
        let lettersMin = try #require(letters.map(\.lowerBound).min()), lettersMax = try #require(letters.map(\.upperBound).max())
        let dotsMin = try #require(dots.map(\.lowerBound).min()), dotsMax = try #require(dots.map(\.upperBound).max())
        #expect(abs(dotsMin - lettersMin) <= 4, "dots \(dotsMin)…\(dotsMax), letters \(lettersMin)…\(lettersMax)")
        #expect(abs(dotsMax - lettersMax) <= 6, "dots \(dotsMin)…\(dotsMax), letters \(lettersMin)…\(lettersMax)")
    }

    @Test func strikethroughCrossesTheLetters() throws {
        func render(_ strike: Bool) throws -> Bitmap {
            let text = AttributedText(runs: [TextRun("mmmm", color: .blue, strikethrough: strike)], font: "Sans 20")
            return try Scene.render(Size(width: 100, height: 30), scale: 1,
                                    [Scene.place(TextNode(text), Rect(x: 0, y: 0, width: 100, height: 30))])
        }
        let plain = try render(false), struck = try render(true)
        let extra = (0..<30).filter { y in blueRuns(struck, row: y).count == 1 && blueRuns(plain, row: y).count > 1 }
        #expect(!extra.isEmpty, "a row where the strike joins the letters")
    }

    @Test func runsKeepTheirOwnColours() throws {
        let text = AttributedText(runs: [TextRun("red ", color: .red), TextRun("blue", color: .blue)], font: "Sans Bold 20")
        let image = try Scene.render(Size(width: 120, height: 30), scale: 1,
                                     [Scene.place(TextNode(text), Rect(x: 0, y: 0, width: 120, height: 30))])
        var redXs: [Int] = [], blueXs: [Int] = []
        for y in 0..<30 {
            for x in 0..<120 {
                let p = image[x, y]
                if p.r > 200 && p.b < 60 && p.g < 60 { redXs.append(x) }
                if p.b > 200 && p.r < 60 && p.g < 60 { blueXs.append(x) }
            }
        }
        let redMax = try #require(redXs.max()), blueMin = try #require(blueXs.min())
        #expect(redMax < blueMin, "red text before blue text")
    }
}
