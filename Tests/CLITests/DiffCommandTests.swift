import Foundation
import LayoutBitmap
import LayoutRender
import Testing

@Suite("layoutlab diff")
struct DiffCommandTests {
    /// A 40×30 white image with a black 6×4 block at (x, 10), and a translucent corner.
    private func image(blockX: Int, width: Int = 40, height: Int = 30) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: RGBA8(r: 255, g: 255, b: 255))
        for y in 10..<14 { for x in blockX..<(blockX + 6) { bitmap[x, y] = RGBA8(r: 0, g: 0, b: 0) } }
        bitmap[0, 0] = RGBA8(r: 10, g: 20, b: 30, a: 100)
        return bitmap
    }

    private func folder(_ files: [String: Bitmap]) throws -> URL {
        let dir = try CLIHarness.temporaryDirectory()
        for (name, bitmap) in files { try PNGCodec.write(bitmap, to: dir.appendingPathComponent(name).path) }
        return dir
    }

    private func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func identicalImagesPassWithExitZero() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 5)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "a.png", "b.png"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains("0 pixels differ"))
        #expect(r.stdout.hasSuffix("passed\n"))
    }

    @Test func jsonReportsCountsRegionsAndVerdict() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(r.status == 1)
        let keys = ["width", "height", "baselineSize", "actualSize", "diffPixels", "aaPixels", "ratio", "regions", "passed"]
        let positions = keys.compactMap { r.stdout.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        let json = try jsonObject(r.stdout)
        #expect(json["width"] as? Int == 40 && json["height"] as? Int == 30)
        #expect(json["baselineSize"] as? [Int] == [40, 30] && json["actualSize"] as? [Int] == [40, 30])
        #expect(json["diffPixels"] as? Int == 48)
        #expect(json["aaPixels"] as? Int == 0)
        #expect(json["ratio"] as? Double == 48.0 / 1200.0)
        #expect(json["regions"] as? [[Int]] == [[5, 10, 6, 4], [20, 10, 6, 4]])
        #expect(json["passed"] as? Bool == false)
    }

    @Test func limitsDecideTheExitStatus() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIHarness.run(["diff", "a.png", "b.png", "--max-diff-pixels", "48"], in: dir).status == 0)
        #expect(try CLIHarness.run(["diff", "a.png", "b.png", "--max-diff-pixels", "47"], in: dir).status == 1)
        #expect(try CLIHarness.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.04"], in: dir).status == 0)
        #expect(try CLIHarness.run(["diff", "a.png", "b.png", "--max-diff-ratio", "0.039"], in: dir).status == 1)
        // Black to white is a distance of 0.966 on the threshold scale.
        #expect(try CLIHarness.run(["diff", "a.png", "b.png", "--threshold", "0.97"], in: dir).status == 0)
        let bad = try CLIHarness.run(["diff", "a.png", "b.png", "--threshold", "1.5"], in: dir)
        #expect(bad.status != 0 && bad.stderr.contains("--threshold must be between 0 and 1"))
    }

    @Test func sizeMismatchIsReportedNotFatal() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 5, width: 42, height: 29)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(r.status == 1)
        let json = try jsonObject(r.stdout)
        #expect(json["baselineSize"] as? [Int] == [40, 30] && json["actualSize"] as? [Int] == [42, 29])
        #expect(json["width"] as? Int == 42 && json["height"] as? Int == 30)
        #expect(json["diffPixels"] as? Int == 42 * 30 - 40 * 29)
        let text = try CLIHarness.run(["diff", "a.png", "b.png"], in: dir)
        #expect(text.stdout.contains("sizes differ: compared the 40×29 overlap"))
    }

    @Test func writesTheDiffImage() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        // A path below a file cannot be written: status 2, and the message says which file.
        let r = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "a.png/diff.png"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("cannot write the diff image a.png/diff.png"))
        let ok = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "diff.png"], in: dir)
        #expect(ok.status == 1)
        let diff = try PNGCodec.read(path: dir.appendingPathComponent("diff.png").path)
        #expect(diff.width == 40 && diff.height == 30)
        #expect(diff[5, 10] == RGBA8(r: 255, g: 0, b: 0))      // differs
        #expect(diff[4, 9] == RGBA8(r: 0, g: 96, b: 255))      // region outline
        #expect(diff[30, 25] == RGBA8(r: 255, g: 255, b: 255)) // white faded stays white
        let mask = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "mask.png", "--diff-mask"], in: dir)
        #expect(mask.status == 1)
        let masked = try PNGCodec.read(path: dir.appendingPathComponent("mask.png").path)
        #expect(masked[30, 25].a == 0 && masked[5, 10] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func unreadableInputExitsTwoAndSaysWhichFileAndWhy() throws {
        let dir = try folder(["a.png": image(blockX: 5)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let bytes = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        try bytes.prefix(bytes.count / 2).write(to: dir.appendingPathComponent("truncated.png"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("text.png"))
        let truncated = try CLIHarness.run(["diff", "a.png", "truncated.png"], in: dir)
        #expect(truncated.status == 2)
        #expect(truncated.stderr.contains("cannot read the actual image truncated.png: invalid PNG"))
        let text = try CLIHarness.run(["diff", "text.png", "a.png", "--json"], in: dir)
        #expect(text.status == 2 && text.stdout.isEmpty)
        #expect(text.stderr.contains("cannot read the baseline image text.png: not a PNG file"))
        let missing = try CLIHarness.run(["diff", "a.png", "missing.png"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("missing.png: file does not exist"))
    }
}
