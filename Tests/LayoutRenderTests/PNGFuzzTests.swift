import Foundation
import LayoutBitmap
import LayoutRender
import LayoutLabTestSupport
import Testing

/// Seeded mutation fuzzing of the PNG reader: every input either decodes to a bitmap of the size
/// its header declares, or is refused with a `PNGError` whose message names the file and says
/// what is wrong. `LAYOUTLAB_FUZZ_SECONDS` runs the mutation loop for that long instead of the
/// fixed count.
@Suite("PNG reader fuzzing")
struct PNGFuzzTests {
    /// Valid PNGs of every colour type and bit depth, interlaced or not, plus encoder output.
    static func seeds() throws -> [[UInt8]] {
        var out: [[UInt8]] = []
        let w = 5, h = 3
        // (colour type, channels, bit depths)
        let kinds: [(UInt8, Int, [UInt8])] = [(0, 1, [1, 2, 4, 8, 16]), (2, 3, [8, 16]), (3, 1, [1, 2, 4, 8]), (4, 2, [8, 16]), (6, 4, [8, 16])]
        for (colorType, channels, depths) in kinds {
            for depth in depths {
                let rowBytes = (w * channels * Int(depth) + 7) / 8
                let rows = (0..<h).map { y in (0..<rowBytes).map { UInt8(truncatingIfNeeded: $0 * 37 + y * 11) } }
                let palette: [UInt8]? = colorType == 3 ? (0..<(1 << Int(depth))).flatMap { [UInt8($0 * 3 & 0xFF), 40, 200] } : nil
                let trns: [UInt8]? = colorType == 3 ? [0, 128] : nil
                for interlaced in [false, true] {
                    out.append(PNGFixtureWriter.png(width: w, height: interlaced ? 1 : h, bitDepth: depth, colorType: colorType,
                                                    rows: interlaced ? [rows[0]] : rows, palette: palette,
                                                    transparency: trns, interlaced: interlaced))
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: 16 * 9 * 4)
        for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: i * 7 % 251) }
        out.append(try PNGCodec.encode(Bitmap(width: 16, height: 9, pixels: pixels)!))
        return out
    }

    /// Decodes `input` and checks the outcome; returns a description of what broke the rules, or nil.
    static func violation(_ input: [UInt8]) -> String? {
        do {
            let bitmap = try PNGCodec.decode(input, path: "fuzz.png")
            let header = try PNGCodec.dimensions(of: input)
            if bitmap.width != header.width || bitmap.height != header.height || bitmap.pixels.count != bitmap.width * bitmap.height * 4 {
                return "decoded \(bitmap.width)×\(bitmap.height) with \(bitmap.pixels.count) bytes; the header says \(header)"
            }
        } catch let error as PNGError {
            if error.path != "fuzz.png" || error.reason.isEmpty || !error.description.hasPrefix("fuzz.png: ") {
                return "a refusal without the file or a reason: \(error)"
            }
        } catch {
            return "an error that is not a PNGError: \(error)"
        }
        return nil
    }

    @Test func mutatedFilesDecodeOrAreRefusedWithAReason() throws {
        let seeds = try PNGFuzzTests.seeds()
        for seed in seeds { #expect(PNGFuzzTests.violation(seed) == nil) }
        var rng = FuzzRandom(seed: 0x504E_4721)
        var decoded = 0, refused = 0, problems: [String] = []
        let deadline = FuzzBudget.deadline()
        var iteration = 0
        while FuzzBudget.continues(iteration, minimum: 20000, deadline: deadline) {
            iteration += 1
            var input = seeds[rng.below(seeds.count)]
            for _ in 0...rng.below(3) { PNGMutator.mutate(&input, with: &rng, seeds: seeds) }
            if let problem = PNGFuzzTests.violation(input) {
                problems.append("input \(iteration) (\(input.count) bytes): \(problem)")
            }
            if (try? PNGCodec.decode(input)) != nil { decoded += 1 } else { refused += 1 }
        }
        if FuzzBudget.seconds != nil { print("PNG reader fuzzing: \(iteration) inputs, \(decoded) decoded, \(refused) refused") }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        // The mutations reach both outcomes: some inputs stay decodable, most are refused.
        #expect(decoded > iteration / 50 && refused > iteration / 4, "decoded \(decoded), refused \(refused)")
    }

    @Test func truncatedDataDeclaringAHugeImageIsRefusedBeforeAllocating() throws {
        // 16000×16000 RGBA is 1 GB of pixels; the file has a few bytes of image data.
        let png = PNGFixtureWriter.png(width: 16000, height: 16000, bitDepth: 8, colorType: 6, rows: [[0, 0, 0, 0]])
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try PNGCodec.decode(png, path: "big.png")
            Issue.record("a truncated 16000×16000 PNG decoded")
        } catch let error as PNGError {
            #expect(error.description == "big.png: the image data (16 bytes) cannot hold a 16000×16000 image; the file is truncated or corrupt")
        }
        // Refused from the chunk headers: no gigabyte was zeroed first.
        #expect(clock.now - start < .milliseconds(200))
        // The header alone still reads (image nodes take their size from it).
        #expect(try PNGCodec.dimensions(of: png) == (16000, 16000))
    }

