import Foundation

// layoutlab's benchmarks. Build and run in release mode:
//   swift run -c release layoutlab-bench layout [--runs N] [--workload NAME]
//   swift run -c release layoutlab-bench diff [--pairs DIR] [--runs N]
//   swift run -c release layoutlab-bench render [--count N]
//   swift run -c release layoutlab-bench failing BASELINE.png ACTUAL.png [--runs N]
//   swift run -c release layoutlab-bench load FILE... [--runs N]
//   swift run -c release layoutlab-bench screen [--rows N] [--runs N]
// Each prints one JSON line per workload on standard output.

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [String: ([String]) throws -> Void] = [
    "layout": LayoutBenchmarks.run,
    "diff": DiffBenchmarks.run,
    "render": RenderBenchmarks.run,
    "failing": FailingBenchmarks.run,
    "load": LoadBenchmarks.run,
    "screen": ScreenBenchmarks.run,
]
guard let name = arguments.first, let suite = suites[name] else {
    FileHandle.standardError.write(Data("usage: layoutlab-bench <\(suites.keys.sorted().joined(separator: "|"))> [options]\n".utf8))
    exit(2)
}
do {
    try suite(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("layoutlab-bench \(name): \(error)\n".utf8))
    exit(1)
}
