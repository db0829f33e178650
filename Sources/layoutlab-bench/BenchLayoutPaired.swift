import ArgumentParser
import Foundation
import LayoutEngine
import LayoutGeometry

/// The `layout-paired` suite: times each workload's layout pass in alternation with Yoga 3's
/// on the same tree, in one process, and prints one JSON line per workload:
/// `{"workload": "deep", "elements": 401, "blocks": 200, "median_ms": 0.033, "yoga_median_ms": 0.35,
/// "ratio_p10": 0.09, "ratio_median": 0.093, "ratio_p90": 0.097}`.
///
/// A block times full relayouts of one engine for `--block-ms` and at least three times (after
/// an untimed one that brings its tree back into the caches), then of the other (which goes
/// first alternates from block to block), and takes each engine's median in the block; a
/// block's ratio is ours over Yoga's. The two halves of a block run one after the other, within
/// 2–60 ms (Yoga's feed takes 9–18 ms a run), so a host that slows memory access for a while
/// mostly slows both: the ratios compare the engines in the same state of the host, which
/// medians of separate processes do not. Before the blocks, both run untimed for 0.3 s (a new
/// process is often slow at first). `median_ms` and `yoga_median_ms` are the medians of the
/// blocks' medians; the ratios' percentiles are as `layout_peers.py` takes them.
///
/// Before timing, the bench checks that both engines give every element the same frame, and
/// that a forced Yoga layout takes more than ten times a repeated one (a library that keeps its
/// layouts when the scale changes, as Yoga 1 does, would be timed answering from its cache).
///
/// Yoga is called through its C API in a shared library (`--yoga`), the `pyyoga` extension
/// module that `../shared/bench/layout_peers.py` installs; `tools/measure/bench-layout-paired`
/// finds it and the Python library it needs. Each tree is styled as `layout_peers.py` styles
/// it, and laid out again from scratch as it forces Yoga to.
struct PairedLayoutBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-paired",
        abstract: "Times the layout pass in alternation with Yoga 3's, block by block, in one process.")

    /// The workloads a peer lays out in linear time (`layout_peers.py`'s default trees but the
    /// pathological chains).
    static let defaultWorkloads = ["feed", "deep", "wide", "grid"]

    @Option(help: "A shared library exporting Yoga 3's C API (pyyoga's extension module).")
    var yoga: String
    @Option(help: "A library to load first, its symbols global (the Python library, for pyyoga).")
    var pythonLibrary: String?
    @Option(help: "One workload: \(defaultWorkloads.joined(separator: ", ")) (default all).")
    var workload: String?
    @Option(help: "Blocks per workload.", transform: BenchSteps.positiveCount)
    var blocks = 200
    @Option(help: "Milliseconds each engine runs in a block.", transform: BenchSteps.positiveCount)
    var blockMs = 2
    @Option(help: "A CSV file to write every block to (workload, block, ours_ms, yoga_ms, in run order).")
    var series: String?

    func validate() throws {
        if let workload, !Self.defaultWorkloads.contains(workload) {
            throw ValidationError("unknown workload \(workload) (one of \(Self.defaultWorkloads.joined(separator: ", ")))")
        }
    }

    func run() throws {
        // The series file is tried before anything is timed, so a path that cannot be written
        // fails at once.
        if let series { try Self.write("", toSeries: series) }
        let library = try YogaLibrary(path: yoga, pythonLibrary: pythonLibrary)
        var csv = "workload,block,ours_ms,yoga_ms\n"
        for name in workload.map({ [$0] }) ?? Self.defaultWorkloads {
            guard let workload = LayoutWorkload.make(name) else { throw LayoutBenchError.unknownWorkload(name) }
            let timed = try Self.measure(workload, yoga: library, blocks: blocks, blockTime: .milliseconds(blockMs))
            for (index, block) in timed.enumerated() {
                csv += "\(name),\(index),\(block.ours),\(block.yoga)\n"
            }
            let ratios = timed.map { $0.ours / $0.yoga }
            print("{\"workload\": \"\(name)\", \"elements\": \(workload.elementCount), \"blocks\": \(blocks), "
                  + "\"median_ms\": \(Self.format(BenchSteps.median(timed.map(\.ours)))), "
                  + "\"yoga_median_ms\": \(Self.format(BenchSteps.median(timed.map(\.yoga)))), "
                  + "\"ratio_p10\": \(Self.format(Self.percentile(ratios, 0.1))), "
                  + "\"ratio_median\": \(Self.format(Self.percentile(ratios, 0.5))), "
                  + "\"ratio_p90\": \(Self.format(Self.percentile(ratios, 0.9)))}")
        }
        if let series { try Self.write(csv, toSeries: series) }
    }

    private static func write(_ text: String, toSeries path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw LayoutBenchError.cannotWriteSeries(path, (error as NSError).localizedDescription)
        }
    }

    /// Checks that both engines lay every element of the tree out alike, then times `blocks`
    /// blocks; returns each block's medians (ms), in run order.
    static func measure(_ workload: LayoutWorkload, yoga library: YogaLibrary, blocks: Int,
                        blockTime: Duration) throws -> [(ours: Double, yoga: Double)] {
        let context = LayoutContext(scale: 1, textMeasurer: NoTextMeasurer())
        let root = workload.root
        let range = workload.range
        let layout = root.layoutThatFits(range, in: context)
        guard layout.size == workload.expectedSize else {
            throw LayoutBenchError.wrongLayout(workload.name, expected: workload.expectedSize, actual: layout.size)
        }
        let tree = try YogaTree(workload, yoga: library)
        tree.forcedLayout()
        if let difference = tree.difference(from: layout) {
            throw LayoutBenchError.differentLayout(workload.name, difference)
        }
        // A library that keeps its layouts when the scale changes (Yoga 1 does) would be timed
        // answering from its cache: a forced layout must take far longer than a repeated one.
        let cached = BenchSteps.blockMedian(for: .milliseconds(5), minimumRuns: 5, tree.cachedLayout)
        let forced = BenchSteps.blockMedian(for: .milliseconds(5), minimumRuns: 5, tree.forcedLayout)
        guard forced > 10 * cached else {
            throw LayoutBenchError.peerNotForced(workload.name, forced: forced, cached: cached)
        }
        func ours() {
            context.beginPass()
            let layout = root.layoutThatFits(range, in: context)
            withExtendedLifetime(layout) {}
        }
        // Both engines run untimed for a while first: a new process is often slow at the start.
        let clock = ContinuousClock()
        let warm = clock.now.advanced(by: .milliseconds(300))
        while clock.now < warm {
            ours()
            tree.forcedLayout()
        }
        let runs = Self.minimumRuns
        var timed: [(ours: Double, yoga: Double)] = []
        for block in 0..<blocks {
            if block % 2 == 0 {
                let o = BenchSteps.blockMedian(for: blockTime, minimumRuns: runs, ours)
                timed.append((o, BenchSteps.blockMedian(for: blockTime, minimumRuns: runs, tree.forcedLayout)))
            } else {
                let y = BenchSteps.blockMedian(for: blockTime, minimumRuns: runs, tree.forcedLayout)
                timed.append((BenchSteps.blockMedian(for: blockTime, minimumRuns: runs, ours), y))
            }
        }
        return timed
    }

    /// The fewest timed runs of each engine in a block, so that each half's median is of several
    /// runs even where one run outlasts `--block-ms` (Yoga's feed, wide and grid).
    static let minimumRuns = 3

    /// The value at fraction `p` (0…1) of `values` (not empty) sorted: the one at index
    /// round((count − 1) · p), as `layout_peers.py` takes its percentiles.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[Int((Double(sorted.count - 1) * p).rounded())]
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
