import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// `forcedSize`: the image is drawn into a backing of that size by the content mode, and the
/// backing is scaled to the bounds by the content mode, as Texture's `ASImageNode` does.
@Suite struct ImageForcedSizeTests {
    private func render(forced: Size, mode: ImageContentMode = .aspectFit) throws -> Bitmap {
        let pixels = Bitmap(width: 100, height: 50, fill: Pixels.red)
        let node = ImageNode(image: ImageReference(pixels: pixels))
        node.contentMode = mode
        node.forcedSize = forced
        Scene.place(node, Rect(x: 0, y: 0, width: 200, height: 100))
        return try Scene.render(Size(width: 200, height: 100), scale: 1, [node])
    }

    @Test func theBackingIsPlacedByTheContentModeThenScaled() throws {
        // Without one, the 2:1 image fits the 2:1 node entirely.
        let plain = try render(forced: .zero)
        #expect(Pixels.mismatches(plain, 0..<200, 0..<100, Pixels.red).isEmpty)
        // With a 100 × 100 backing: the image fits it as a 100 × 50 band in its middle; the square
        // backing fits the node as 100 × 100 in its middle: red at x 50–150, y 25–75 only.
        let forced = try render(forced: Size(width: 100, height: 100))
        #expect(Pixels.mismatches(forced, 52..<148, 27..<73, Pixels.red).isEmpty)
        #expect(Pixels.mismatches(forced, 0..<48, 0..<100, Pixels.white).isEmpty)
        #expect(Pixels.mismatches(forced, 152..<200, 0..<100, Pixels.white).isEmpty)
        #expect(Pixels.mismatches(forced, 50..<150, 0..<23, Pixels.white).isEmpty)
        #expect(Pixels.mismatches(forced, 50..<150, 77..<100, Pixels.white).isEmpty)
    }

    @Test func centerStretchesTheImageOverTheBackingAndScaleToFillIgnoresIt() throws {
        // Center: the 2:1 image stretched over a 40 × 40 backing, centred in the node at its size.
        let centered = try render(forced: Size(width: 40, height: 40), mode: .center)
        #expect(Pixels.mismatches(centered, 81..<119, 31..<69, Pixels.red).isEmpty)
        #expect(Pixels.mismatches(centered, 0..<78, 0..<100, Pixels.white).isEmpty)
        #expect(Pixels.mismatches(centered, 80..<120, 0..<28, Pixels.white).isEmpty)
        // Scale to fill has no forced backing in Texture: the image fills the node.
        let filled = try render(forced: Size(width: 40, height: 40), mode: .scaleToFill)
        #expect(Pixels.mismatches(filled, 0..<200, 0..<100, Pixels.red).isEmpty)
    }

    @Test func aForcedSizeWithAZeroSideDrawsNothing() throws {
        let image = try render(forced: Size(width: 0, height: 50))
        #expect(Pixels.mismatches(image, 0..<200, 0..<100, Pixels.white).isEmpty)
    }

    @Test func aBackingOverTheCanvasLimitIsAnErrorNotAnAllocation() throws {
        let node = ImageNode(image: ImageReference(pixels: Bitmap(width: 4, height: 4, fill: Pixels.red)))
        node.forcedSize = Size(width: 10_000, height: 10_000)
        Scene.place(node, Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: RenderError.self) { try Scene.render(Size(width: 10, height: 10), scale: 2, [node]) }
    }
}
