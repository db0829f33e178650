import AsyncDisplayKit
import Foundation
import LayoutBitmap
import LayoutLabKit
import LayoutRender
import PixelDiff
import Testing

/// Texture's own reference images (Tests/ReferenceImages_64, font-free ones) against the same tests
/// rebuilt as fixtures and rendered by layoutlab, compared with `layoutlab diff`'s pixelmatch
/// (threshold 0.1). See TextureReferences/README.md for the table of results.
@Suite struct TextureReferenceTests {
    struct Measured: Sendable {
        var differing: Int
        var baseline: (Int, Int)
        var actual: (Int, Int)
    }

    /// Renders the case's fixture and compares it with the reference. Both images are read as
    /// straight alpha and compared over pixelmatch 7's checkerboard, as the references were
    /// recorded on a transparent canvas and the fixtures render on a clear one: a corner left
    /// transparent where Texture draws it opaque differs.
    static func measure(_ reference: TextureReferenceCase) throws -> Measured {
        let baseline = try PNGCodec.read(path: reference.referencePath)
        let renderer = NodeRenderer(textEngine: try NodeFixtureSupport.textEngine())
        let actual = try FixtureRender.render(reference.fixture, renderer: renderer).rendered.image
        let result = PixelDiff.compare(baseline, actual, options: DiffOptions(threshold: 0.1))
        // TEXTURE_REFERENCE_RENDERED=<folder>: keep the rendered images of the cases that differ.
        if result.diffPixels > 0, let folder = ProcessInfo.processInfo.environment["TEXTURE_REFERENCE_RENDERED"] {
            try PNGCodec.write(actual.straightAlpha(), to: folder + "/\(reference.testClass)_\(reference.image).png")
        }
        return Measured(differing: result.diffPixels, baseline: (baseline.width, baseline.height),
                        actual: (actual.width, actual.height))
    }

    @Test(arguments: TextureReferenceFixtures.all)
    func reference(_ reference: TextureReferenceCase) throws {
        let measured = try Self.measure(reference)
        switch reference.expectation {
        case .exact:
            #expect(measured.differing == 0,
                    "\(reference): \(measured.differing) differing pixels (\(measured.actual) vs \(measured.baseline))")
        case .budget(let budget, _):
            #expect(measured.differing <= budget,
                    "\(reference): \(measured.differing) differing pixels, budget \(budget)")
        case .mismatch:
            // Not asserted: the count is reported in the summary and in the README's table.
            break
        }
    }

    /// Every reference's count, grouped as exact / within budget / not matching / skipped. Set
    /// TEXTURE_REFERENCE_TABLE to a path to write the Markdown table of the measured counts.
    @Test func summary() throws {
        var exact = 0, budget = 0
        var over: [String] = [], mismatch: [String] = []
        var rows: [String] = []
        for reference in TextureReferenceFixtures.all {
            let measured = try Self.measure(reference)
            let size = "\(measured.actual.0)×\(measured.actual.1)"
                + (measured.actual == measured.baseline ? "" : " (reference \(measured.baseline.0)×\(measured.baseline.1))")
            switch reference.expectation {
            case .exact:
                if measured.differing == 0 { exact += 1 } else { over.append("\(reference): \(measured.differing)") }
                rows.append("| \(reference) | \(size) | \(measured.differing) | exact |")
            case .budget(let limit, let reason):
                if measured.differing <= limit { budget += 1 } else { over.append("\(reference): \(measured.differing) > \(limit)") }
                rows.append("| \(reference) | \(size) | \(measured.differing) | ≤ \(limit): \(reason) |")
            case .mismatch(let reason):
                mismatch.append("\(reference): \(measured.differing) differing pixels — \(reason)")
                rows.append("| \(reference) | \(size) | \(measured.differing) | not matching: \(reason) |")
            }
        }
        let skipped = TextureReferenceExpectations.skipped
        print("""
            Texture references: \(TextureReferenceFixtures.all.count) cases; \(exact) exact (0 differing pixels), \
            \(budget) within their budget, \(mismatch.count) not matching, \(skipped.reduce(0) { $0 + $1.count }) references skipped
            """)
        for line in mismatch { print("  not matching: \(line)") }
        for skip in skipped { print("  skipped: \(skip.testClass)/\(skip.image)\(skip.count > 1 ? " (\(skip.count))" : ""): \(skip.reason)") }
        for line in over { print("  FAILED: \(line)") }
        if let path = ProcessInfo.processInfo.environment["TEXTURE_REFERENCE_TABLE"] {
            let table = (["| Reference | Rendered | Differing pixels | Expectation |", "|---|---|---|---|"] + rows)
                .joined(separator: "\n") + "\n"
            try table.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(over.isEmpty)
        // Every reference in the folder is either a case or listed as skipped.
        let files = try FileManager.default.subpathsOfDirectory(atPath: TextureReferenceSupport.folder)
            .filter { $0.hasSuffix("@2x.png") }
        let covered = Set(TextureReferenceFixtures.all.map { "\($0.testClass)/\($0.image)@2x.png" })
        #expect(files.allSatisfy { covered.contains($0) }, "a reference without a case: \(files.filter { !covered.contains($0) })")
    }
}
