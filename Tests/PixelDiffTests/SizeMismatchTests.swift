import LayoutBitmap
import Testing
@testable import PixelDiff

@Suite struct SizeMismatchTests {
    @Test func pixelsOutsideTheOverlapCountAsDifferent() {
        let a = TestImages.white(10, 8), b = TestImages.white(12, 6)
        let result = PixelDiff.compare(a, b)
        #expect(result.width == 12 && result.height == 8)
        #expect(result.baselineSize == PixelSize(width: 10, height: 8))
        #expect(result.actualSize == PixelSize(width: 12, height: 6))
        #expect(!result.sizesMatch)
        #expect(result.overlap == PixelSize(width: 10, height: 6))
        #expect(result.pixelsOutsideOverlap == 96 - 60)
        #expect(result.diffPixels == 36)
        #expect(result.ratio == 36.0 / 96.0)
        // The right strip and the bottom strip touch: one region, the whole canvas.
        #expect(result.regions == [PixelRect(x: 0, y: 0, width: 12, height: 8)])
        #expect(!DiffPolicy().accepts(result))
    }

    @Test func differencesInsideTheOverlapAddToTheOutsideCount() {
        let a = TestImages.white(40, 30, black: [(2, 2)])
        let b = TestImages.white(40, 31)
        let result = PixelDiff.compare(a, b, options: DiffOptions(regionGap: 2))
        #expect(result.diffPixels == 1 + 40)
        #expect(result.regions == [PixelRect(x: 0, y: 30, width: 40, height: 1), PixelRect(x: 2, y: 2, width: 1, height: 1)])
    }

    @Test func overlapIsComparedAsACroppedPair() {
        // The same content cropped differently must match its own crop exactly.
        let points = TestImages.randomPoints(60, width: 50, height: 40, seed: 9)
        let full = TestImages.white(50, 40, black: points)
        var cropped = Bitmap(width: 30, height: 25)
        for y in 0..<25 { for x in 0..<30 { cropped[x, y] = full[x, y] } }
        let other = TestImages.white(50, 40)
        var otherCropped = Bitmap(width: 30, height: 25)
        for y in 0..<25 { for x in 0..<30 { otherCropped[x, y] = other[x, y] } }
        let mixed = PixelDiff.compare(cropped, other)
        let same = PixelDiff.compare(cropped, otherCropped)
        #expect(mixed.diffPixels == same.diffPixels + (50 * 40 - 30 * 25))
        #expect(mixed.aaPixels == same.aaPixels)
    }

    @Test func emptyImagesNeverCrash() {
        let empty = Bitmap(width: 0, height: 0), small = TestImages.white(3, 2)
        let one = PixelDiff.compare(empty, small)
        #expect(one.diffPixels == 6 && one.width == 3 && one.height == 2)
        #expect(one.regions == [PixelRect(x: 0, y: 0, width: 3, height: 2)])
        let both = PixelDiff.compare(empty, empty)
        #expect(both.diffPixels == 0 && both.ratio == 0 && both.regions.isEmpty)
        let drawn = PixelDiff.compare(small, empty, image: DiffImageOptions())
        #expect(drawn.image.width == 3 && drawn.image.height == 2)
        #expect(drawn.image[1, 1] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func diffImageShowsTheOutsideInRed() {
        let a = TestImages.white(6, 4), b = TestImages.white(4, 5)
        let (result, image) = PixelDiff.compare(a, b, image: DiffImageOptions(outlineColor: nil))
        #expect(result.diffPixels == 6 * 5 - 4 * 4)
        #expect(image.width == 6 && image.height == 5)
        let red = RGBA8(r: 255, g: 0, b: 0), grey = RGBA8(r: 255, g: 255, b: 255)
        for y in 0..<5 {
            for x in 0..<6 {
                #expect(image[x, y] == (x < 4 && y < 4 ? grey : red), "pixel \(x),\(y)")
            }
        }
    }
}
