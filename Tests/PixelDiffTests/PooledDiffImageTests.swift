import LayoutBitmap
import Testing
import PixelDiff

/// A diff image drawn into an array a pool hands back (whose bytes are those of the last image)
/// is the image drawn into fresh memory, whatever the background, sizes and masks.
@Suite("Diff images drawn into pooled arrays")
struct PooledDiffImageTests {
    @Test(arguments: [DiffImageOptions.Background.fadedBaseline, .transparent])
    func usedArraysLeaveNoTrace(background: DiffImageOptions.Background) {
        let cases: [(Bitmap, Bitmap, [PixelRect])] = [
            (TestImages.white(40, 30, black: TestImages.randomPoints(50, width: 40, height: 30, seed: 1)),
             TestImages.white(40, 30), []),
            // Other sizes: pixels outside the overlap.
            (TestImages.white(40, 30), TestImages.white(44, 26, black: [(3, 3)]), []),
            (TestImages.white(30, 35, black: [(1, 2)]), TestImages.white(40, 30), []),
            // Masked pixels.
            (TestImages.white(40, 30, black: TestImages.randomPoints(20, width: 40, height: 30, seed: 2)),
             TestImages.white(40, 30), [PixelRect(x: 5, y: 5, width: 10, height: 8)]),
        ]
        let image = DiffImageOptions(background: background, outlineColor: DiffImageOptions.defaultOutlineColor)
        for (index, (baseline, actual, masks)) in cases.enumerated() {
            let options = DiffOptions(regionGap: 2, masks: masks)
            let fresh = PixelDiff.compare(baseline, actual, options: options, image: image)
            let pool = PixelBufferPool()
            pool.keep([UInt8](repeating: 0xC3, count: 64 * 64 * 4))
            let pooled = PixelDiff.compare(baseline, actual, options: options, image: image, pool: pool)
            #expect(pool.count == 0, "case \(index): the kept array was used")
            #expect(pooled.result == fresh.result, "case \(index)")
            #expect(pooled.image == fresh.image, "case \(index): \(mismatchedPixels(pooled.image, fresh.image)) pixels differ")
        }
    }
}
