import Foundation
import LayoutBitmap
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

@Suite struct ImageDiffInputTests {
    @Test func readsBothImages() throws {
        let temporary = try TemporaryDirectory("diff-input")
        defer { temporary.remove() }
        let dir = temporary.url
        let a = Bitmap(width: 3, height: 2, fill: RGBA8(r: 1, g: 2, b: 3)), b = Bitmap(width: 4, height: 1)
        try PNGCodec.write(a, to: dir.appendingPathComponent("a.png").path)
        try PNGCodec.write(b, to: dir.appendingPathComponent("b.png").path)
        let loaded = try ImageDiffInput.load(baseline: dir.appendingPathComponent("a.png").path,
                                             actual: dir.appendingPathComponent("b.png").path)
        #expect(loaded.baseline == a && loaded.actual == b)
    }

    @Test func errorsNameTheFileItsRoleAndTheReason() throws {
        let temporary = try TemporaryDirectory("diff-input")
        defer { temporary.remove() }
        let dir = temporary.url
        let good = dir.appendingPathComponent("good.png").path
        try PNGCodec.write(Bitmap(width: 20, height: 20, fill: RGBA8(r: 9, g: 9, b: 9)), to: good)
        let png = try Data(contentsOf: URL(fileURLWithPath: good))
        let truncated = dir.appendingPathComponent("truncated.png").path
        try png.prefix(png.count - 20).write(to: URL(fileURLWithPath: truncated))
        let text = dir.appendingPathComponent("text.png").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        let missing = dir.appendingPathComponent("missing.png").path

        func failure(_ baseline: String, _ actual: String) -> ImageDiffInputError? {
            do {
                _ = try ImageDiffInput.load(baseline: baseline, actual: actual)
                return nil
            } catch {
                return error as? ImageDiffInputError
            }
        }
        let cut = try #require(failure(good, truncated))
        #expect(cut.role == .actual && cut.path == truncated && cut.reason.hasPrefix("invalid PNG"))
        #expect(cut.description.hasPrefix("cannot read the actual image \(truncated): invalid PNG"))
        let notPNG = try #require(failure(text, good))
        #expect(notPNG == ImageDiffInputError(role: .baseline, path: text, reason: "not a PNG file (bad signature)"))
        let absent = try #require(failure(missing, text))
        #expect(absent == ImageDiffInputError(role: .baseline, path: missing, reason: "file does not exist"))
    }
}
