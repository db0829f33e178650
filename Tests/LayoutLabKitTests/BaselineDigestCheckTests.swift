import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
@testable import LayoutLabKit
import LayoutRender
import LayoutReport
import Testing

/// A check decides "passed" from the pixel digest a baseline carries, and never from a digest
/// that no longer describes the file.
@Suite("Check: baseline pixel digests")
struct BaselineDigestCheckTests {
    private let project = BoxBaselineProject(group: "digest")
    private var dir: String { project.dir }
    private var baselinePath: String { project.baselinePath }
    private func run(_ record: RecordMode = .never) throws -> FixtureOutcome { try project.run(record) }
    private func baseline() throws -> [UInt8] { try project.baseline() }
    private func replaceBaseline(_ bytes: [UInt8]) throws { try project.replaceBaseline(bytes) }

    @Test func aPassOnEqualPixelsWritesNoSecondImage() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try run(.missing).status == .new)
        #expect(BaselinePNG.storedDigest(try baseline()) != .absent, "a recorded baseline carries its pixel digest")
        // Into an empty report directory, as on CI.
        try FileManager.default.removeItem(atPath: dir + "/Reports")
        let unchanged = try run()
        #expect(unchanged.status == .passed)
        #expect(unchanged.images == FixtureImages() && unchanged.layouts == FixtureLayouts(),
                "a fixture that passes unchanged has no report files")
        for folder in ["actual", "baseline"] { #expect(!FileManager.default.fileExists(atPath: dir + "/Reports/" + folder)) }
        // Asked to keep copies of passing fixtures:
        let outcome = try project.run(copyPassing: true)
        #expect(outcome.status == .passed)
        #expect(outcome.images.actual == nil && outcome.actualDigest == nil)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Reports/actual/digest/box.png"))
        // The report shows the baseline as it was compared, in a file of its own (never a hard
        // link: a write into the report must not change the baseline).
        func fileNumber(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        }
        let copy = dir + "/Reports/" + (try #require(outcome.images.baseline))
        #expect(try fileNumber(baselinePath) != fileNumber(copy), "the report's baseline is not the baseline's file")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(try baseline()))
        // The layout, unchanged, is copied into both of the report's places.
        let layoutPath = dir + "/Baselines/digest/box.layout.json"
        let layout = try Data(contentsOf: URL(fileURLWithPath: layoutPath))
        for relative in [try #require(outcome.layouts.actual), try #require(outcome.layouts.baseline)] {
            #expect(try fileNumber(dir + "/Reports/" + relative) != fileNumber(layoutPath))
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/Reports/" + relative)) == layout)
        }
    }

    @Test func aBaselineEditedByHandUnderAStaleDigestIsComparedPixelByPixel() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        let original = try baseline()
        // Paint a block of the baseline red, and put the new image data under the original
        // header and digest chunk: a valid PNG whose digest still claims the render's pixels.
        var pixels = try PNGCodec.decode(original)
        for y in 0..<6 { for x in 0..<6 { pixels[x, y] = RGBA8(r: 255, g: 0, b: 0) } }
        let edited = try PNGCodec.encode(pixels)
        try replaceBaseline(PNGChunks.splicingImageData(of: edited, into: original))
        #expect(try PNGCodec.decode(try baseline()) == pixels)

        let outcome = try run()
        #expect(outcome.status == .failed, "a stale digest must never pass: \(outcome.message ?? "")")
        #expect(outcome.diff?.differentPixels == 36)
        #expect(outcome.message?.contains("pixel digest was not used") == true)
    }

    @Test func aPassIsDecidedByTheCanvasDigestAndByThePixelDigestWithoutIt() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        let recorded = try baseline()
        #expect(BaselinePNG.storedDigests(recorded).canvas != nil, "an opaque baseline carries its canvas digest")
        // As an earlier version wrote it: no canvas digest, the pixel digest alone.
        let older = PNGChunks.editingDigestNote(of: recorded) { $0.filter { !$0.hasPrefix("canvas ") } }
        for bytes in [recorded, older] {
            try replaceBaseline(bytes)
            try FileManager.default.removeItem(atPath: dir + "/Reports")
            let outcome = try run()
            #expect(outcome.status == .passed)
            #expect(outcome.images.actual == nil, "passed on a digest: nothing encoded or compared")
            #expect(outcome.message == nil)
        }
        // A canvas digest that is not the render's (the file claims other pixels) is never a pass
        // by digest: the pixels are compared, and here they are equal.
        let other = PNGChunks.editingDigestNote(of: recorded) { lines in
            lines.map { $0.hasPrefix("canvas ") ? "canvas xxh3-128 " + String(repeating: "0", count: 32) : $0 }
        }
        try replaceBaseline(other)
        let compared = try run()
        #expect(compared.status == .passed)
        #expect(compared.images.actual != nil, "compared pixel by pixel, the render is written for the report")
    }

    @Test func aBaselineWithoutADigestIsComparedAndCanPass() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        // The same pixels written by another tool (no digest chunk).
        try replaceBaseline(try PNGCodec.encodeQuickly(PNGCodec.decode(try baseline())))
        let outcome = try run()
        #expect(outcome.status == .passed)
        #expect(outcome.images.actual != nil, "compared pixel by pixel, the render is written for the report")
    }

    @Test(arguments: ["cut short", "flipped bit"])
    func aDamagedBaselineIsAnError(damage: String) throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try run(.missing)
        var bytes = try baseline()
        if damage == "cut short" { bytes.removeLast(bytes.count / 3) } else { bytes[bytes.count - 20] ^= 0x10 }
        try replaceBaseline(bytes)
        let outcome = try run()
        #expect(outcome.status == .error)
        #expect(outcome.message?.contains("cannot be read") == true, "\(outcome.message ?? "")")
    }
}

