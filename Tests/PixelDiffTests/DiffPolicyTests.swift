import LayoutBitmap
import Testing
@testable import PixelDiff

@Suite struct DiffPolicyTests {
    private func result(diff: Int, aa: Int = 0, width: Int = 100, height: Int = 100) -> DiffResult {
        let size = PixelSize(width: width, height: height)
        return DiffResult(width: width, height: height, baselineSize: size, actualSize: size,
                          diffPixels: diff, aaPixels: aa, regions: [])
    }

    @Test func differentSizesFailWhateverTheLimits() {
        let result = DiffResult(width: 10, height: 10, baselineSize: PixelSize(width: 10, height: 10),
                                actualSize: PixelSize(width: 10, height: 9), diffPixels: 10, aaPixels: 0, regions: [])
        let generous = DiffPolicy(maxDiffPixels: 1000, maxDiffRatio: 1)
        #expect(!generous.accepts(result) && generous.failure(result) == .layoutDiff)
        #expect(generous.failureReason(result) == "the images differ in size, 10×10 → 10×9")
        #expect(DiffPolicy().failure(self.result(diff: 1)) == .pixelDiff)
    }

    @Test func defaultsFailOnAnyDifferenceButNotOnAntiAliasing() {
        let policy = DiffPolicy()
        #expect(policy.accepts(result(diff: 0)))
        #expect(policy.accepts(result(diff: 0, aa: 250)))
        #expect(!policy.accepts(result(diff: 1)))
        #expect(policy.failureReason(result(diff: 1)) == "1 pixels differ, none allowed")
        #expect(policy.failureReason(result(diff: 0)) == nil)
        #expect(policy.options == DiffOptions(threshold: 0.1, includeAntiAliased: false))
    }

    @Test func maxDiffPixelsIsInclusive() {
        let policy = DiffPolicy(maxDiffPixels: 5)
        #expect(policy.accepts(result(diff: 5)))
        #expect(!policy.accepts(result(diff: 6)))
        #expect(policy.failureReason(result(diff: 6)) == "6 pixels differ, at most 5 allowed")
    }

    @Test func maxDiffRatioIsInclusive() {
        let policy = DiffPolicy(maxDiffRatio: 0.01)
        #expect(policy.accepts(result(diff: 100)))       // 100 of 10 000 = 0.01
        #expect(!policy.accepts(result(diff: 101)))
        #expect(policy.failureReason(result(diff: 101))?.hasPrefix("ratio 0.0101") == true)
    }

    @Test func bothLimitsMustHold() {
        let policy = DiffPolicy(maxDiffPixels: 50, maxDiffRatio: 0.01)
        #expect(policy.accepts(result(diff: 50)))
        #expect(!policy.accepts(result(diff: 51)))                       // over the pixel limit
        #expect(!policy.accepts(result(diff: 50, width: 50, height: 50)))  // 2 % is over the ratio
    }

    @Test func thresholdDecidesWhetherAColourChangeCounts() {
        // One grey step on a flat area: squared YIQ distance 0.5053 × 1² ≈ 0.5.
        var a = Bitmap(width: 8, height: 8, fill: RGBA8(r: 128, g: 128, b: 128))
        var b = a
        b[3, 3] = RGBA8(r: 129, g: 129, b: 129)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(threshold: 0)).diffPixels == 1)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(threshold: 0.003)).diffPixels == 1)  // 0.32 < 0.5
        #expect(PixelDiff.compare(a, b, options: DiffOptions(threshold: 0.004)).diffPixels == 0)  // 0.56 > 0.5
        // Black to white: 32 857 = 35215 × 0.9659², between thresholds 0.965 and 0.966.
        a[0, 0] = TestImages.black
        b[0, 0] = TestImages.white
        #expect(PixelDiff.compare(a, b, options: DiffOptions(threshold: 0.965)).diffPixels == 1)
        #expect(PixelDiff.compare(a, b, options: DiffOptions(threshold: 0.966)).diffPixels == 0)
    }

    @Test func thresholdIsClampedToItsRange() {
        #expect(DiffOptions(threshold: 3).threshold == 1)
        #expect(DiffOptions(threshold: -1).threshold == 0)
        #expect(DiffOptions(threshold: .nan).threshold == 0.1)
        var options = DiffOptions()
        options.threshold = 2
        #expect(options.threshold == 1)
        #expect(DiffOptions(threshold: 0.1).maxColorDelta == 35215 * 0.1 * 0.1)
    }

    @Test func includeAntiAliasedCountsTheAntiAliasedPixels() throws {
        let reference = try #require(ReferenceData.allCases.first { $0.name == "aa-edge" })
        let a = try ReferenceData.image(reference.a), b = try ReferenceData.image(reference.b)
        let ignored = PixelDiff.compare(a, b)
        let included = PixelDiff.compare(a, b, options: DiffOptions(includeAntiAliased: true))
        #expect(ignored.aaPixels > 100)
        #expect(included.aaPixels == ignored.aaPixels)
        #expect(included.diffPixels == ignored.diffPixels + ignored.aaPixels)
        let tolerant = DiffPolicy(maxDiffPixels: ignored.diffPixels)
        #expect(tolerant.accepts(ignored))
        var strict = tolerant
        strict.options.includeAntiAliased = true
        #expect(!strict.accepts(PixelDiff.compare(a, b, options: strict.options)))
    }

    @Test func identicalImagesTakeTheFastPathsAndAgree() {
        let a = TestImages.white(700, 400, black: TestImages.randomPoints(500, width: 700, height: 400, seed: 3))
        let sameStorage = PixelDiff.compare(a, a)
        var copy = a
        copy[0, 0] = copy[0, 0]   // forces a separate buffer with the same bytes
        let separate = PixelDiff.compare(a, copy)
        for result in [sameStorage, separate] {
            #expect(result.diffPixels == 0 && result.aaPixels == 0 && result.regions.isEmpty && result.ratio == 0)
        }
    }
}

