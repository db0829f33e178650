import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutLabKit
@testable import LayoutRender
import LayoutReport
import Testing

/// A check never passes a baseline whose decoded pixels differ from the render, and compares the
/// pixels every reader shows: a baseline edited so that its pixel digest still claims the render's
/// is decoded and compared, or refused.
@Suite("Check: baselines that are not what people see")
struct BaselineTrustTests {
    private let project = BoxBaselineProject(group: "trust")
    private var dir: String { project.dir }
    private var baselinePath: String { project.baselinePath }
    private func run(_ record: RecordMode = .never) throws -> FixtureOutcome { try project.run(record) }
    private func baseline() throws -> [UInt8] { try project.baseline() }
    private func replaceBaseline(_ bytes: [UInt8]) throws { try project.replaceBaseline(bytes) }

    /// The recorded baseline's chunks with `chunk` put before its image data.
    private func inserting(_ chunk: (type: String, data: [UInt8]), into png: [UInt8]) -> [UInt8] {
        var chunks = PNGChunks.parse(png)
        let data = chunks.firstIndex { $0.type == "IDAT" }!
        chunks.insert(chunk, at: data)
        return PNGChunks.file(chunks)
    }

    @Test func aForgedDigestIsNeverAPass() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        let original = try baseline()
        // Another picture, under a digest chunk that claims the render's pixels and whose data
        // digest is computed again for the new file: what anyone can write, the hash being public.
        var pixels = try PNGCodec.decode(original)
        for y in 0..<6 { for x in 0..<6 { pixels[x, y] = RGBA8(r: 255, g: 0, b: 0) } }
        let forged = BaselineForgery.claiming(original, for: try PNGCodec.encode(pixels))
        #expect(BaselinePNG.storedDigest(forged) == BaselinePNG.storedDigest(original), "the forgery claims the render's pixels")
        try replaceBaseline(forged)
        #expect(try PNGCodec.decode(try baseline()) == pixels)

