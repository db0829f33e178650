import Foundation
import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

/// pixelmatch 7.2.0's own test suite run through `layoutlab diff`: for each `diffTest` call of
/// its test.js, the command with the equivalent options prints pixelmatch's count and writes
/// pixelmatch's expected diff image, pixel for pixel.
@Suite("layoutlab diff reproduces pixelmatch 7.2.0's test suite")
struct DiffPixelmatchSuiteTests {
    struct Case: Decodable, CustomStringConvertible, Sendable {
        var a: String
        var b: String
        var diff: String
        var options: [String: OptionValue]
        var mismatch: Int
        var description: String { "\(a) vs \(b) → \(diff)" }
    }

    /// A pixelmatch option value: a number, a flag or a colour.
    enum OptionValue: Decodable, Sendable {
        case number(Double), flag(Bool), colour([Int])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { self = .flag(b) } else if let n = try? c.decode(Double.self) {
                self = .number(n)
            } else { self = .colour(try c.decode([Int].self)) }
        }
    }

    /// The suite's data, kept with the diff engine's tests.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PixelDiffTests/Data/pixelmatch-7.2.0")

    static var cases: [Case] {
        struct File: Decodable { var cases: [Case] }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.cases
    }

    /// pixelmatch's options as `layoutlab diff` arguments.
    static func arguments(_ options: [String: OptionValue]) -> [String] {
        var out: [String] = []
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("threshold", .number(let t)): out += ["--threshold", "\(t)"]
            case ("alpha", .number(let a)): out += ["--alpha", "\(a)"]
            case ("includeAA", .flag(let on)): if on { out.append("--include-aa") }
            case ("diffMask", .flag(let on)): if on { out.append("--diff-mask") }
            case ("checkerboard", .flag(let on)): if !on { out.append("--no-checkerboard") }
            case ("aaColor", .colour(let c)): out += ["--aa-color", c.map(String.init).joined(separator: ",")]
            case ("diffColor", .colour(let c)): out += ["--diff-color", c.map(String.init).joined(separator: ",")]
            case ("diffColorAlt", .colour(let c)): out += ["--diff-color-alt", c.map(String.init).joined(separator: ",")]
            default: Issue.record("option \(key) has no command-line equivalent")
            }
        }
        return out
    }

    @Test func theSuiteIsComplete() {
        #expect(Self.cases.count == 12)
    }

    @Test(arguments: Self.cases)
    func countAndImage(_ testCase: Case) throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let output = dir.appendingPathComponent("diff.png").path
        let r = try CLIHarness.run(["diff", Self.folder.appendingPathComponent("\(testCase.a).png").path,
                                    Self.folder.appendingPathComponent("\(testCase.b).png").path,
                                    "--json", "-o", output] + Self.arguments(testCase.options))
        #expect(r.status == (testCase.mismatch == 0 ? 0 : 1), "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["diffPixels"] as? Int == testCase.mismatch)
        let drawn = try PNGCodec.read(path: output)
        let expected = try PNGCodec.read(path: Self.folder.appendingPathComponent("\(testCase.diff).png").path)
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        var differing = 0
        for y in 0..<min(drawn.height, expected.height) {
            for x in 0..<min(drawn.width, expected.width) where drawn[x, y] != expected[x, y] { differing += 1 }
        }
        #expect(differing == 0, "pixels of the diff image that differ from pixelmatch's")
    }
}
