/// What the step-timing suites (`failing`, `load`) share: their arguments and their timing.
enum BenchSteps {
    /// The file arguments and `--runs N` (`defaultRuns` when absent) of a suite's arguments.
    static func filesAndRuns(_ arguments: [String], defaultRuns: Int) throws -> (files: [String], runs: Int) {
        var files: [String] = []
        var runs = defaultRuns
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--runs" {
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw BenchError("--runs expects a count") }
                runs = value
            } else {
                files.append(argument)
            }
        }
        return (files, runs)
    }

    /// The median milliseconds of `runs` timed calls of `body`, after one untimed call, rounded
    /// to the microsecond.
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            try body()
            let d = start.duration(to: clock.now)
            samples.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
        }
        samples.sort()
        return (samples[samples.count / 2] * 1000).rounded() / 1000
    }
}
