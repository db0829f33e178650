import ArgumentParser
import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutLabKit
import LayoutRender
import Synchronization

/// The `render` benchmark suite: a 375×667 pt card at scale 2 (`BenchRenderCard`), rendered with
/// 1 and 2 workers, each worker on its own thread with its own `TextEngine` and `NodeRenderer`.
///
///     layoutlab-bench render [--count N] [--runs N] [--stage NAME] [--workers N]
///
/// Prints one JSON line per stage and worker count, then one line per target of the renderer:
/// - `render`: `NodeRenderer.render` of a laid-out card, to a bitmap;
/// - `render+png`: the same, then `PNGCodec.encode`;
/// - `fixture+png`: the whole fixture: build the nodes, lay out (text measured by Pango), render,
///   encode.
/// `median_ms` is the median time of one fixture on one worker (`--runs` samples, default 200);
/// `fixtures_per_s` is the throughput over `--count` fixtures (default 1000) shared by the
/// workers, with `cpu_seconds` the process CPU time they used (on a machine shared with other
/// work, `cpu_seconds ÷ workers` is what the run would take on idle cores). Every render is
/// checked against the first, byte for byte.
struct RenderBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Times rendering a 375×667 pt card at scale 2 on 1 and 2 workers.")

    @Option(help: "Fixtures shared by the workers for the throughput.", transform: BenchSteps.positiveCount)
    var count = 1000
    @Option(help: "Timed runs for the median of one fixture.", transform: BenchSteps.positiveCount)
    var runs = 200
    @Option(help: "One stage: \(RenderBenchStage.allCases.map(\.rawValue).joined(separator: ", ")) (default all).")
    var stage: RenderBenchStage?
    @Option(help: "One worker count (default 1 and 2).", transform: BenchSteps.positiveCount)
    var workers: Int?

    func run() throws {
        let stages = stage.map { [$0] } ?? RenderBenchStage.allCases
        let workerCounts = workers.map { [$0] } ?? [1, 2]
        let loaded = FixtureLoader.load(text: BenchRenderCard.yaml, file: "bench-card.yaml")
        guard loaded.errors.isEmpty, let document = loaded.fixtures.first else {
            throw RenderBenchError("the benchmark card does not load: \(loaded.errors.map(\.description))")
        }
        let reference = try RenderBenchWorker(document).renderFixture()
        var results: [String: RenderBenchResult] = [:]
        for stage in stages {
            let median = try Self.medianMilliseconds(stage, document: document, runs: runs, reference: reference)
            for workers in workerCounts {
                let (seconds, cpu) = try Self.throughput(stage, document: document, workers: workers, count: count,
                                                    reference: reference)
                let result = RenderBenchResult(stage: stage, workers: workers, count: count, seconds: seconds,
                                               cpuSeconds: cpu, medianMs: median)
                results["\(stage.rawValue)/\(workers)"] = result
                print(result.json(width: reference.width, height: reference.height))
            }
        }
        if let render = results["render/1"] {
            Self.printTarget("one card render under 2 ms", measured: render.medianMs, unit: "ms", limit: 2)
        }
        for (key, what) in [("render+png/2", "cards rendered and PNG-encoded"),
                            ("fixture+png/2", "card fixtures built, laid out, rendered and PNG-encoded")] {
            guard let result = results[key] else { continue }
            let perThousand = result.seconds * 1000 / Double(count)
            Self.printTarget("1000 \(what) under 3 s on 2 workers", measured: perThousand, unit: "s", limit: 3)
            let idle = result.cpuSeconds / 2 * 1000 / Double(count)
            Self.printTarget("1000 \(what) under 3 s on 2 workers, from CPU time (idle cores)", measured: idle, unit: "s", limit: 3)
        }
    }

    /// The median time of one `stage` on one worker, after a few warm-up runs.
    private static func medianMilliseconds(_ stage: RenderBenchStage, document: FixtureDocument, runs: Int,
                                           reference: Bitmap) throws -> Double {
        let worker = try RenderBenchWorker(document)
        for _ in 0..<5 { _ = try worker.run(stage) }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let image = try worker.run(stage)
            samples.append(milliseconds(start.duration(to: clock.now)))
            guard image == reference else { throw RenderBenchError("a \(stage.rawValue) render differs from the first") }
        }
        samples.sort()
        return samples.count % 2 == 1 ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
    }

    /// Wall and CPU seconds for `workers` threads to run `stage` on `count` fixtures between them
    /// (after each worker set itself up and warmed up).
    private static func throughput(_ stage: RenderBenchStage, document: FixtureDocument, workers: Int, count: Int,
                                   reference: Bitmap) throws -> (wall: Double, cpu: Double) {
        let next = Atomic<Int>(0)
        let failures = Mutex<[String]>([])
        let ready = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                defer { done.signal() }
                var worker: RenderBenchWorker?
                do {
                    worker = try RenderBenchWorker(document)
                    _ = try worker?.run(stage)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
                ready.signal()
                go.wait()
                guard let worker else { return }
                var last: Bitmap?
                do {
                    while next.add(1, ordering: .relaxed).oldValue < count { last = try worker.run(stage) }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
                if let last, last != reference {
                    failures.withLock { $0.append("a \(stage.rawValue) render on a worker differs from the first") }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for _ in 0..<workers { ready.wait() }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = processCPUSeconds()
        for _ in 0..<workers { go.signal() }
        for _ in 0..<workers { done.wait() }
        let seconds = milliseconds(start.duration(to: clock.now)) / 1000
        let cpu = processCPUSeconds() - cpuStart
        if let failure = failures.withLock({ $0.first }) { throw RenderBenchError(failure) }
        return (seconds, cpu)
    }

    /// CPU time of the whole process (all threads), in seconds.
    private static func processCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func printTarget(_ name: String, measured: Double, unit: String, limit: Double) {
        let value = (measured * 1000).rounded() / 1000
        print("{\"target\": \"\(name)\", \"measured_\(unit)\": \(value), \"limit_\(unit)\": \(limit), \"met\": \(measured < limit)}")
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }
}

/// What one timed unit of the benchmark does.
enum RenderBenchStage: String, CaseIterable, ExpressibleByArgument {
    /// Render a laid-out card.
    case render
    /// Render, then encode as PNG.
    case renderPNG = "render+png"
    /// Build, lay out, render and encode.
    case fixturePNG = "fixture+png"
}

/// One worker's state: its text engine and renderer, and the card laid out once.
final class RenderBenchWorker {
    let document: FixtureDocument
    let renderer: NodeRenderer
    let tree: LayoutTree

    init(_ document: FixtureDocument) throws {
        self.document = document
        renderer = NodeRenderer(textEngine: try TextEngine())
        tree = try FixtureLayout.compute(document, textMeasurer: renderer.textEngine).tree
    }

    /// Runs one unit of `stage`; returns the rendered pixels.
    func run(_ stage: RenderBenchStage) throws -> Bitmap {
        switch stage {
        case .render:
            return try renderer.render(tree, scale: document.scale, background: document.background).image
        case .renderPNG:
            let image = try renderer.render(tree, scale: document.scale, background: document.background).image
            let png = try PNGCodec.encode(image)
            guard !png.isEmpty else { throw RenderBenchError("empty PNG") }
            return image
        case .fixturePNG:
            let image = try renderFixture()
            let png = try PNGCodec.encode(image)
            guard !png.isEmpty else { throw RenderBenchError("empty PNG") }
            return image
        }
    }

    /// Builds and lays out the fixture afresh and renders it.
    func renderFixture() throws -> Bitmap {
        let fresh = try FixtureLayout.compute(document, textMeasurer: renderer.textEngine).tree
        return try renderer.render(fresh, scale: document.scale, background: document.background).image
    }
}

/// One stage's figures.
struct RenderBenchResult {
    var stage: RenderBenchStage
    var workers: Int
    var count: Int
    var seconds: Double
    var cpuSeconds: Double
    var medianMs: Double

    func json(width: Int, height: Int) -> String {
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return "{\"stage\": \"\(stage.rawValue)\", \"workers\": \(workers), \"pixels\": \"\(width)x\(height)\", "
            + "\"fixtures\": \(count), \"seconds\": \(r(seconds)), \"fixtures_per_s\": \(r(Double(count) / seconds)), "
            + "\"cpu_seconds\": \(r(cpuSeconds)), \"median_ms\": \(r(medianMs))}"
    }
}

/// A benchmark failure or usage error.
struct RenderBenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
