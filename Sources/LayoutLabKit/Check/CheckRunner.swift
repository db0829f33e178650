import LayoutSupport
import Foundation
import LayoutReport
import Synchronization

/// Checks fixtures on a fixed pool of worker threads, each with its own checker (text engine and
/// renderer), and returns the outcomes in the fixtures' order whatever the thread count.
public struct CheckRunner: Sendable {
    /// The run's settings.
    public let settings: CheckSettings

    /// Stack size of each worker: deep trees recurse deeply in reading, layout and rendering.
    public static let workerStackSize = DeepStack.size

    /// Creates a runner.
    public init(settings: CheckSettings) {
        self.settings = settings
    }

    /// Checks every fixture on `min(settings.jobs, fixtures.count)` threads (fewer when no more
    /// can start; on the calling thread when none can). `progress` is called
    /// (from worker threads, one call at a time) after each fixture with the outcome and how many
    /// are done. Every fixture gets an outcome: one a worker could not check is an `error`.
    public func run(_ fixtures: [CheckFixture],
                    progress: @escaping @Sendable (_ outcome: FixtureOutcome, _ done: Int) -> Void = { _, _ in }) -> [FixtureOutcome] {
        guard !fixtures.isEmpty else { return [] }
        let state = RunState(count: fixtures.count)
        let workers = max(1, min(settings.jobs, fixtures.count))
        let finished = DispatchGroup()
        let settings = self.settings
        var started = 0
        let share = WorkerThread.stackSize(requested: CheckRunner.workerStackSize, threads: workers + 1)
        for _ in 0..<workers {
            finished.enter()
            let stack = WorkerThread.start(stackSize: share) { _ in
                defer { finished.leave() }
                CheckRunner.work(fixtures, settings: settings, state: state, progress: progress)
            }
            guard stack != nil else {
                // No more threads to be had (address-space or thread limits): fewer workers.
                finished.leave()
                break
            }
            started += 1
        }
        if started == 0 {
            DeepStack.run { CheckRunner.work(fixtures, settings: settings, state: state, progress: progress) }
        }
        finished.wait()
        let results = state.results.withLock { $0 }
        return fixtures.indices.map { i in
            let reason = CheckInterruption.signal.map(CheckInterruption.notCheckedMessage)
                ?? "not checked: its worker stopped before reaching it"
            var outcome = results[i] ?? FixtureOutcome(name: fixtures[i].name, status: .error, message: reason,
                                                       sourceFile: fixtures[i].sourceFile,
                                                       approveCommand: "")
            outcome.location = fixtures[i].location
            return outcome
        }
    }

    /// One worker: takes the next unclaimed fixture until none is left.
    private static func work(_ fixtures: [CheckFixture], settings: CheckSettings, state: RunState,
                             progress: @Sendable (FixtureOutcome, Int) -> Void) {
        let checker: FixtureChecker
        do {
            checker = try FixtureChecker(settings: settings)
        } catch {
            // No text engine on this thread: every fixture it claims ends as an error, so none is lost.
            let reason = "the worker could not start its text engine: \(CheckMessage.describe(error))"
            while let i = state.claim() {
                let outcome = FixtureOutcome(name: fixtures[i].name, status: .error, message: reason,
                                             sourceFile: fixtures[i].sourceFile,
                                             approveCommand: "")
                let done = state.store(outcome, at: i)
                state.reporting.withLock { _ in progress(outcome, done) }
            }
            return
        }
        let client = settings.isolation.map(FixtureWorkerClient.init)
        var lastInWorker: Int?
        defer {
            // Code the last fixture left running ended the worker after its answer: that fixture's error.
            if let failure = client?.close(), let i = lastInWorker {
                state.results.withLock { results in
                    results[i]?.status = .error
                    results[i]?.message = "after the fixture was checked, " + failure
                    results[i]?.approveCommand = ""
                }
            }
        }
        while let i = state.claim() {
            let outcome: FixtureOutcome
            if let client, let isolation = settings.isolation, case .swift(let swift) = fixtures[i].source {
                outcome = CheckWorker.check(fixtures[i], swift: swift, client: client, isolation: isolation,
                                            verified: settings.verifiedBaselines)
                lastInWorker = i
            } else {
                outcome = checker.check(fixtures[i])
            }
            let done = state.store(outcome, at: i)
            state.reporting.withLock { _ in progress(outcome, done) }
        }
    }
}

/// The shared state of one run: the next fixture to claim and the outcomes so far.
private final class RunState: Sendable {
    let next = Atomic<Int>(0)
    let count: Int
    let results: Mutex<[FixtureOutcome?]>
    let done = Atomic<Int>(0)
    /// Serialises progress callbacks.
    let reporting = Mutex<Void>(())

    init(count: Int) {
        self.count = count
        results = Mutex([FixtureOutcome?](repeating: nil, count: count))
    }

    /// The index of the next fixture to check, or nil when all are taken or the run was
    /// interrupted (`CheckInterruption`).
    func claim() -> Int? {
        guard CheckInterruption.signal == nil else { return nil }
        let i = next.add(1, ordering: .relaxed).oldValue
        return i < count ? i : nil
    }

    /// Stores an outcome; returns how many are done.
    func store(_ outcome: FixtureOutcome, at index: Int) -> Int {
        results.withLock { $0[index] = outcome }
        return done.add(1, ordering: .relaxed).newValue
    }
}
