import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Editable text, media placeholders, scroll and cell nodes")
struct OtherNodeRenderingTests {
    /// Pixels of `image` within `xs × ys` for which `test` holds.
    private func count(_ image: Bitmap, _ xs: Range<Int>, _ ys: Range<Int>, _ test: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in ys { for x in xs where test(image[x, y]) { n += 1 } }
        return n
    }

    private func isDark(_ p: RGBA8) -> Bool { p.r < 100 && p.g < 100 && p.b < 100 }
    private func isPlaceholderGrey(_ p: RGBA8) -> Bool { p.r > 150 && p.r < 230 && abs(Int(p.r) - Int(p.b)) < 12 }

    @Test func emptyEditableTextShowsItsPlaceholderInsideTheInset() throws {
        let field = EditableTextNode(text: AttributedText("", font: "Sans 14"),
                                     placeholder: AttributedText("Type here", font: "Sans 14",
                                                                 color: Color(r8: 0xC7, g8: 0xC7, b8: 0xCD)),
                                     textContainerInset: EdgeInsets(top: 10, left: 30, bottom: 10, right: 10))
        Scene.place(field, Rect(x: 0, y: 0, width: 150, height: 40))
        let image = try Scene.render(Size(width: 150, height: 40), scale: 1, [field])
        #expect(count(image, 0..<150, 0..<40, isDark) == 0, "no text colour")
        #expect(count(image, 30..<150, 10..<30, isPlaceholderGrey) > 20, "the placeholder is drawn")
        #expect(count(image, 0..<29, 0..<40) { $0 != Pixels.white } == 0, "nothing left of the inset")
        #expect(count(image, 0..<150, 0..<9) { $0 != Pixels.white } == 0, "nothing above the inset")
    }

    @Test func editableTextWithTextShowsTheText() throws {
        let field = EditableTextNode(text: AttributedText("Hello", font: "Sans 14"),
                                     placeholder: AttributedText("Type here", font: "Sans 14", color: .red),
                                     textContainerInset: EdgeInsets(all: 8))
        Scene.place(field, Rect(x: 0, y: 0, width: 150, height: 40))
        let image = try Scene.render(Size(width: 150, height: 40), scale: 1, [field])
        #expect(count(image, 8..<150, 8..<32, isDark) > 20)
        #expect(count(image, 0..<150, 0..<40) { $0.r > 200 && $0.g < 80 } == 0, "no placeholder")
    }

    @Test func networkImageWithoutImageDrawsItsPlaceholder() throws {
        let plain = Scene.place(NetworkImageNode(url: "https://example.com/a.png"), Rect(x: 0, y: 0, width: 100, height: 60))
        let tinted = Scene.place(NetworkImageNode(url: nil), Rect(x: 100, y: 0, width: 100, height: 60), .blue)
        let image = try Scene.render(Size(width: 200, height: 60), scale: 1, [plain, tinted])
        #expect(image[2, 2] == RGBA8(r: 0xE5, g: 0xE5, b: 0xEA), "the placeholder fill")
        #expect(count(image, 30..<70, 10..<50) { $0 == RGBA8(r: 0xAE, g: 0xAE, b: 0xB2) } > 50, "the glyph")
        #expect(image[102, 2] == Pixels.blue, "a background colour shows instead of the fill")
        #expect(count(image, 130..<170, 10..<50) { $0 == RGBA8(r: 0xAE, g: 0xAE, b: 0xB2) } > 50)
    }

    @Test func networkImageWithAnImageDrawsTheImage() throws {
        let node = NetworkImageNode(url: "https://example.com/a.png")
        node.image = ImageReference(source: .pattern("solid"), pixelWidth: 20, pixelHeight: 20)
        Scene.place(node, Rect(x: 0, y: 0, width: 20, height: 20))
        let image = try Scene.render(Size(width: 20, height: 20), scale: 1, [node])
        #expect(Pixels.mismatches(image, 0..<20, 0..<20, RGBA8(r: 0x4A, g: 0x90, b: 0xE2)) == [])
    }

    @Test func videoAndMapPlaceholders() throws {
        let video = Scene.place(VideoNode(url: "https://example.com/v.mp4"), Rect(x: 0, y: 0, width: 100, height: 60))
        let map = Scene.place(MapNode(center: MapCoordinate(latitude: 37.8, longitude: -122.4)),
                              Rect(x: 100, y: 0, width: 100, height: 60))
        let image = try Scene.render(Size(width: 200, height: 60), scale: 1, [video, map])
        #expect(image[2, 2] == RGBA8(r: 0x1C, g: 0x1C, b: 0x1E))
        #expect(count(image, 30..<70, 10..<50) { $0 == Pixels.white } > 30, "a white play button")
        #expect(image[105, 2] == RGBA8(r: 0xE4, g: 0xEF, b: 0xDC))
        #expect(image[112, 2] == Pixels.white, "a street 12 pt in")
        #expect(count(image, 130..<170, 10..<50) { $0 == RGBA8(r: 0xFF, g: 0x3B, b: 0x30) } > 30, "a red pin")
    }

    @Test func scrollNodeShowsItsContentAtTheOffsetClipped() throws {
        let red = Scene.box(Rect(x: 0, y: 0, width: 100, height: 50), .red)
        let blue = Scene.box(Rect(x: 0, y: 0, width: 100, height: 50), .blue)
        let scroll = ScrollNode(content: StackLayoutSpec(direction: .horizontal, children: [red, blue]),
                                scrollDirection: .horizontal, contentOffset: Point(x: 60, y: 0))
        Scene.place(scroll, Rect(x: 10, y: 0, width: 50, height: 50))
        let image = try Scene.render(Size(width: 80, height: 50), scale: 1, [scroll])
        // Content x −60…40 red, 40…140 blue, seen through 10…60 in the root.
        #expect(Pixels.mismatches(image, 10..<50, 0..<50, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 50..<60, 0..<50, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 0..<10, 0..<50, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 60..<80, 0..<50, Pixels.white) == [])
    }

    @Test func cellDrawsLikeANode() throws {
        let cell = Scene.place(CellNode(), Rect(x: 0, y: 0, width: 40, height: 10), .green)
        let image = try Scene.render(Size(width: 40, height: 20), scale: 1, [cell])
        #expect(Pixels.mismatches(image, 0..<40, 0..<10, Pixels.green) == [])
        #expect(Pixels.mismatches(image, 0..<40, 10..<20, Pixels.white) == [])
    }
}
