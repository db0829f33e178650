import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Text: measuring and drawing agree")
struct TextRenderingTests {
    /// The bounding box of pixels darker than mid grey, in pixels.
    private func inkBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].g < 250 {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test(arguments: [
        ("Sans 14", "The quick brown fox jumps over the lazy dog", 120.0, 0.0),
        ("Serif Bold 18", "Typography with Serif faces wraps too", 150.0, 0.0),
        ("Sans 14", "这是一个很长的中文句子用来测试自动换行的效果", 100.0, 0.0),
        ("Sans 14", "Mixed 混合 script テキスト and 한국어 text", 110.0, 0.0),
        ("Sans 12", "Line height of twenty-four points per line here", 100.0, 24.0),
    ])
    func inkStaysInsideTheMeasuredFrame(font: String, string: String, width: Double, lineHeight: Double) throws {
        let engine = try TextEngine()
        var text = AttributedText(string, font: font)
        if lineHeight > 0 { text.lineHeight = lineHeight }
        let m = engine.measure(text, maxSize: Size(width: width, height: .infinity))
        #expect(m.lineCount > 1)
        #expect(m.size.width <= width)
        let grid = PixelGrid(scale: 2)
        let frame = Rect(x: 10, y: 10, width: grid.ceil(m.size.width), height: grid.ceil(m.size.height))
        let canvas = try CairoCanvas(pixelWidth: 400, pixelHeight: 300, scale: 2)
        canvas.fill(.white)
        canvas.draw(text, in: frame, using: engine)
        let ink = try #require(inkBox(canvas.bitmap()))
        // A glyph's left side bearing may be slightly negative ("T" in DejaVu): it may reach into
        // the pixel left of the frame, which the renderer clips away with the node's content.
        #expect(ink.minX >= 19 && ink.minY >= 20, "ink \(ink) frame \(frame)")
        #expect(ink.maxX < Int(frame.maxX * 2) && ink.maxY < Int(frame.maxY * 2), "ink \(ink) frame \(frame)")
    }

    @Test func cjkWrapsBetweenCharactersAndUsesTheFallbackFont() throws {
        let engine = try TextEngine()
        let text = AttributedText("中文字符测试换行中文字符测试换行", font: "Sans 14")
        let m = engine.measure(text, maxSize: Size(width: 60, height: .infinity))
        #expect(m.lineCount >= 4)
        #expect(m.size.width <= 60)
        #expect(engine.fontFilesUsed(for: text).contains { $0.hasSuffix("DroidSansFallbackFull.ttf") })
    }

    @Test func baselineMetricsComeFromTheFont() throws {
        let engine = try TextEngine()
        // DejaVu Sans: ascent 1901 and descent 483 font units of 2048 per em.
        let small = engine.measure(AttributedText("Hxy", font: "Sans 14"), maxSize: .infinite)
        #expect(abs(small.ascender - 14 * 1901 / 2048) < 0.02)
        #expect(abs(small.descender + 14 * 483 / 2048) < 0.02)
        let large = engine.measure(AttributedText("Hxy", font: "Sans 28"), maxSize: .infinite)
        #expect(abs(large.ascender - 2 * small.ascender) < 0.02)
        // Two lines: the first baseline stays, the last descender is the last line's.
        let two = engine.measure(AttributedText("Hxy\nHxy", font: "Sans 14"), maxSize: .infinite)
        #expect(two.ascender == small.ascender)
        #expect(two.descender == small.descender)
    }

    @Test func baselineAlignmentUsesRealFontMetrics() throws {
        let engine = try TextEngine()
        let small = TextNode("small", font: "Sans 12"), large = TextNode("Large", font: "Serif Bold 30")
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [small, large])
        let root = DisplayNode()
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in stack }
        let context = LayoutContext(scale: 2, textMeasurer: engine)
        let tree = LayoutTree.compute(root: root, range: SizeRange(min: .zero, max: Size(width: 300, height: 200)), in: context)
        let frames = Dictionary(uniqueKeysWithValues: tree.root.flattened.compactMap { p in
            (p.element as? TextNode).map { (ObjectIdentifier($0), p.frame) }
        })
        let smallFrame = try #require(frames[ObjectIdentifier(small)])
        let largeFrame = try #require(frames[ObjectIdentifier(large)])
        let smallBaseline = smallFrame.minY + engine.measure(small.attributedText, maxSize: .infinite).ascender
        let largeBaseline = largeFrame.minY + engine.measure(large.attributedText, maxSize: .infinite).ascender
        #expect(smallFrame.minY > largeFrame.minY)
        #expect(abs(smallBaseline - largeBaseline) <= 0.5, "baselines \(smallBaseline) and \(largeBaseline)")
    }

    @Test func textNodeDrawsItsTextAtItsFrame() throws {
        let node = Scene.place(TextNode("Hello", font: "Sans 14"), Rect(x: 20, y: 10, width: 60, height: 20))
        let image = try Scene.render(Size(width: 100, height: 40), scale: 2, [node])
        let ink = try #require(inkBox(image))
        #expect(ink.minX >= 40 && ink.minY >= 20 && ink.maxX < 160 && ink.maxY < 60)
    }

    @Test(arguments: [TextAlignment.left, .center, .right])
    func alignmentPlacesLinesInTheFrame(alignment: TextAlignment) throws {
        var text = AttributedText("Hi", font: "Sans 14")
        text.alignment = alignment
        let node = Scene.place(TextNode(text), Rect(x: 0, y: 0, width: 100, height: 20))
        let image = try Scene.render(Size(width: 100, height: 20), scale: 1, [node])
        let ink = try #require(inkBox(image))
        let middle = Double(ink.minX + ink.maxX) / 2
        switch alignment {
        case .left: #expect(ink.minX < 5)
        case .center: #expect(abs(middle - 50) < 3)
        case .right: #expect(ink.maxX > 94)
        case .justified: break
        }
    }
}
