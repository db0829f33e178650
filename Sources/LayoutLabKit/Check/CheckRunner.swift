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
    ///
    /// The runner holds the fixtures from here on and lets each go once it is checked: a caller
    /// that hands over its only copy (`run(consume fixtures)`) keeps no fixture's description in
    /// memory longer than its check.
    public func run(_ fixtures: consuming [CheckFixture],
                    progress: @escaping @Sendable (_ outcome: FixtureOutcome, _ done: Int) -> Void = { _, _ in }) -> [FixtureOutcome] {
        guard !fixtures.isEmpty else { return [] }
        // What an outcome needs of a fixture no worker reached.
        let heads = fixtures.map { Head(name: $0.name, sourceFile: $0.sourceFile, location: $0.location) }
        let workers = max(1, min(settings.jobs, heads.count))
        let state = RunState(consume fixtures)
        let finished = DispatchGroup()
        let settings = self.settings
        var started = 0
        let share = WorkerThread.stackSize(requested: CheckRunner.workerStackSize, threads: workers + 1)
        for _ in 0..<workers {
            finished.enter()
            let stack = WorkerThread.start(stackSize: share) { _ in
                defer { finished.leave() }
                CheckRunner.work(settings: settings, state: state, progress: progress)
            }
            guard stack != nil else {
                // No more threads to be had (address-space or thread limits): fewer workers.
                finished.leave()
                break
            }
            started += 1
        }
        if started == 0 {
            DeepStack.run { CheckRunner.work(settings: settings, state: state, progress: progress) }
        }
        finished.wait()
        let results = state.results.withLock { $0 }
        return heads.indices.map { i in
            let reason = CheckInterruption.signal.map(CheckInterruption.notCheckedMessage)
                ?? "not checked: its worker stopped before reaching it"
            var outcome = results[i] ?? FixtureOutcome(name: heads[i].name, status: .error, message: reason,
                                                       sourceFile: heads[i].sourceFile,
                                                       approveCommand: "")
            outcome.location = heads[i].location
            return outcome
        }
    }

    /// A fixture's name, file and place, kept for its outcome.
    private struct Head {
        var name: String
        var sourceFile: String?
        var location: FixtureLocation?
    }

    /// One worker: takes the next unclaimed fixture until none is left.
    private static func work(settings: CheckSettings, state: RunState, progress: @Sendable (FixtureOutcome, Int) -> Void) {
        let checker: FixtureChecker
        do {
            checker = try FixtureChecker(settings: settings)
        } catch {
            // No text engine on this thread: every fixture it claims ends as an error, so none is lost.
            let reason = "the worker could not start its text engine: \(CheckMessage.describe(error))"
            while let (i, fixture) = state.claim() {
                let outcome = FixtureOutcome(name: fixture.name, status: .error, message: reason,
                                             sourceFile: fixture.sourceFile,
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
        while let (i, fixture) = state.claim() {
            let outcome: FixtureOutcome
            if let client, let isolation = settings.isolation, case .swift(let swift) = fixture.source {
                outcome = CheckWorker.check(fixture, swift: swift, client: client, isolation: isolation,
                                            verified: settings.verifiedBaselines)
                lastInWorker = i
            } else {
                outcome = checker.check(fixture)
            }
            let done = state.store(outcome, at: i)
            state.reporting.withLock { _ in progress(outcome, done) }
        }
    }
}

/// The shared state of one run: the fixtures not yet claimed, the next one to claim and the
/// outcomes so far.
private final class RunState: Sendable {
    let next = Atomic<Int>(0)
    let count: Int
    /// The fixtures; each slot is emptied when its fixture is claimed.
    private let fixtures: Mutex<[CheckFixture?]>
    let results: Mutex<[FixtureOutcome?]>
    let done = Atomic<Int>(0)
    /// Serialises progress callbacks.
    let reporting = Mutex<Void>(())

    init(_ fixtures: consuming [CheckFixture]) {
        count = fixtures.count
        results = Mutex([FixtureOutcome?](repeating: nil, count: count))
        self.fixtures = Mutex(fixtures.map { $0 })
    }

    /// The index of the next fixture to check and the fixture, which the run holds no longer; nil
    /// when all are taken or the run was interrupted (`CheckInterruption`).
    func claim() -> (Int, CheckFixture)? {
        guard CheckInterruption.signal == nil else { return nil }
        let i = next.add(1, ordering: .relaxed).oldValue
        guard i < count else { return nil }
        return fixtures.withLock { slots in
            defer { slots[i] = nil }
            return (i, slots[i]!)
        }
    }

    /// Stores an outcome; returns how many are done.
    func store(_ outcome: FixtureOutcome, at index: Int) -> Int {
        results.withLock { $0[index] = outcome }
        return done.add(1, ordering: .relaxed).newValue
    }
}
