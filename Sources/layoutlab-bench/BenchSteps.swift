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
            samples.append(milliseconds(start.duration(to: clock.now)))
        }
        samples.sort()
        return (samples[samples.count / 2] * 1000).rounded() / 1000
    }

    /// The median milliseconds of the timed calls of `body` made for `duration`, and at least
    /// `minimumRuns` of them, after one untimed call; unrounded.
    static func blockMedian(for duration: Duration, minimumRuns: Int = 1, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: duration)
        repeat {
            let start = clock.now
            body()
            samples.append(milliseconds(start.duration(to: clock.now)))
        } while clock.now < end || samples.count < minimumRuns
        return median(samples)
    }

    /// The median of `values` (not empty): the mean of the middle two for an even count.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }
}
