import ArgumentParser
import Foundation
import LayoutBitmap
import LayoutRender
import PixelDiff

/// The `diff` benchmark suite: times `PixelDiff.compare` on decoded images (the comparison, its
/// counts and its changed regions; no decoding, no diff image) and prints one JSON line per pair:
/// `{"size": "3840x2160", "pair": "small", "median_ms": 1.9, "diffPixels": 2187, ...}`.
///
///     layoutlab-bench diff [--pairs DIR] [--runs N] [--min-time SECONDS] [--sizes WxH,...]
///
/// Without `--pairs`, synthetic screens at 1280×800, 2560×1600 and 3840×2160 are compared:
/// `identical` (two buffers, same pixels), `small` (some text lines moved by a pixel, an avatar
/// rim grown by half a pixel, a dot recoloured) and `heavy` (a light screen against a dark one).
/// With `--pairs DIR`, every `NAME.a.png` with a `NAME.b.png` beside it is timed instead.
struct DiffBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Times PixelDiff.compare on decoded images.")

    @Option(name: .customLong("pairs"), help: "A folder of NAME.a.png and NAME.b.png pairs to time instead of the synthetic screens.")
    var pairsFolder: String?
    @Option(help: "Exactly this many timed runs per pair (default: at least 5 and at most 500, for at least --min-time).",
            transform: BenchSteps.positiveCount)
    var runs: Int?
    @Option(name: .customLong("min-time"), help: "Seconds to keep timing each pair (default 1).", transform: DiffBenchmarks.seconds)
    var minTime: Duration?
    @Option(help: "Sizes of the synthetic screens, WxH,... (default 1280x800,2560x1600,3840x2160).", transform: DiffBenchmarks.sizes)
    var sizes: [BenchSize] = [BenchSize(width: 1280, height: 800), BenchSize(width: 2560, height: 1600),
                              BenchSize(width: 3840, height: 2160)]

    func run() throws {
        let options = BenchOptions(runs: runs, minTime: minTime)
        if let folder = pairsFolder {
            for (name, a, b) in try Self.pairs(in: folder) { Self.time(a, b, pair: name, options: options) }
            return
        }
        for size in sizes {
            let base = BenchScreen(width: size.width, height: size.height, seed: 1).render()
            let pairs: [(String, () -> Bitmap)] = [
                ("identical", { BenchScreen(width: size.width, height: size.height, seed: 1).render() }),
                ("small", { BenchScreen(width: size.width, height: size.height, seed: 1, perturbed: true).render() }),
                ("heavy", { BenchScreen(width: size.width, height: size.height, seed: 2, dark: true).render() }),
            ]
            for (name, make) in pairs { Self.time(base, make(), pair: name, options: options) }
        }
    }

    /// Times the comparison and prints its JSON line.
    private static func time(_ a: Bitmap, _ b: Bitmap, pair: String, options: BenchOptions) {
        let first = PixelDiff.compare(a, b)   // warm-up, and the answer every run must repeat
        var samples: [Double] = []
        var cpu: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < options.maxRuns
                && (samples.count < options.minRuns || start.duration(to: clock.now) < options.minTime) {
            let c0 = processCPUTime()
            let t0 = clock.now
            let result = PixelDiff.compare(a, b)
            samples.append(milliseconds(t0.duration(to: clock.now)))
            cpu.append(processCPUTime() - c0)
            if result != first {
                FileHandle.standardError.write(Data("non-deterministic result for \(pair)\n".utf8))
                Foundation.exit(1)
            }
        }
        let cpuPerWall = cpu.reduce(0, +) / samples.reduce(0, +)
        samples.sort()
        func quantile(_ q: Double) -> Double { samples[min(samples.count - 1, Int(q * Double(samples.count - 1) + 0.5))] }
        let median = samples.count % 2 == 1 ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        cpu.sort()
        print("{\"size\": \"\(a.width)x\(a.height)\", \"pair\": \"\(pair)\", \"median_ms\": \(rounded(median)), "
              + "\"diffPixels\": \(first.diffPixels), \"aaPixels\": \(first.aaPixels), \"regions\": \(first.regions.count), "
              + "\"p10_ms\": \(rounded(quantile(0.1))), \"p90_ms\": \(rounded(quantile(0.9))), \"runs\": \(samples.count), "
              + "\"cpu_ms\": \(rounded(cpu[cpu.count / 2])), \"cpu_per_wall\": \((cpuPerWall * 100).rounded() / 100)}")
    }

    /// `NAME.a.png` / `NAME.b.png` pairs in a folder, sorted by name, decoded.
    private static func pairs(in folder: String) throws -> [(String, Bitmap, Bitmap)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".a.png") }
            .map { String($0.dropLast(".a.png".count)) }
            .filter { FileManager.default.fileExists(atPath: "\(folder)/\($0).b.png") }
            .sorted()
        if names.isEmpty { throw BenchError("no NAME.a.png + NAME.b.png pairs in \(folder)") }
        return try names.map { name in
            (name, try PNGCodec.read(path: "\(folder)/\(name).a.png"), try PNGCodec.read(path: "\(folder)/\(name).b.png"))
        }
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }

    /// CPU time of the whole process (all threads), in milliseconds.
    private static func processCPUTime() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }

    private static func rounded(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }
}

extension DiffBenchmarks {
    /// `--min-time`'s value: seconds, whole or not, zero or more.
    static func seconds(_ value: String) throws -> Duration {
        guard let s = Double(value), s >= 0 else { throw ValidationError("--min-time needs seconds") }
        return .milliseconds(Int(s * 1000))
    }

    /// `--sizes`'s value: `WxH` sizes separated by commas.
    static func sizes(_ value: String) throws -> [BenchSize] {
        try value.split(separator: ",").map { item in
            let parts = item.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw ValidationError("bad size \(item)") }
            return BenchSize(width: parts[0], height: parts[1])
        }
    }
}

/// A synthetic screen's size in pixels.
struct BenchSize {
    var width: Int
    var height: Int
}

/// How long the diff suite times each pair: `--runs N` exactly N runs; otherwise at least 5 and at
/// most 500, for at least `--min-time` (1 s by default).
private struct BenchOptions {
    var minRuns = 5
    var maxRuns = 500
    var minTime = Duration.seconds(1)

    init(runs: Int?, minTime: Duration?) {
        if let minTime { self.minTime = minTime }
        if let runs { minRuns = runs; maxRuns = runs; self.minTime = .zero }
    }
}

/// A benchmark usage error.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
