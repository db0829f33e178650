import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

/// A worker's pool hands the memory of one failing fixture's large arrays to the next: the arrays
/// must really be reused, and what they held before must never show through.
@Suite("Pixel buffer pool")
struct PixelBufferPoolTests {
    private static func address(_ array: [UInt8]) -> UInt? {
        array.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    @Test func aKeptArrayIsHandedOutAgainAtTheSizeAsked() {
        let pool = PixelBufferPool()
        var first = pool.take(count: 1000)
        first.withUnsafeMutableBufferPointer { $0.update(repeating: 7) }
        let storage = PixelBufferPoolTests.address(first)
        pool.keep(first)
        first = []
        #expect(pool.count == 1)
        var smaller = pool.take(count: 600)
        #expect(smaller.count == 600 && pool.count == 0)
        #expect(PixelBufferPoolTests.address(smaller) == storage, "the kept storage is reused")
        // Given back with no other copy left, as the pool asks.
        pool.keep(smaller)
        smaller = []
        let zeroed = pool.take(count: 900, zeroed: true)
        #expect(zeroed.count == 900 && zeroed.allSatisfy { $0 == 0 })
        #expect(PixelBufferPoolTests.address(zeroed) == storage)
        // Larger than any kept array: a new one, and the kept one stays.
        pool.keep(zeroed)
        let larger = pool.take(count: 5000)
        #expect(larger.count == 5000 && pool.count == 1)
    }

    @Test func theSmallestArrayThatFitsIsChosen() {
        let pool = PixelBufferPool()
        let sizes = [4000, 1000, 2000]
        var addresses: [Int: UInt?] = [:]
        for size in sizes {
            let array = [UInt8](repeating: 0, count: size)
            addresses[size] = PixelBufferPoolTests.address(array)
            pool.keep(array)
        }
        // Taken in turn without giving back, so that each keeps its storage.
        let a = pool.take(count: 1500), b = pool.take(count: 900), c = pool.take(count: 3000)
        #expect(PixelBufferPoolTests.address(a) == addresses[2000] ?? nil)
        #expect(PixelBufferPoolTests.address(b) == addresses[1000] ?? nil)
        #expect(PixelBufferPoolTests.address(c) == addresses[4000] ?? nil)
        #expect(pool.count == 0)
    }

    @Test func limitsBoundWhatIsKept() {
        let counted = PixelBufferPool(maxArrays: 2, maxBytes: 10_000)
        for size in [3000, 3000, 3000] { counted.keep(counted.take(count: size)) }
        #expect(counted.count == 1, "taken and given back one at a time, one array serves all three")
        counted.keep([UInt8](repeating: 1, count: 3000))
        counted.keep([UInt8](repeating: 2, count: 3000))
        #expect(counted.count == 2, "no more than two arrays")
        counted.keep([UInt8](repeating: 3, count: 20_000))
        #expect(counted.count == 2, "an array over the byte limit is not kept")
        counted.keep([UInt8](repeating: 4, count: 9000))
        #expect(counted.count == 1, "room for 9000 bytes is made by dropping the others")
        counted.removeAll()
        #expect(counted.count == 0)
        counted.keep([UInt8](repeating: 5, count: 9500))
        #expect(counted.count == 1, "the whole byte budget is free again")
        let none = PixelBufferPool(maxArrays: 0)
        none.keep([UInt8](repeating: 1, count: 10))
        #expect(none.count == 0)
    }

    /// A file whose image data inflates to too few bytes fails as it does without a pool (libspng
    /// words the error), and the scanline array taken for it goes back to the pool.
    @Test func aFileThatFailsToDecodeGivesItsArrayBack() throws {
        let width = 20, height = 6
        let short = (0..<height).map { y in (0..<(width * 3 - 1)).map { UInt8(truncatingIfNeeded: $0 + y) } }
        let png = PNGFixtureWriter.png(width: width, height: height, bitDepth: 8, colorType: 2, rows: short)
        let pool = PixelBufferPool()
        pool.keep([UInt8](repeating: 0x5A, count: 4096))
        func error(_ body: () throws -> Bitmap) -> String? {
            do { _ = try body(); return nil } catch { return "\(error)" }
        }
        let plain = error { try PNGCodec.decode(png, path: "short.png") }
        #expect(plain != nil)
        #expect(error { try PNGCodec.decode(png, path: "short.png", pool: pool) } == plain)
        #expect(pool.count == 1, "the scanlines' array was given back")
        let rows = (0..<height).map { y in (0..<(width * 3)).map { UInt8(truncatingIfNeeded: $0 * 7 + y) } }
        let good = PNGFixtureWriter.png(width: width, height: height, bitDepth: 8, colorType: 2, rows: rows)
        #expect(try PNGCodec.decode(good, pool: pool) == (try PNGCodec.decode(good, decoder: .libspng)))
    }

    /// Random RGB and RGBA files of several sizes decoded in turn into one pool, whose arrays
    /// were first filled with other bytes, give what each file alone decodes to.
    @Test func decodingIntoUsedArraysGivesEachFilesOwnPixels() throws {
        var rng = FuzzRandom(seed: 0x504F_4F4C)
        let pool = PixelBufferPool()
        for _ in 0..<3 { pool.keep([UInt8](repeating: 0xA5, count: 64 * 64 * 4)) }
        var reused = 0
        for round in 0..<40 {
            let colorType: UInt8 = rng.below(2) == 0 ? 2 : 6
            let channels = colorType == 6 ? 4 : 3
            let width = 1 + rng.below(60), height = 1 + rng.below(60)
            let rows = (0..<height).map { _ in (0..<(width * channels)).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
            let png = PNGFixtureWriter.png(width: width, height: height, bitDepth: 8, colorType: colorType, rows: rows,
                                           filterTypes: (0..<height).map { _ in UInt8(rng.below(5)) })
            let before = pool.count
            let pooled = try PNGCodec.decode(png, pool: pool)
            if pool.count < before { reused += 1 }
            #expect(pooled == (try PNGCodec.decode(png, decoder: .libspng)), "round \(round): \(width)×\(height)")
            pool.keep(pooled.pixels)
        }
        #expect(reused == 40, "every decode took its pixels from the pool")
    }
}
