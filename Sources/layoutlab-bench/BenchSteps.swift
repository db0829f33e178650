import ArgumentParser

/// What the suites share: reading a count option and timing a step.
enum BenchSteps {
    /// A count option's value (`--runs`, `--count`, `--rows`, `--workers`): a positive whole number.
    static func positiveCount(_ value: String) throws -> Int {
        guard let n = Int(value), n > 0 else { throw ValidationError("needs a positive number, not \(value)") }
        return n
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
