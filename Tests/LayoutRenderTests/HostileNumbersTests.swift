import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// Values a fixture or node code can reach that once trapped or never ended.
@Suite struct HostileNumbersTests {
    @Test func aMapFarFromTheOriginDrawsAtOnce() throws {
        // At 3e17 points, adding 24 no longer moves a running sum: the grid is counted instead.
        let map = Scene.place(MapNode(), Rect(x: 3e17, y: 0, width: 1000, height: 10))
        let near = Scene.place(MapNode(), Rect(x: 0, y: 0, width: 100, height: 100))
        let image = try Scene.render(Size(width: 100, height: 100), scale: 1, [near, map])
        #expect(image.width == 100)
    }

    @Test func aHugeLineHeightIsClampedNotTrapped() throws {
        var text = AttributedText("a", font: "Sans 12")
        text.lineHeight = 3e9
        let m = try TextEngine().measure(text, maxSize: Size(width: 100, height: .infinity))
        #expect(m.size.height <= 10_000 && m.lineCount == 1)
    }
}
