import LayoutBitmap
import Testing
@testable import PixelDiff

/// Images large enough to be split into row bands run on several threads: the counts must equal
/// a plain transcription of pixelmatch, whatever the scheduling.
@Suite struct LargeImageTests {
    /// A 640×480 scene of few-colour blocks with soft (anti-aliased-looking) edges and noise, and a
    /// copy with scattered edits, a shifted block and a translucent band.
    static func scene() -> (Bitmap, Bitmap) {
        let width = 640, height = 480
        var generator = TestImages.Generator(state: 42)
        var a = Bitmap(width: width, height: height, fill: RGBA8(r: 246, g: 247, b: 249))
        let palette = [RGBA8(r: 40, g: 90, b: 200), RGBA8(r: 30, g: 32, b: 38), RGBA8(r: 52, g: 199, b: 89)]
        for _ in 0..<120 {
            let x0 = generator.next(width - 40), y0 = generator.next(height - 30)
            let colour = palette[generator.next(palette.count)]
            for y in y0..<(y0 + 8 + generator.next(20)) {
                for x in x0..<(x0 + 10 + generator.next(28)) {
                    a[x, y] = colour
                }
            }
            // a soft right edge: one column half-way between the block and the background
            let edge = x0 + 38
            for y in y0..<(y0 + 8) where edge < width {
                a[edge, y] = RGBA8(r: UInt8((Int(colour.r) + 246) / 2), g: UInt8((Int(colour.g) + 247) / 2),
                                   b: UInt8((Int(colour.b) + 249) / 2))
            }
        }
        var b = a
        for _ in 0..<4000 {
            let x = generator.next(width), y = generator.next(height)
            b[x, y] = palette[generator.next(palette.count)]
        }
        for y in 300..<340 { for x in 100..<300 { b[x + 1, y] = a[x, y] } }
        for y in 200..<216 { for x in 0..<width { b[x, y].a = UInt8(200 + (x % 50)) } }
        return (a, b)
    }

    @Test func bandedComparisonEqualsThePlainTranscription() {
        let (a, b) = Self.scene()
        for threshold in [0.0, 0.1, 0.3] {
            for checkerboard in [true, false] {
                let expected = NaivePixelmatch.counts(a, b, threshold: threshold, checkerboard: checkerboard)
                let result = PixelDiff.compare(a, b, options: DiffOptions(threshold: threshold, checkerboard: checkerboard))
                #expect(result.diffPixels == expected.diff, "threshold \(threshold) checkerboard \(checkerboard)")
                #expect(result.aaPixels == expected.aa, "threshold \(threshold) checkerboard \(checkerboard)")
                #expect(expected.aa > 0 && expected.diff > 0)
            }
        }
    }

    @Test func repeatedRunsGiveIdenticalResults() {
        let (a, b) = Self.scene()
        let first = PixelDiff.compare(a, b)
        for _ in 0..<5 { #expect(PixelDiff.compare(a, b) == first) }
        let drawn = PixelDiff.compare(a, b, image: DiffImageOptions())
        #expect(drawn.result == first)
        #expect(PixelDiff.compare(a, b, image: DiffImageOptions()).image == drawn.image)
    }
}

/// Images one or two pixels wide or tall: every pixel is on the border.
@Suite struct TinyImageTests {
    @Test(arguments: [(1, 1), (1, 7), (7, 1), (2, 2), (2, 9), (9, 2), (3, 3)])
    func tinyImagesMatchThePlainTranscription(width: Int, height: Int) {
        var generator = TestImages.Generator(state: UInt64(width * 31 + height))
        let palette = [RGBA8(r: 255, g: 255, b: 255), RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 128, g: 128, b: 128),
                       RGBA8(r: 200, g: 30, b: 30, a: 120)]
        for _ in 0..<200 {
            var a = Bitmap(width: width, height: height), b = Bitmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    a[x, y] = palette[generator.next(palette.count)]
                    b[x, y] = generator.next(3) == 0 ? palette[generator.next(palette.count)] : a[x, y]
                }
            }
            for checkerboard in [true, false] {
                let expected = NaivePixelmatch.counts(a, b, threshold: 0.1, checkerboard: checkerboard)
                let result = PixelDiff.compare(a, b, options: DiffOptions(checkerboard: checkerboard))
                #expect(result.diffPixels == expected.diff && result.aaPixels == expected.aa)
            }
        }
    }
}
