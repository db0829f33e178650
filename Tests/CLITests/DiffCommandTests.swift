import Foundation
import LayoutBitmap
import LayoutLabTestSupport
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
        let dir = try TemporaryDirectory("cli").url
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
        let keys = ["width", "height", "baselineSize", "actualSize", "diffPixels", "aaPixels", "maskedPixels", "ratio",
                    "regions", "passed", "reason"]
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
        #expect(json["reason"] as? String == "pixel-diff")
        #expect(json["maskedPixels"] as? Int == 0)
        let same = try jsonObject(try CLIHarness.run(["diff", "a.png", "a.png", "--json"], in: dir).stdout)
        #expect(same["passed"] as? Bool == true && same["reason"] is NSNull)
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

    @Test func sizeMismatchIsALayoutDiffWithItsOwnStatus() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 5, width: 42, height: 29)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(r.status == 3)
        let json = try jsonObject(r.stdout)
        #expect(json["reason"] as? String == "layout-diff" && json["passed"] as? Bool == false)
        #expect(json["baselineSize"] as? [Int] == [40, 30] && json["actualSize"] as? [Int] == [42, 29])
        #expect(json["width"] as? Int == 42 && json["height"] as? Int == 30)
        #expect(json["diffPixels"] as? Int == 42 * 30 - 40 * 29)
        let text = try CLIHarness.run(["diff", "a.png", "b.png"], in: dir)
        #expect(text.stdout.contains("sizes differ: compared the 40×29 overlap"))
        #expect(text.status == 3 && text.stdout.contains("FAILED (layout-diff): the images differ in size, 40×30 → 42×29"))
        // No pixel limit lets differently sized images pass.
        let generous = try CLIHarness.run(["diff", "a.png", "b.png", "--max-diff-ratio", "1"], in: dir)
        #expect(generous.status == 3)
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
        #expect(diff[4, 9] == RGBA8(r: 255, g: 255, b: 255))   // no outline: pixelmatch's image
        #expect(diff[30, 25] == RGBA8(r: 255, g: 255, b: 255)) // white faded stays white
        let outlined = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "outlined.png", "--outlines"], in: dir)
        #expect(outlined.status == 1)
        #expect(try PNGCodec.read(path: dir.appendingPathComponent("outlined.png").path)[4, 9] == RGBA8(r: 0, g: 96, b: 255))
        let mask = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "mask.png", "--diff-mask"], in: dir)
        #expect(mask.status == 1)
        let masked = try PNGCodec.read(path: dir.appendingPathComponent("mask.png").path)
        #expect(masked[30, 25].a == 0 && masked[5, 10] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func colourAndAlphaOptionsDrawAsPixelmatch() throws {
        // The block moves right: at x 5…10 the actual is lighter (diff colour), at 20…25 darker (alt).
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "a.png", "b.png", "-o", "d.png", "--diff-color", "0,0,255",
                                    "--diff-color-alt", "#00FF00", "--alpha", "1"], in: dir)
        #expect(r.status == 1)
        let d = try PNGCodec.read(path: dir.appendingPathComponent("d.png").path)
        #expect(d[5, 10] == RGBA8(r: 0, g: 0, b: 255) && d[20, 10] == RGBA8(r: 0, g: 255, b: 0))
        // alpha 1: the baseline's black shows at full strength where nothing differs.
        var unchanged = image(blockX: 5)
        unchanged[39, 29] = RGBA8(r: 0, g: 0, b: 0)
        try PNGCodec.write(unchanged, to: dir.appendingPathComponent("c.png").path)
        _ = try CLIHarness.run(["diff", "c.png", "a.png", "-o", "e.png", "--alpha", "1", "--threshold", "0.5"], in: dir)
        let e = try PNGCodec.read(path: dir.appendingPathComponent("e.png").path)
        #expect(e[6, 11] == RGBA8(r: 0, g: 0, b: 0))
        for colour in ["300,0,0", "1,2", "#12345", "#+1ff00", " 1,2,3", "1, 2, 3", "+1,0,0", "1,,2"] {
            let bad = try CLIHarness.run(["diff", "a.png", "b.png", "--aa-color=\(colour)"], in: dir)
            #expect(bad.status == 64 || bad.status == 2, "\(colour)")
            #expect(bad.stderr.contains("--aa-color"), "\(colour): \(bad.stderr)")
        }
    }

    @Test func drawingOptionsWithoutAnImageAreRefused() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in [["--diff-mask"], ["--alpha", "0.5"], ["--diff-color", "0,0,255", "--outlines"]] {
            let r = try CLIHarness.run(["diff", "a.png", "b.png"] + arguments, in: dir)
            #expect(r.status == 2 && r.stderr.contains("draw") && r.stderr.contains("give -o/--output"), "\(arguments): \(r.stderr)")
        }
    }

    @Test func ignoredRectanglesAreNotComparedAndArePaintedMagenta() throws {
        let dir = try folder(["a.png": image(blockX: 5), "b.png": image(blockX: 20)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try CLIHarness.run(["diff", "a.png", "b.png", "--ignore", "0,0,15,30", "--json", "-o", "m.png"], in: dir)
        let json = try jsonObject(one.stdout)
        #expect(one.status == 1 && json["diffPixels"] as? Int == 24 && json["maskedPixels"] as? Int == 450)
        let m = try PNGCodec.read(path: dir.appendingPathComponent("m.png").path)
        #expect(m[5, 10] == RGBA8(r: 255, g: 0, b: 255) && m[20, 10] == RGBA8(r: 255, g: 0, b: 0))
        let tooMany = try CLIHarness.run(["diff", "a.png", "b.png"] + Array(repeating: ["--ignore", "0,0,1,1"], count: 10_001).flatMap { $0 },
                                         in: dir)
        #expect(tooMany.status == 2 && tooMany.stderr.contains("at most 10000 rectangles are taken"), "\(tooMany.stderr)")
        let both = try CLIHarness.run(["diff", "a.png", "b.png", "--ignore", "0,0,15,30", "--ignore", "18,8,10,8"], in: dir)
        #expect(both.status == 0 && both.stdout.contains("0 pixels differ"))
    }

    /// The false green pixelmatch 7 removed: a white area that turned transparent differs.
    @Test func whiteTurnedTransparentFailsUnlessCheckerboardIsOff() throws {
        let white = Bitmap(width: 10, height: 10, fill: RGBA8(r: 255, g: 255, b: 255))
        var clear = white
        for y in 0..<10 { for x in 0..<10 { clear[x, y] = RGBA8(r: 255, g: 255, b: 255, a: 0) } }
        let dir = try folder(["white.png": white, "clear.png": clear])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIHarness.run(["diff", "white.png", "clear.png", "--json"], in: dir)
        let counted = try jsonObject(r.stdout)["diffPixels"] as? Int
        #expect(r.status == 1 && counted == 100)
        #expect(try CLIHarness.run(["diff", "white.png", "clear.png", "--no-checkerboard"], in: dir).status == 0)
    }

    @Test func unreadableInputExitsTwoAndSaysWhichFileAndWhy() throws {
        let dir = try folder(["a.png": image(blockX: 5)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let bytes = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        try bytes.prefix(bytes.count / 2).write(to: dir.appendingPathComponent("truncated.png"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("text.png"))
        let truncated = try CLIHarness.run(["diff", "a.png", "truncated.png"], in: dir)
        #expect(truncated.status == 2)
        #expect(truncated.stderr.contains("cannot read the actual image truncated.png: ")
                && truncated.stderr.contains("the file is truncated or corrupt"), "\(truncated.stderr)")
        let text = try CLIHarness.run(["diff", "text.png", "a.png", "--json"], in: dir)
        #expect(text.status == 2 && text.stdout.isEmpty)
        #expect(text.stderr.contains("cannot read the baseline image text.png: not a PNG file"))
        let missing = try CLIHarness.run(["diff", "a.png", "missing.png"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("missing.png: file does not exist"))
    }
}
