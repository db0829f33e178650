import Synchronization

/// The terminal lines of refused requests and connections, at most one a second: a refusal within
/// a second of the last line printed is counted instead, and the count is told by the next line
/// printed (`…; and 41 more refused`) or by `flush()` once the second is over. A flood of bad
/// requests cannot flood the terminal.
final class RefusalNotes: Sendable {
    private struct State {
        var lastPrinted: ContinuousClock.Instant?
        var suppressed = 0
    }

    private let interval: Duration
    private let print: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// Notes that print through `print`, one line per `interval` at most.
    init(interval: Duration = .seconds(1), print: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.print = print
    }

    /// Prints `line` now, or counts it when a line was printed less than `interval` ago.
    func note(_ line: String) {
        let now = ContinuousClock.now
        let printed: String? = state.withLock { state in
            if let last = state.lastPrinted, now - last < interval {
                state.suppressed += 1
                return nil
            }
            defer { state.lastPrinted = now; state.suppressed = 0 }
            return state.suppressed > 0 ? "\(line); and \(state.suppressed) more refused in the last \(seconds(now, state))" : line
        }
        if let printed { print(printed) }
    }

    /// Prints the count of refusals not printed yet, once `interval` has passed since the last line.
    func flush() {
        let now = ContinuousClock.now
        let printed: String? = state.withLock { state in
            guard state.suppressed > 0, let last = state.lastPrinted, now - last >= interval else { return nil }
            defer { state.lastPrinted = now; state.suppressed = 0 }
            return "review: \(state.suppressed) more refused in the last \(seconds(now, state))"
        }
        if let printed { print(printed) }
    }

    private func seconds(_ now: ContinuousClock.Instant, _ state: State) -> String {
        guard let last = state.lastPrinted else { return "second" }
        let whole = Int((now - last).components.seconds)
        return whole <= 1 ? "second" : "\(whole) seconds"
    }
}
