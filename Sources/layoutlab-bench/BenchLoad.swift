import ArgumentParser
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
struct LoadBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load", abstract: "Times reading fixture files into fixture models.")

    @Argument(help: "The fixture files.")
    var files: [String] = []
    @Option(help: "Timed runs per step.", transform: BenchSteps.positiveCount)
    var runs = 5

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("expects fixture files") }
    }

    func run() throws {
        let texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        let loaded = zip(texts, files).map { FixtureLoader.load(text: $0, file: $1) }
        let errors = loaded.reduce(0) { $0 + $1.errors.count }
        guard errors == 0 else { throw BenchError("\(errors) errors in the files given: \(loaded.flatMap(\.errors).first!)") }
        let expected = loaded.reduce(0) { $0 + $1.fixtures.count }
        let steps: [(String, () -> Int)] = [
            ("load text", { zip(texts, files).reduce(0) { $0 + FixtureLoader.load(text: $1.0, file: $1.1).fixtures.count } }),
            ("load file", { files.reduce(0) { $0 + FixtureLoader.load(file: $1).fixtures.count } }),
        ]
        for (step, body) in steps {
            let median = try BenchSteps.medianMilliseconds(runs: runs) {
                let count = body()
                guard count == expected else { throw BenchError("\(step) gave \(count) fixtures, not \(expected)") }
            }
            print("{\"step\": \"\(step)\", \"files\": \(files.count), \"bytes\": \(bytes), \"median_ms\": \(median), \"runs\": \(runs)}")
        }
    }
}