/// Masks: pixels inside them never count, inside the overlap or out of it, whatever their size.
@Suite struct PixelMaskTests {
    @Test func maskedPixelsDoNotCountAndHugeRectanglesAreClipped() {
        let a = TestImages.white(10, 10), b = TestImages.white(10, 10, black: [(1, 1), (8, 8)])
        #expect(PixelDiff.compare(a, b).diffPixels == 2)
        let one = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 0, y: 0, width: 3, height: 3)]))
        #expect(one.diffPixels == 1 && one.maskedPixels == 9)
        let huge = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 5, y: 5, width: Int.max, height: Int.max),
                                                                        PixelRect(x: -4, y: -4, width: 6, height: 6)]))
        #expect(huge.diffPixels == 0 && huge.maskedPixels == 25 + 4)
        let outside = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 20, y: 20, width: 5, height: 5),
                                                                           PixelRect(x: 2, y: 2, width: -3, height: 4)]))
        #expect(outside.diffPixels == 2 && outside.maskedPixels == 0)
    }

    @Test func masksCoverPixelsOutsideTheOverlapToo() {
        let a = TestImages.white(10, 10), b = TestImages.white(12, 10)
        #expect(PixelDiff.compare(a, b).diffPixels == 20)
        let masked = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 10, y: 0, width: 2, height: 5)]))
        #expect(masked.diffPixels == 10 && masked.maskedPixels == 10)
        let drawn = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 10, y: 0, width: 2, height: 5)]),
                                      image: DiffImageOptions())
        #expect(drawn.image[11, 0] == DiffImageOptions.defaultMaskColor && drawn.image[11, 9] == DiffImageOptions.defaultDiffColor)
        // Masked pixels outside the overlap are no changed region either.
        #expect(masked.regions == [PixelRect(x: 10, y: 5, width: 2, height: 5)])
        let all = PixelDiff.compare(a, b, options: DiffOptions(masks: [PixelRect(x: 0, y: 0, width: 12, height: 10)]))
        #expect(all.diffPixels == 0 && all.regions.isEmpty)
        let partial = PixelDiff.compare(TestImages.white(10, 10), TestImages.white(10, 12),
                                        options: DiffOptions(masks: [PixelRect(x: 0, y: 10, width: 5, height: 2)]))
        #expect(partial.regions == [PixelRect(x: 5, y: 10, width: 5, height: 2)])
    }
}

/// The banded mask agrees with the plain union of its rectangles, pixel by pixel.
@Suite struct PixelMaskUnionTests {
    @Test func bandsEqualThePlainUnion() {
        var generator = TestImages.Generator(state: 7)
        for _ in 0..<40 {
            let width = 1 + generator.next(40), height = 1 + generator.next(40)
            let rects = (0..<generator.next(12)).map { _ in
                PixelRect(x: generator.next(50) - 5, y: generator.next(50) - 5, width: generator.next(30) - 2,
                          height: generator.next(30) - 2)
            }
            let mask = PixelMask(rects, width: width, height: height)
            var count = 0
            for y in 0..<height {
                for x in 0..<width {
                    let inside = rects.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY && $0.width > 0 && $0.height > 0 }
                    #expect(mask.contains(x: x, y: y) == inside)
                    if inside { count += 1 }
                }
            }
            #expect(mask.count(in: PixelRect(x: 0, y: 0, width: width, height: height)) == count)
        }
    }
}