    @Test func zeroSizesAndBadHeadersAreRefused() {
        for (w, h) in [(0, 1), (1, 0), (0, 0), (70000, 1), (1, 70000)] {
            let png = PNGFixtureWriter.png(width: w, height: h, bitDepth: 8, colorType: 0, rows: [[0]])
            #expect(throws: PNGError.self, "\(w)×\(h)") { try PNGCodec.decode(png) }
        }
        // Bit depths a colour type does not allow.
        for (depth, type) in [(UInt8(16), UInt8(3)), (4, 2), (3, 0), (1, 6)] {
            let png = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: depth, colorType: type, rows: [[0, 0, 0, 0, 0, 0, 0, 0]])
            #expect(throws: PNGError.self, "depth \(depth), type \(type)") { try PNGCodec.decode(png) }
        }
        // A palette image without a palette.
        let noPalette = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 3, rows: [[0]])
        #expect(throws: PNGError.self) { try PNGCodec.decode(noPalette) }
    }

    @Test func theCorpusOfNastyFilesIsRefusedOrDecoded() throws {
        let corpus = try FuzzCorpus.files(in: "png")
        #expect(corpus.count >= 10)
        for (name, bytes) in corpus {
            #expect(PNGFuzzTests.violation(bytes) == nil, "\(name)")
        }
    }
}

/// Mutations of PNG files: generic byte damage plus PNG-aware changes (chunk lengths, header
/// fields, CRCs repaired so the damage reaches the decoder).
enum PNGMutator {
    static func mutate(_ input: inout [UInt8], with rng: inout FuzzRandom, seeds: [[UInt8]]) {
        switch rng.below(10) {
        case 0: FuzzRandom.flipBits(&input, &rng)
        case 1: input = Array(input.prefix(rng.below(input.count + 1)))
        case 2: FuzzRandom.setInterestingBytes(&input, &rng)
        case 3: FuzzRandom.splice(&input, seeds[rng.below(seeds.count)], &rng)
        case 4: setHeaderField(&input, &rng)
        case 5: setChunkLength(&input, &rng)
        case 6: duplicateChunk(&input, &rng)
        default:
            FuzzRandom.flipBits(&input, &rng)
        }
        if rng.below(3) > 0 { repairCRCs(&input) }
    }

    /// Offsets of each chunk (its length field) in a PNG.
    static func chunks(_ data: [UInt8]) -> [Int] {
        var out: [Int] = [], offset = 8
        while offset + 12 <= data.count {
            out.append(offset)
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            guard length < data.count else { break }
            offset += 12 + length
        }
        return out
    }

    static func repairCRCs(_ data: inout [UInt8]) {
        for offset in chunks(data) {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let end = offset + 8 + length
            guard end + 4 <= data.count else { return }
            let crc = PNGFixtureWriter.be32(PNGFixtureWriter.crc32(Array(data[offset + 4..<end])))
            data.replaceSubrange(end..<end + 4, with: crc)
        }
    }

    /// Width, height, bit depth, colour type, interlace: set to extreme or random values.
    static func setHeaderField(_ data: inout [UInt8], _ rng: inout FuzzRandom) {
        guard data.count >= 29 else { return }
        switch rng.below(5) {
        case 0, 1:
            let values: [UInt32] = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 65536, 65537, 16384, 100_000, UInt32(rng.below(5000))]
            let field = 16 + 4 * rng.below(2)
            data.replaceSubrange(field..<field + 4, with: PNGFixtureWriter.be32(values[rng.below(values.count)]))
        case 2: data[24] = [0, 1, 2, 3, 4, 5, 8, 16, 32, 255][rng.below(10)]
        case 3: data[25] = UInt8(rng.below(8))
        default: data[28] = UInt8(rng.below(3))
        }
    }

    static func setChunkLength(_ data: inout [UInt8], _ rng: inout FuzzRandom) {
        let offsets = chunks(data)
        guard !offsets.isEmpty else { return }
        let offset = offsets[rng.below(offsets.count)]
        let values: [UInt32] = [0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, UInt32(rng.below(1000))]
        data.replaceSubrange(offset..<offset + 4, with: PNGFixtureWriter.be32(values[rng.below(values.count)]))
    }

    static func duplicateChunk(_ data: inout [UInt8], _ rng: inout FuzzRandom) {
        let offsets = chunks(data)
        guard offsets.count >= 2 else { return }
        let i = rng.below(offsets.count - 1)
        let chunk = Array(data[offsets[i]..<offsets[i + 1]])
        data.insert(contentsOf: chunk, at: offsets[i + 1])
    }
}
