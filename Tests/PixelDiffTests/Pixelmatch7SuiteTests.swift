import Foundation
import LayoutBitmap
import Testing
@testable import PixelDiff

/// pixelmatch 7.2.0's own test suite (test/test.js and test/fixtures at tag v7.2.0), reproduced:
/// every count and every expected diff image, pixel for pixel.
@Suite struct Pixelmatch7SuiteTests {
    /// One `diffTest` call of pixelmatch's test.js.
    struct Case: Decodable, CustomStringConvertible, Sendable {
        /// pixelmatch's options, under its own names.
        struct Options: Decodable, Sendable {
            var threshold: Double?
            var includeAA: Bool?
            var alpha: Double?
            var aaColor: [UInt8]?
            var diffColor: [UInt8]?
            var diffColorAlt: [UInt8]?
            var diffMask: Bool?
            var checkerboard: Bool?
        }

        var a: String
        var b: String
        var diff: String
        var options: Options
        var mismatch: Int
        var description: String { "\(a) vs \(b) → \(diff)" }

        /// The equivalent comparison options.
        var diffOptions: DiffOptions {
            DiffOptions(threshold: options.threshold ?? DiffOptions.defaultThreshold,
                        includeAntiAliased: options.includeAA ?? false, checkerboard: options.checkerboard ?? true)
        }

        /// The equivalent drawing options (no outlines: pixelmatch draws none).
        var imageOptions: DiffImageOptions {
            func colour(_ c: [UInt8]?) -> RGBA8? { c.map { RGBA8(r: $0[0], g: $0[1], b: $0[2]) } }
            return DiffImageOptions(background: options.diffMask == true ? .transparent : .fadedBaseline,
                                    fade: options.alpha ?? 0.1,
                                    diffColor: colour(options.diffColor) ?? DiffImageOptions.defaultDiffColor,
                                    darkerDiffColor: colour(options.diffColorAlt),
                                    antiAliasedColor: colour(options.aaColor) ?? DiffImageOptions.defaultAntiAliasedColor)
        }
    }

    static let folder = ReferenceData.folder.appendingPathComponent("pixelmatch-7.2.0")

    static var cases: [Case] {
        struct File: Decodable { var cases: [Case] }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.cases
    }

    static func image(_ name: String) throws -> Bitmap {
        try ReferenceData.image("pixelmatch-7.2.0/\(name).png")
    }

    @Test func everyCaseOfTheSuiteIsListed() {
        #expect(Self.cases.count == 12)
    }

    @Test(arguments: Self.cases)
    func countAndDiffImageMatchPixelmatch(_ testCase: Case) throws {
        let a = try Self.image(testCase.a), b = try Self.image(testCase.b)
        let expected = try Self.image(testCase.diff)
        let (result, drawn) = PixelDiff.compare(a, b, options: testCase.diffOptions, image: testCase.imageOptions)
        #expect(result.diffPixels == testCase.mismatch, "number of mismatched pixels")
        #expect(PixelDiff.compare(a, b, options: testCase.diffOptions).diffPixels == testCase.mismatch,
                "number of mismatched pixels without diff")
        #expect(drawn.width == expected.width && drawn.height == expected.height)
        #expect(mismatchedPixels(drawn, expected) == 0, "diff image")
    }

    /// test.js: "checkerboard: false blends semi-transparent pixels against white".
    @Test func checkerboardOffBlendsAgainstWhite() throws {
        let a = try #require(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 128], isPremultiplied: false))
        let b = try #require(Bitmap(width: 1, height: 1, pixels: [127, 127, 127, 255], isPremultiplied: false))
        #expect(PixelDiff.compare(a, b, options: DiffOptions(checkerboard: false)).diffPixels == 0)
        #expect(PixelDiff.compare(a, b).diffPixels == 1)
    }

    /// The false green pixelmatch 7 fixes: white that turned transparent differs by default.
    @Test func whiteTurnedTransparentDiffersOverTheCheckerboard() throws {
        let white = try #require(Bitmap(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 256), isPremultiplied: false))
        let clear = try #require(Bitmap(width: 8, height: 8, pixels: [UInt8](repeating: 0, count: 256), isPremultiplied: false))
        #expect(PixelDiff.compare(white, clear).diffPixels == 64)
        #expect(PixelDiff.compare(white, clear, options: DiffOptions(checkerboard: false)).diffPixels == 0)
    }
}
