import ArgumentParser

// layoutlab's benchmarks. Build and run in release mode:
//   swift run -c release layoutlab-bench layout [--runs N] [--workload NAME] [--traced]
//   swift run -c release layoutlab-bench layout-paired --yoga LIBRARY [--python-library LIBRARY] [--workload NAME]
//   swift run -c release layoutlab-bench diff [--pairs DIR] [--runs N] [--min-time SECONDS] [--sizes WxH,...]
//   swift run -c release layoutlab-bench render [--count N] [--runs N] [--stage NAME] [--workers N]
//   swift run -c release layoutlab-bench failing BASELINE.png ACTUAL.png [--runs N]
//   swift run -c release layoutlab-bench load FILE... [--runs N]
//   swift run -c release layoutlab-bench screen [--rows N] [--runs N]
// Each prints one JSON line per workload on standard output.

/// The `layoutlab-bench` command: one subcommand per suite.
struct LayoutLabBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab-bench",
        abstract: "layoutlab's benchmarks: each suite prints one JSON line per workload.",
        subcommands: [LayoutBenchmarks.self, PairedLayoutBenchmarks.self, DiffBenchmarks.self, RenderBenchmarks.self, FailingBenchmarks.self,
                      LoadBenchmarks.self, ScreenBenchmarks.self])
}

LayoutLabBench.main()
