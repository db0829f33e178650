import ArgumentParser
import Foundation
import LayoutBitmap
import LayoutRender
import LayoutSupport
import LayoutReport
import PixelDiff

/// The `failing` benchmark suite: times each step a check takes for a fixture whose pixels differ
/// from its baseline's, on a baseline file and the render it is compared with (two PNG files of
/// one size), and prints one JSON line per step with its median milliseconds:
/// `{"step": "decode baseline", "size": "1125x2436", "median_ms": 9.1, "runs": 40}`.
///
///     layoutlab-bench failing BASELINE.png ACTUAL.png [--explanation EXPLAIN.json] [--runs N]
///
/// Steps: decoding the baseline (and, to compare, with libspng alone), comparing with the diff image drawn, encoding the report's
/// actual and diff images (`encodeQuickly`), and their SHA-256; with `--explanation` (an
/// `actual/<name>.explain.json` of a report), writing that explanation file and reading it back.
struct FailingBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "failing", abstract: "Times each step a check takes for a fixture whose pixels differ from its baseline's.")

    @Argument(help: "BASELINE.png ACTUAL.png")
    var files: [String] = []
    @Option(help: "Timed runs per step.", transform: BenchSteps.positiveCount)
    var runs = 30
    @Option(help: "An explanation file of a report (actual/<name>.explain.json), to time writing and reading it.")
    var explanation: String?

    func validate() throws {
        guard files.count == 2 else { throw ValidationError("expects BASELINE.png ACTUAL.png") }
    }

    func run() throws {
        let baselinePNG = try [UInt8](Data(contentsOf: URL(fileURLWithPath: files[0])))
        let actual = try PNGCodec.read(path: files[1])
        let size = "\(actual.width)x\(actual.height)"
        let baseline = try PNGCodec.decode(baselinePNG)
        let compared = PixelDiff.compare(baseline, actual, image: .report)
        let actualPNG = try PNGCodec.encodeQuickly(actual)
        var steps: [(String, () throws -> Void)] = [
            ("decode baseline", { _ = try PNGCodec.decode(baselinePNG) }),
            ("decode baseline (libspng)", { _ = try PNGCodec.decode(baselinePNG, decoder: .libspng) }),
            ("compare, diff image drawn", { _ = PixelDiff.compare(baseline, actual, image: .report) }),
            ("encode actual (quick)", { _ = try PNGCodec.encodeQuickly(actual) }),
            ("encode diff image (quick)", { _ = try PNGCodec.encodeQuickly(compared.image) }),
            ("sha-256 of the actual png", { _ = SHA256.hexDigest(actualPNG) }),
        ]
        if let explanation {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: explanation))
            let file = try LayoutExplanationFile.read(bytes)
            guard file.data == bytes else { throw ValidationError("\(explanation): written again, its bytes differ") }
            steps.append(("write explanation", { _ = file.data }))
            steps.append(("read explanation", { _ = try LayoutExplanationFile.read(bytes) }))
        }
        for (step, body) in steps {
            let median = try BenchSteps.medianMilliseconds(runs: runs, body)
            print("{\"step\": \"\(step)\", \"size\": \"\(size)\", \"median_ms\": \(median), \"runs\": \(runs)}")
        }
    }
}
