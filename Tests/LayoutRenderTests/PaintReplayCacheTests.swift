import CCairo
import LayoutBitmap
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutRender
import Testing

/// A replayed image paint writes the bytes painting would: for opaque and translucent images,
/// placed on whole pixels and between them, enlarged and shrunk, under no clip, a rectangular clip
/// and a rounded one, over uniform and noisy pixels, at 1x to 3x, and when the pixels under a
/// kept paint have changed.
@Suite("Image paints replayed")
struct PaintReplayCacheTests {
    private static func image(_ width: Int, _ height: Int, opaque: Bool, seed: UInt64) throws -> CairoImage {
        var rng = FuzzRandom(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(r: UInt8(truncatingIfNeeded: x * 29 + rng.below(7)), g: UInt8(truncatingIfNeeded: y * 41),
                                     b: UInt8(truncatingIfNeeded: rng.next()), a: opaque ? 255 : UInt8(truncatingIfNeeded: 40 + rng.below(200)))
            }
        }
        return try CairoImage(bitmap)
    }

    /// One placement: a canvas prepared with `background`, an optional enclosing clip, then the
    /// image painted into `rect` (points).
    private struct Placement {
        var scale: Double
        var rect: Rect
        var clip: Rect?
        var clipRadius: Double
        var noisyBackground: Bool
        var backgroundSeed: UInt64

        /// `rect` on a uniform background with no clip.
        static func plain(scale: Double, rect: Rect) -> Placement {
            Placement(scale: scale, rect: rect, clip: nil, clipRadius: 0, noisyBackground: false, backgroundSeed: 0)
        }
    }

    private static func draw(_ image: CairoImage, _ p: Placement, cache: PaintReplayCache?) throws -> [UInt8] {
        let canvas = try CairoCanvas(pixelWidth: 96, pixelHeight: 80, scale: p.scale)
        canvas.paintCache = cache
        canvas.fill(Color(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        if p.noisyBackground {
            var rng = FuzzRandom(seed: p.backgroundSeed)
            for _ in 0..<12 {
                canvas.fill(Rect(x: Double(rng.below(30)), y: Double(rng.below(25)), width: Double(2 + rng.below(12)),
                                 height: Double(2 + rng.below(12))),
                            with: Color(red: Double(rng.below(100)) / 100, green: 0.4, blue: Double(rng.below(100)) / 100,
                                        alpha: Double(20 + rng.below(80)) / 100))
            }
        }
        cairo_save(canvas.cr)
        if let clip = p.clip { canvas.clip(to: clip, radius: p.clipRadius) }
        canvas.paint(image, into: p.rect)
        cairo_restore(canvas.cr)
        return canvas.bitmap().pixels
    }

    @Test func replayedPaintsGiveThePaintedBytes() throws {
        var rng = FuzzRandom(seed: 0x5245_504C)
        let images = try [PaintReplayCacheTests.image(40, 24, opaque: true, seed: 1),
                          PaintReplayCacheTests.image(40, 24, opaque: false, seed: 2),
                          PaintReplayCacheTests.image(7, 5, opaque: true, seed: 3),
                          PaintReplayCacheTests.image(130, 90, opaque: true, seed: 4)]
        var replayed = 0, coveredReplays = 0
        for trial in 0..<160 {
            let scale = [1.0, 2, 3][rng.below(3)]
            let image = images[rng.below(images.count)]
            // Whole device pixels half the time, else anywhere.
            func coordinate(_ limit: Int) -> Double {
                rng.below(2) == 0 ? Double(rng.below(limit * 3)) / scale : Double(rng.below(limit * 100)) / 100
            }
            let rect = Rect(x: coordinate(12), y: coordinate(10), width: Double(6 + rng.below(20)) + (rng.below(2) == 0 ? 0 : 0.37),
                            height: Double(5 + rng.below(16)))
            let clips: [Rect?] = [nil, Rect(x: 2, y: 3, width: 20, height: 17), Rect(x: 4.3, y: 1.6, width: 17.2, height: 14.9)]
            let placement = Placement(scale: scale, rect: rect, clip: clips[rng.below(clips.count)],
                                      clipRadius: rng.below(3) == 0 ? 4 : 0, noisyBackground: rng.below(2) == 0,
                                      backgroundSeed: rng.next())
            let expected = try PaintReplayCacheTests.draw(image, placement, cache: nil)
            // Small paints are kept too here, so that every placement can be replayed.
            let cache = PaintReplayCache(byteBudget: 1 << 20, minimumPixels: 1)
            // Seen, kept, then replayed: each time the bytes painting gives.
            for round in 0..<3 {
                let drawn = try PaintReplayCacheTests.draw(image, placement, cache: cache)
                #expect(drawn == expected, "trial \(trial), round \(round): \(placement)")
            }
            // Different pixels under the same paint: painted again, not replayed.
            var changed = placement
            changed.noisyBackground = true
            changed.backgroundSeed &+= 1
            let before = cache.replays
            #expect(try PaintReplayCacheTests.draw(image, changed, cache: cache) == PaintReplayCacheTests.draw(image, changed, cache: nil),
                    "trial \(trial), changed background: \(changed)")
            if cache.replays > 0 { replayed += 1 }
            if cache.replays > before { coveredReplays += 1 }
        }
        // Most placements are ones the cache keeps (a rounded clip is not), and the opaque ones on
        // whole pixels are replayed whatever lies under them.
        #expect(replayed > 60)
        #expect(coveredReplays > 5)
    }

    @Test func anImagePaintedOnceIsNotCopied() throws {
        let image = try PaintReplayCacheTests.image(40, 24, opaque: true, seed: 5)
        let cache = PaintReplayCache(byteBudget: 1 << 20, minimumPixels: 1)
        let placement = Placement.plain(scale: 2, rect: Rect(x: 3, y: 4, width: 30, height: 20))
        _ = try PaintReplayCacheTests.draw(image, placement, cache: cache)
        #expect(cache.stores == 0)
        _ = try PaintReplayCacheTests.draw(image, placement, cache: cache)
        #expect(cache.stores == 1 && cache.replays == 0)
        _ = try PaintReplayCacheTests.draw(image, placement, cache: cache)
        #expect(cache.replays == 1)
    }

    @Test func theBudgetDropsTheOldestPaints() throws {
        let image = try PaintReplayCacheTests.image(40, 24, opaque: true, seed: 6)
        // Room for one 60×40-pixel paint (9600 bytes) with its 40×24 image (3840 bytes), not two.
        let cache = PaintReplayCache(byteBudget: 15_000, minimumPixels: 1)
        let first = Placement.plain(scale: 2, rect: Rect(x: 0, y: 0, width: 30, height: 20))
        var second = first
        second.rect.origin.x = 10
        for placement in [first, first, second, second, first] {
            _ = try PaintReplayCacheTests.draw(image, placement, cache: cache)
        }
        #expect(cache.stores == 3)
        #expect(cache.replays == 0)
    }

    @Test func anImageLargerThanTheBudgetIsNeverHeld() throws {
        // A 130×90 image (46 800 bytes) drawn small: its paint's pixels fit, the image does not.
        let image = try PaintReplayCacheTests.image(130, 90, opaque: true, seed: 7)
        let cache = PaintReplayCache(byteBudget: 40_000, minimumPixels: 1)
        let placement = Placement.plain(scale: 1, rect: Rect(x: 2, y: 2, width: 20, height: 14))
        for _ in 0..<3 { _ = try PaintReplayCacheTests.draw(image, placement, cache: cache) }
        #expect(cache.stores == 0 && cache.replays == 0)
    }
}
