import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// Spacing and cap values of any size, as code may set them, draw without trapping.
@Suite struct HostileSpacingTests {
    @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan, 1e12])
    func extremeKerningAndCapsDrawOrFailCleanly(value: Double) throws {
        let text = TextNode(AttributedText(runs: [TextRun("abc", kern: value)], font: "Sans 12"))
        var spaced = AttributedText("a\nb", font: "Sans 12")
        spaced.lineSpacing = value
        let lines = TextNode(spaced)
        let image = ImageNode(image: ImageReference(source: .pattern("solid"), pixelWidth: 4, pixelHeight: 4))
        image.capInsets = EdgeInsets(top: value, left: value, bottom: value, right: value)
        let rendered = try Scene.render(Size(width: 40, height: 40), scale: 2, [
            Scene.place(text, Rect(x: 0, y: 0, width: 40, height: 10)),
            Scene.place(lines, Rect(x: 0, y: 10, width: 40, height: 10)),
            Scene.place(image, Rect(x: 0, y: 20, width: 40, height: 20)),
        ])
        #expect(rendered.width == 80 && rendered.height == 80)
        #expect(NineSlice.slices(pixelWidth: 4, pixelHeight: 4, scale: 2,
                                 caps: EdgeInsets(top: value, left: value, bottom: value, right: value),
                                 in: Rect(x: 0, y: 0, width: 10, height: 10)).allSatisfy { $0.target.width > 0 })
    }
}
