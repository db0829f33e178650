import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

/// `PNGCodec.decode` reads the common 8-bit RGB and RGBA files with libdeflate and its own
/// unfiltering, and hands every other file to libspng: whatever the file, it must give libspng's
/// pixels, or libspng's error.
@Suite("PNG decoding: the direct decoder agrees with libspng")
struct PNGDirectDecoderTests {
    /// What decoding gave: the pixels, or the error's words.
    private enum Outcome { case success(Bitmap), failure(String) }

    private static func outcome(_ png: [UInt8], _ decoder: PNGCodec.Decoder) -> Outcome {
        do { return .success(try PNGCodec.decode(png, path: "x.png", decoder: decoder)) } catch { return .failure("\(error)") }
    }

    private static func expectSame(_ png: [UInt8], _ label: String) {
        let direct = outcome(png, .direct), spng = outcome(png, .libspng)
        switch (direct, spng) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(label): other pixels")
        case (.failure(let a), .failure(let b)): #expect(a == b, "\(label): other errors")
        default: Issue.record("\(label): \(direct) with the direct decoder, \(spng) with libspng")
        }
    }

    @Test func everyFilterTypeOnRandomScanlinesGivesLibspngsPixels() {
        var rng = FuzzRandom(seed: 0x4649_4C54)
        for round in 0..<300 {
            let colorType: UInt8 = rng.below(2) == 0 ? 2 : 6
            let channels = colorType == 6 ? 4 : 3
            let width = 1 + rng.below(round < 50 ? 4 : 70), height = 1 + rng.below(12)
            // Any bytes are a valid filtered scanline, so random ones under random filters reach
            // every predictor on every edge (first row, first pixel, wrap-around of the sums).
            let rows = (0..<height).map { _ in (0..<(width * channels)).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
            let filters = (0..<height).map { _ in UInt8(rng.below(5)) }
            let png = PNGFixtureWriter.png(width: width, height: height, bitDepth: 8, colorType: colorType, rows: rows,
                                           filterTypes: filters, dataChunks: 1 + rng.below(4))
            PNGDirectDecoderTests.expectSame(png, "round \(round) (\(width)×\(height), colour type \(colorType), filters \(filters))")
            #expect(PNGDirectDecoder.decode(png) != nil, "round \(round): left to libspng")
        }
    }

    @Test(arguments: ["baseline", "quick"])
    func bothEncodersFilesDecodeToTheirPixels(encoder: String) throws {
        var rng = FuzzRandom(seed: 0x454E_4344)
        for opaque in [true, false] {
            let width = 97, height = 41
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    // Gradients with noise: every filter is worth choosing somewhere.
                    pixels[i] = UInt8(truncatingIfNeeded: x * 3 + rng.below(4))
                    pixels[i + 1] = UInt8(truncatingIfNeeded: y * 5)
                    pixels[i + 2] = UInt8(truncatingIfNeeded: (x ^ y) + rng.below(2))
                    pixels[i + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: 128 + x)
                }
            }
            let bitmap = try #require(Bitmap(width: width, height: height, pixels: pixels))
            let png = encoder == "baseline" ? try PNGCodec.encode(bitmap) : try PNGCodec.encodeQuickly(bitmap)
            #expect(PNGDirectDecoder.decode(png) == bitmap)
            PNGDirectDecoderTests.expectSame(png, "\(encoder), opaque \(opaque)")
        }
    }

    /// An image whose data inflates to more than the direct decoder holds at once (64 MiB; a
    /// smaller limit here) is left to libspng, which decodes it a row at a time: no second copy of
    /// a huge image's pixels.
    @Test func imagesOverTheLimitAreLeftToLibspng() throws {
        let rows = [[UInt8]](repeating: [UInt8](repeating: 7, count: 10 * 3), count: 10)
        let png = PNGFixtureWriter.png(width: 10, height: 10, bitDepth: 8, colorType: 2, rows: rows)
        // 10 rows of a filter byte and 30 bytes: 310 bytes inflated.
        #expect(PNGDirectDecoder.decode(png, limit: 309) == nil)
        #expect(PNGDirectDecoder.decode(png, limit: 310) == (try PNGCodec.decode(png, decoder: .libspng)))
        #expect(PNGDirectDecoder.maxInflatedBytes == 64 << 20)
    }

    /// Files the direct decoder leaves to libspng decode, or fail, as libspng has them.
    @Test func unusualAndDamagedFilesBehaveAsWithLibspng() throws {
        let rows: [[UInt8]] = [[10, 20, 30, 40, 50, 60], [70, 80, 90, 100, 110, 120]]
        let plain = PNGFixtureWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows)
        var cases: [(String, [UInt8])] = [
            ("plain", plain),
            ("transparent colour (tRNS)", PNGFixtureWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows,
                                                               transparency: [0, 10, 0, 20, 0, 30])),
            ("bad header CRC", PNGFixtureWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, corruptCRC: true)),
            ("filter type 5", PNGFixtureWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: rows, filterTypes: [0, 5])),
            ("16 bits", PNGFixtureWriter.png(width: 1, height: 2, bitDepth: 16, colorType: 2, rows: rows)),
            ("cut short", Array(plain.dropLast(20))),
            ("bytes after IEND", plain + [0, 1, 2]),
        ]
        // A flipped bit in the image data: its CRC is wrong.
        var flipped = plain
        flipped[flipped.count - 20] ^= 0x10
        cases.append(("flipped data bit", flipped))
        // Too few scanlines in the stream, CRCs correct.
        cases.append(("short stream", PNGFixtureWriter.png(width: 2, height: 3, bitDepth: 8, colorType: 2, rows: rows)))
        for (label, png) in cases {
            PNGDirectDecoderTests.expectSame(png, label)
            #expect((PNGDirectDecoder.decode(png) != nil) == (label == "plain"), "\(label)")
        }
    }
}
