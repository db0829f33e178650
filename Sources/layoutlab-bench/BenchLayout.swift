import ArgumentParser
import Foundation
import LayoutEngine
import LayoutGeometry

/// The `layout` benchmark suite: builds stack trees with the engine's API and times the layout
/// pass alone, forcing a full relayout on every run, and prints one JSON line per workload:
/// `{"workload": "feed", "elements": 8001, "median_ms": 3.1}`.
///
/// Options: `--runs N` (timed runs per workload, default 50), `--workload NAME` (one of
/// feed, deep, deepc16, deepc200, wide, grid; default all) and `--traced` (each workload is also
/// timed with a `LayoutTrace` recording, as `layoutlab explain` and the layout warnings lay out;
/// its line says `"traced": true`).
struct LayoutBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Times the layout pass alone on stack trees built with the engine's API.")

    @Option(help: "Timed runs per workload.", transform: BenchSteps.positiveCount)
    var runs = 50
    @Option(help: "One workload: \(LayoutWorkload.names.joined(separator: ", ")) (default all).")
    var workload: String?
    @Flag(help: "Also time each workload with a layout trace recording.")
    var traced = false

    func validate() throws {
        if let workload, !LayoutWorkload.names.contains(workload) {
            throw ValidationError(LayoutBenchError.unknownWorkload(workload).description)
        }
    }

    func run() throws {
        let names = workload.map { [$0] } ?? LayoutWorkload.names
        for name in names {
            guard let workload = LayoutWorkload.make(name) else {
                throw LayoutBenchError.unknownWorkload(name)
            }
            let median = try Self.measure(workload, runs: runs, traced: false)
            print("{\"workload\": \"\(name)\", \"elements\": \(workload.elementCount), \"median_ms\": \(Self.format(median))}")
            if traced {
                let traced = try Self.measure(workload, runs: runs, traced: true)
                print("{\"workload\": \"\(name)\", \"elements\": \(workload.elementCount), \"traced\": true, "
                      + "\"median_ms\": \(Self.format(traced))}")
            }
        }
    }

    /// Checks the workload's layout once, then returns the median time of `runs` full relayouts
    /// in milliseconds (after a few untimed warm-up runs); `traced` records a new trace in each.
    static func measure(_ workload: LayoutWorkload, runs: Int, traced: Bool) throws -> Double {
        let context = LayoutContext(scale: 1, textMeasurer: NoTextMeasurer())
        let root = workload.root
        let range = workload.range
        let size = root.layoutThatFits(range, in: context).size
        guard size == workload.expectedSize else {
            throw LayoutBenchError.wrongLayout(workload.name, expected: workload.expectedSize, actual: size)
        }
        for _ in 0..<3 {
            context.beginPass()
            _ = root.layoutThatFits(range, in: context)
        }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            context.beginPass()
            var layout: Layout?
            let elapsed = clock.measure {
                if traced { context.trace = LayoutTrace() }
                layout = root.layoutThatFits(range, in: context)
            }
            context.trace = nil
            withExtendedLifetime(layout) {}
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        return BenchSteps.median(samples)
    }

    /// Milliseconds with four significant decimals.
    private static func format(_ ms: Double) -> String {
        String(format: "%.4f", ms)
    }
}

/// Why the layout suite stopped.
enum LayoutBenchError: Error, CustomStringConvertible {
    case unknownWorkload(String)
    case wrongLayout(String, expected: Size, actual: Size)
    case differentLayout(String, String)
    case peerNotForced(String, forced: Double, cached: Double)
    case cannotWriteSeries(String, String)

    var description: String {
        switch self {
        case .unknownWorkload(let name):
            return "unknown workload \(name) (one of \(LayoutWorkload.names.joined(separator: ", ")))"
        case .wrongLayout(let name, let expected, let actual):
            return "\(name): root laid out \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
        case .differentLayout(let name, let difference):
            return "\(name): the engine and the peer lay the tree out differently at \(difference)"
        case .cannotWriteSeries(let path, let why):
            return "cannot write the series to \(path): \(why)"
        case .peerNotForced(let name, let forced, let cached):
            return "\(name): the peer's forced layout takes \(forced) ms, its repeated one \(cached) ms: it does not "
                + "lay the tree out again when its point scale factor changes, as Yoga 3 does (is it Yoga 3?)"
        }
    }
}

/// The benchmark trees hold no text.
final class NoTextMeasurer: TextMeasuring {
    func measure(_ text: AttributedText, maxSize: Size) -> TextMeasurement {
        TextMeasurement(size: .zero, lineCount: 0, isTruncated: false, ascender: 0, descender: 0)
    }
}
