import Foundation
import LayoutFixtures

/// The `load` benchmark suite: times reading fixture files into fixture models (the step a check
/// takes for every file before it lays anything out) and prints one JSON line per step with the
/// median milliseconds for all the files given:
/// `{"step": "load text", "files": 1000, "bytes": 6805000, "median_ms": 310.2, "runs": 5}`.
///
///     layoutlab-bench load FILE... [--runs N]
///
/// Steps: loading each file's text already in memory (parsing and reading), and loading each file
/// from disk (its size checked, read, decoded, parsed, read and its digest taken).
enum LoadBenchmarks {
    static func run(_ arguments: [String]) throws {
        var files: [String] = []
        var runs = 5
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--runs" {
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw BenchError("--runs expects a count") }
                runs = value
            } else {
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw BenchError("expects fixture files") }
        let texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        let loaded = zip(texts, files).map { FixtureLoader.load(text: $0, file: $1) }
        let errors = loaded.reduce(0) { $0 + $1.errors.count }
        guard errors == 0 else { throw BenchError("\(errors) errors in the files given: \(loaded.flatMap(\.errors).first!)") }
        let steps: [(String, () -> Int)] = [
            ("load text", { zip(texts, files).reduce(0) { $0 + FixtureLoader.load(text: $1.0, file: $1.1).fixtures.count } }),
            ("load file", { files.reduce(0) { $0 + FixtureLoader.load(file: $1).fixtures.count } }),
        ]
        for (step, body) in steps {
            _ = body()
            var samples: [Double] = []
            let clock = ContinuousClock()
            for _ in 0..<runs {
                let start = clock.now
                let count = body()
                let d = start.duration(to: clock.now)
                precondition(count > 0)
                samples.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
            }
            samples.sort()
            let median = (samples[samples.count / 2] * 1000).rounded() / 1000
            print("{\"step\": \"\(step)\", \"files\": \(files.count), \"bytes\": \(bytes), \"median_ms\": \(median), \"runs\": \(runs)}")
        }
    }
}
