import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Buttons")
struct ButtonRenderingTests {
    private static let solid = RGBA8(r: 0x4A, g: 0x90, b: 0xE2)

    /// A 10×10 pt solid image at image scale 1.
    private func icon() -> ImageReference {
        ImageReference(source: .pattern("solid"), pixelWidth: 10, pixelHeight: 10, scale: 1)
    }

    /// The bounding box of black-ish pixels (the title's ink).
    private func titleInk(_ image: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].r < 100 && image[x, y].g < 100 && image[x, y].b < 100 {
                if let b = box { box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y)) } else { box = (x, y, x, y) }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    private func button(_ title: String?, image: Bool, horizontal: Bool = true) -> ButtonNode {
        let button = ButtonNode()
        if let title { button.titles[.normal] = AttributedText(title, font: "Sans Bold 14", color: .black) }
        if image { button.images[.normal] = icon() }
        button.laysOutHorizontally = horizontal
        return button
    }

    @Test func anImageLargerThanTheButtonOverhangsIt() throws {
        // A 4×4-pt button at (8, 8) with a 10×10-pt image: the image is centred on the button and
        // shows in full around it, as Texture's unclipped image subnode does.
        let b = Scene.place(button(nil, image: true), Rect(x: 8, y: 8, width: 4, height: 4))
        let image = try Scene.render(Size(width: 20, height: 20), scale: 1, [b])
        #expect(Pixels.mismatches(image, 5..<15, 5..<15, Self.solid) == [])
        #expect(Pixels.mismatches(image, 0..<5, 0..<20, Pixels.white) == [])
        b.clipsToBounds = true
        let clipped = try Scene.render(Size(width: 20, height: 20), scale: 1, [b])
        #expect(clipped[6, 6] == Pixels.white && clipped[9, 9] == Self.solid)
    }

    @Test func titleIsCentred() throws {
        let b = Scene.place(button("OK", image: false), Rect(x: 0, y: 0, width: 100, height: 40))
        let image = try Scene.render(Size(width: 100, height: 40), scale: 1, [b])
        let ink = try #require(titleInk(image))
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 50) <= 2)
        #expect(abs(Double(ink.minY + ink.maxY) / 2 - 20) <= 3)
    }

    @Test func imageThenTitleSideBySideWithSpacing() throws {
        let engine = try TextEngine()
        let b = Scene.place(button("Go", image: true), Rect(x: 0, y: 0, width: 100, height: 40))
        b.contentSpacing = 6
        let image = try Scene.render(Size(width: 100, height: 40), scale: 1, [b], renderer: NodeRenderer(textEngine: engine))
        let title = try #require(b.currentTitle)
        let titleWidth = engine.measure(title, maxSize: Size(width: 100, height: 40)).size.width.rounded(.up)
        let x = Int((100 - (10 + 6 + titleWidth)) / 2 + 0.999)
        #expect(Pixels.mismatches(image, x..<(x + 10), 15..<25, Self.solid) == [])
        #expect(Pixels.mismatches(image, (x - 1)..<x, 15..<25, Pixels.white) == [])
        let ink = try #require(titleInk(image))
        #expect(ink.minX >= x + 16 && ink.minX <= x + 18, "title starts after image and spacing")
    }

    @Test func imageAboveTitleWhenVertical() throws {
        let b = Scene.place(button("Go", image: true, horizontal: false), Rect(x: 0, y: 0, width: 100, height: 60))
        let image = try Scene.render(Size(width: 100, height: 60), scale: 1, [b])
        #expect(image[50, 15] == Self.solid || image[49, 15] == Self.solid)
        let ink = try #require(titleInk(image))
        #expect(ink.minY > 20, "the title is below the image")
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 50) <= 2)
    }

    @Test func contentEdgeInsetsMoveTheContent() throws {
        let b = Scene.place(button(nil, image: true), Rect(x: 0, y: 0, width: 100, height: 40))
        b.contentEdgeInsets = EdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        let image = try Scene.render(Size(width: 100, height: 40), scale: 1, [b])
        // Centred in x 50…100: 70…80.
        #expect(Pixels.mismatches(image, 70..<80, 15..<25, Self.solid) == [])
        #expect(Pixels.mismatches(image, 0..<70, 0..<40, Pixels.white) == [])
    }

    @Test func stateChoosesTitleAndBackground() throws {
        let b = Scene.place(button("Normal", image: false), Rect(x: 0, y: 0, width: 100, height: 30), .white)
        b.backgroundColors[.highlighted] = .red
        b.titles[.highlighted] = AttributedText("Hi", font: "Sans Bold 14", color: .black)
        let normal = try Scene.render(Size(width: 100, height: 30), scale: 1, [b])
        b.state = .highlighted
        let highlighted = try Scene.render(Size(width: 100, height: 30), scale: 1, [b])
        #expect(normal[1, 1] == Pixels.white)
        #expect(highlighted[1, 1] == Pixels.red)
        let normalInk = try #require(titleInk(normal)), highlightedInk = try #require(titleInk(highlighted))
        #expect(highlightedInk.maxX - highlightedInk.minX < normalInk.maxX - normalInk.minX, "\"Hi\" is narrower")
        b.state = .disabled
        let disabled = try Scene.render(Size(width: 100, height: 30), scale: 1, [b])
        #expect(disabled == normal, "a state without its own title and colour falls back to normal")
    }
}
