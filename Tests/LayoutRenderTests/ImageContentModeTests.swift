import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

/// A 20×10 pixel image, left half red and right half blue, written as a PNG.
final class HalfAndHalfImage {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        var bitmap = Bitmap(width: 20, height: 10, fill: Pixels.red)
        for y in 0..<10 { for x in 10..<20 { bitmap[x, y] = Pixels.blue } }
        folder = try TemporaryFolder()
        path = try folder.write(bitmap, as: "half.png")
    }

    /// An image node showing the file at image scale `scale`.
    func node(_ mode: ImageContentMode, scale: Double = 2, frame: Rect, force: Bool = false,
              crop: Rect = Rect(x: 0.5, y: 0.5, width: 0, height: 0)) -> ImageNode {
        let node = ImageNode(image: ImageReference(source: .file(path: path), pixelWidth: 20, pixelHeight: 10, scale: scale))
        node.contentMode = mode
        node.forceUpscaling = force
        node.cropRect = crop
        return Scene.place(node, frame)
    }
}

@Suite("Images: content modes, crop, upscaling")
struct ImageContentModeTests {
    /// Expects the 20×10 pixel image unscaled at pixel (x, y) of `image` and white around it.
    private func expectUnscaledImage(_ image: Bitmap, at x: Int, _ y: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Pixels.mismatches(image, x..<(x + 10), y..<(y + 10), Pixels.red) == [], sourceLocation: sourceLocation)
        #expect(Pixels.mismatches(image, (x + 10)..<(x + 20), y..<(y + 10), Pixels.blue) == [], sourceLocation: sourceLocation)
        #expect(Pixels.mismatches(image, (x - 1)..<(x + 21), (y - 1)..<y, Pixels.white) == [], sourceLocation: sourceLocation)
        #expect(Pixels.mismatches(image, (x - 1)..<(x + 21), (y + 10)..<(y + 11), Pixels.white) == [], sourceLocation: sourceLocation)
        #expect(Pixels.mismatches(image, (x - 1)..<x, y..<(y + 10), Pixels.white) == [], sourceLocation: sourceLocation)
        #expect(Pixels.mismatches(image, (x + 20)..<(x + 21), y..<(y + 10), Pixels.white) == [], sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (ImageContentMode.center, 30, 15), (.top, 30, 0), (.bottom, 30, 30), (.left, 0, 15), (.right, 60, 15),
        (.topLeft, 0, 0), (.topRight, 60, 0), (.bottomLeft, 0, 30), (.bottomRight, 60, 30),
    ])
    func unscaledModesPlaceTheImageAtItsSize(mode: ImageContentMode, x: Int, y: Int) throws {
        // A 10×5 pt image (20×10 px at image scale 2) in 40×20 pt bounds at scale 2 (80×40 px).
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 40, height: 20), scale: 2,
                                     [source.node(mode, frame: Rect(x: 0, y: 0, width: 40, height: 20))])
        expectUnscaledImage(image, at: x, y)
    }

    @Test func unscaledModesClipToTheBounds() throws {
        // Bounds 6×4 pt at (10, 10): the 10×5 pt image centred overflows and is cut at the bounds.
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 30, height: 30), scale: 2,
                                     [source.node(.center, frame: Rect(x: 10, y: 10, width: 6, height: 4))])
        #expect(Pixels.mismatches(image, 20..<26, 20..<28, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 26..<32, 20..<28, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 0..<60, 18..<20, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<60, 28..<30, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 18..<20, 20..<28, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 32..<34, 20..<28, Pixels.white) == [])
    }

    @Test func scaleToFillStretchesToTheBounds() throws {
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2,
                                     [source.node(.scaleToFill, frame: Rect(x: 0, y: 0, width: 40, height: 40), force: true)])
        // 20×10 px stretched to 80×80 px: the colour change is blurred over a few pixels at x = 40.
        #expect(Pixels.mismatches(image, 0..<36, 0..<80, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 44..<80, 0..<80, Pixels.blue) == [])
    }

    @Test func aspectFitKeepsTheRatioInside() throws {
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2,
                                     [source.node(.aspectFit, frame: Rect(x: 0, y: 0, width: 40, height: 40), force: true)])
        // 2:1 into a square: 80×40 px centred, rows 20…59.
        #expect(Pixels.mismatches(image, 0..<80, 0..<20, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<80, 60..<80, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<36, 20..<60, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 44..<80, 20..<60, Pixels.blue) == [])
    }

    @Test(arguments: [(0.0, Pixels.red, Pixels.red), (0.5, Pixels.red, Pixels.blue), (1.0, Pixels.blue, Pixels.blue)])
    func aspectFillCropOriginPicksTheVisiblePart(cropX: Double, left: RGBA8, right: RGBA8) throws {
        // 2:1 into a square covers 160×80 px; the crop origin x slides it: 0 shows the left (red)
        // half, 0.5 the middle, 1 the right (blue) half.
        let source = try HalfAndHalfImage()
        let node = source.node(.aspectFill, frame: Rect(x: 0, y: 0, width: 40, height: 40), force: true,
                               crop: Rect(x: cropX, y: 0.5, width: 0, height: 0))
        let image = try Scene.render(Size(width: 40, height: 40), scale: 2, [node])
        // The image is enlarged 8 times: where a colour change sits (mid-image, or at the
        // visible edge for 0 and 1), a few pixels blend.
        #expect(Pixels.mismatches(image, 4..<36, 0..<80, left) == [])
        #expect(Pixels.mismatches(image, 44..<76, 0..<80, right) == [])
    }

    @Test func aspectFillCropRectWithASizeShowsThatPart() throws {
        let source = try HalfAndHalfImage()
        let node = source.node(.aspectFill, frame: Rect(x: 0, y: 0, width: 40, height: 20), force: true,
                               crop: Rect(x: 0.5, y: 0, width: 0.5, height: 1))
        let image = try Scene.render(Size(width: 40, height: 20), scale: 2, [node])
        // The red half starts right at the left edge, which blends over the first few pixels.
        #expect(Pixels.mismatches(image, 4..<80, 0..<40, Pixels.blue) == [])
    }

    @Test(arguments: [ImageContentMode.scaleToFill, .aspectFit, .aspectFill])
    func aSmallImageFillsItsBoundsWithOrWithoutForceUpscaling(mode: ImageContentMode) throws {
        // On iOS the layer scales the image node's (unupscaled) backing store to the bounds by the
        // content mode, so the box is filled either way; forceUpscaling only sharpens it.
        let source = try HalfAndHalfImage()
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let plain = try Scene.render(Size(width: 40, height: 20), scale: 2, [source.node(mode, frame: frame)])
        let forced = try Scene.render(Size(width: 40, height: 20), scale: 2, [source.node(mode, frame: frame, force: true)])
        #expect(plain == forced)
        // The 20×10-point image is enlarged to 40×20: red fills the left half, blue the right.
        #expect(Pixels.mismatches(plain, 0..<36, 0..<40, Pixels.red) == [])
        #expect(Pixels.mismatches(plain, 44..<80, 0..<40, Pixels.blue) == [])
    }

    @Test func withoutForceUpscalingAspectFillStillFollowsTheCropAnchor() throws {
        let source = try HalfAndHalfImage()
        for anchor in [0.0, 1.0] {
            let crop = Rect(x: anchor, y: 0.5, width: 0, height: 0)
            let plain = try Scene.render(Size(width: 40, height: 40), scale: 2, [
                source.node(.aspectFill, frame: Rect(x: 0, y: 0, width: 40, height: 40), crop: crop),
            ])
            let forced = try Scene.render(Size(width: 40, height: 40), scale: 2, [
                source.node(.aspectFill, frame: Rect(x: 0, y: 0, width: 40, height: 40), force: true, crop: crop),
            ])
            #expect(plain == forced)
        }
    }

    @Test func aLargeImageIsScaledDownWithoutForceUpscaling() throws {
        // 20×10 px at image scale 0.5 is 40×20 pt: aspect-fit into 20×10 pt halves it.
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 20, height: 10), scale: 2,
                                     [source.node(.aspectFit, scale: 0.5, frame: Rect(x: 0, y: 0, width: 20, height: 10))])
        #expect(Pixels.mismatches(image, 0..<18, 0..<20, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 22..<40, 0..<20, Pixels.blue) == [])
    }

    @Test func imageScaleSetsThePointSize() throws {
        // At image scale 1 the image is 20×10 pt, drawn 40×20 px at scale 2, centred in 40×20 pt.
        let source = try HalfAndHalfImage()
        let image = try Scene.render(Size(width: 40, height: 20), scale: 2,
                                     [source.node(.center, scale: 1, frame: Rect(x: 0, y: 0, width: 40, height: 20))])
        #expect(Pixels.mismatches(image, 20..<38, 10..<30, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 42..<60, 10..<30, Pixels.blue) == [])
        #expect(Pixels.mismatches(image, 0..<20, 0..<40, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 60..<80, 0..<40, Pixels.white) == [])
    }
}