        let outcome = try run()
        #expect(outcome.status == .failed, "a forged digest must never pass: \(outcome.message ?? "")")
        #expect(outcome.diff?.differentPixels == 36)
    }

    @Test func anUnknownCriticalChunkIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        // No reader decodes a file with a critical chunk it does not know (uppercase first letter).
        try replaceBaseline(inserting(("QRST", [1, 2, 3]), into: try baseline()))
        #expect(throws: PNGError.self) { try PNGCodec.decode(try baseline(), decoder: .libspng) }
        let outcome = try run()
        #expect(outcome.status == .error, "an undecodable baseline must never pass: \(outcome.message ?? "")")
        #expect(outcome.message?.contains("cannot be read") == true, "\(outcome.message ?? "")")
    }

    @Test func aHeaderLongerByOneByteIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        // The first byte of the image data moved to the end of the header: the bytes the data
        // digest reads (header, then image data) are the same, and no reader takes a 14-byte IHDR.
        let chunks = PNGChunks.parse(try baseline())
        let header = chunks.first { $0.type == "IHDR" }!, data = chunks.first { $0.type == "IDAT" }!
        let moved = chunks.map { chunk -> (type: String, data: [UInt8]) in
            switch chunk.type {
            case "IHDR": return ("IHDR", header.data + [data.data[0]])
            case "IDAT": return ("IDAT", Array(data.data.dropFirst()))
            default: return chunk
            }
        }
        try replaceBaseline(PNGChunks.file(moved))
        let outcome = try run()
        #expect(outcome.status == .error, "an undecodable baseline must never pass: \(outcome.message ?? "")")
        #expect(outcome.message?.contains("cannot be read") == true, "\(outcome.message ?? "")")
    }

    @Test func aTransparencyChunkIsCompared() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        // tRNS naming white: every reader (layoutlab's too) shows the white background transparent.
        let white: [UInt8] = [0, 255, 0, 255, 0, 255]
        try replaceBaseline(inserting(("tRNS", white), into: try baseline()))
        let decoded = try PNGCodec.decode(try baseline())
        #expect(decoded[0, 0].a == 0, "the file shows its white as transparent")
        let outcome = try run()
        #expect(outcome.status == .failed, "a baseline whose white is transparent must not pass: \(outcome.message ?? "")")
        #expect((outcome.diff?.differentPixels ?? 0) > 0)
    }

    @Test func anAnimatedBaselineIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        // An APNG of two frames: the default image (the render) and a black one, which browsers
        // show after it; layoutlab's decoder reads the default image alone.
        let original = try baseline()
        let header = PNGChunks.parse(original).first { $0.type == "IHDR" }!.data
        var pixels = try PNGCodec.decode(original)
        for y in 0..<pixels.height { for x in 0..<pixels.width { pixels[x, y] = RGBA8(r: 0, g: 0, b: 0) } }
        let frameData = PNGChunks.parse(try PNGCodec.encode(pixels)).first { $0.type == "IDAT" }!.data
        // fcTL: sequence, width and height, x and y, a delay of 1/1 s, no disposal, no blending.
        func frameControl(_ sequence: UInt8) -> [UInt8] {
            [0, 0, 0, sequence] + Array(header[0..<8]) + [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0]
        }
        var chunks = PNGChunks.parse(inserting(("acTL", [0, 0, 0, 2, 0, 0, 0, 0]), into: original))
        chunks.insert(("fcTL", frameControl(0)), at: chunks.firstIndex { $0.type == "IDAT" }!)
        let end = chunks.firstIndex { $0.type == "IEND" }!
        chunks.insert(contentsOf: [("fcTL", frameControl(1)), ("fdAT", [0, 0, 0, 2] + frameData)], at: end)
        try replaceBaseline(PNGChunks.file(chunks))
        #expect(try PNGCodec.decode(try baseline()) == PNGCodec.decode(original), "the default image is the render")

        let outcome = try run()
        #expect(outcome.status == .error, "an animated baseline must not pass: \(outcome.message ?? "")")
        #expect(outcome.message?.contains("animated") == true, "\(outcome.message ?? "")")
        #expect(outcome.message?.contains(baselinePath) == true, "names the file: \(outcome.message ?? "")")
    }

    @Test func writingIntoTheReportNeverChangesABaseline() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        let image = try baseline()
        let layoutPath = dir + "/Baselines/trust/box.layout.json"
        let layout = try Data(contentsOf: URL(fileURLWithPath: layoutPath))
        // A report folder an earlier version left, its copies hard links to the baselines.
        try FileManager.default.createDirectory(atPath: dir + "/Reports/baseline/trust", withIntermediateDirectories: true)
        #expect(link(baselinePath, dir + "/Reports/baseline/trust/box.png") == 0)
        for _ in 0..<2 {
            let outcome = try project.run(copyPassing: true)
            #expect(outcome.status == .passed)
            // Written in place, as cp, an image optimiser or an editor writes a file.
            let written = [outcome.images.baseline, outcome.layouts.baseline, outcome.layouts.actual].compactMap { $0 }
            #expect(written.count == 3)
            for relative in written {
                let path = dir + "/Reports/" + relative
                let fd = open(path, O_WRONLY | O_TRUNC)
                #expect(fd >= 0, "\(path)")
                _ = "overwritten".withCString { Foundation.write(fd, $0, 11) }
                close(fd)
            }
            #expect(try baseline() == image, "the baseline image is unchanged")
            #expect(try Data(contentsOf: URL(fileURLWithPath: layoutPath)) == layout, "the baseline layout is unchanged")
        }
    }
}

/// Baseline files forged as anyone can forge them: the digest chunk is not a signature.
enum BaselineForgery {
    /// `file` (a baseline of other pixels) with the pixel digests of `original` in its `llPX`
    /// chunk and the data digest computed again for `file`'s own header and image data.
    static func claiming(_ original: [UInt8], for file: [UInt8]) -> [UInt8] {
        let note = PNGChunks.parse(original).first { $0.type == "llPX" }!.data
        let chunks = PNGChunks.parse(file)
        let header = chunks.first { $0.type == "IHDR" }!.data
        let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let digest = header.withUnsafeBytes { h in data.withUnsafeBytes { d in BaselinePNG.digest([h, d]) } }
        let lines = String(decoding: note, as: UTF8.self).split(separator: "\n").map { line in
            line.hasPrefix("data ") ? "data xxh3-128 \(digest)" : String(line)
        }
        let forgedNote = Array(lines.map { $0 + "\n" }.joined().utf8)
        return PNGChunks.file(chunks.map { $0.type == "llPX" ? ("llPX", forgedNote) : $0 })
    }
}
