import Foundation

/// A request to a fixture worker: the fixture to work on.
struct WorkerRequest: Codable {
    var fixture: String
}

/// A fixture worker's answer: what its verb produced for the fixture, or the error that ended it.
struct WorkerAnswer: Codable {
    var payload: String?
    var error: String?
}

/// The running side's end of one fixture worker at a time: sends a fixture, waits for its answer
/// within the fixture's time limit, and starts a new worker after one ended. Used from one thread.
public final class FixtureWorkerClient: @unchecked Sendable {
    private let isolation: FixtureIsolation
    private var worker: WorkerProcess?

    /// Creates a client; its first fixture starts the worker.
    public init(isolation: FixtureIsolation) {
        self.isolation = isolation
    }

    deinit { close() }

    /// Runs the worker's verb on fixture `name` with `limit` to finish it. Throws the fixture's
    /// error: the worker's own (the verb threw), or how the worker ended (a crash, an exit, the
    /// time limit).
    public func perform(_ name: String, limit: Duration? = nil) throws -> String {
        let limit = limit ?? isolation.timeLimit
        if worker == nil {
            let started: WorkerProcess
            do { started = try WorkerProcess(isolation: isolation) } catch {
                throw FixtureWorkerError(description: error.description, workerEnded: true)
            }
            // The fixture's clock starts when the worker is ready, not while it loads.
            switch started.receive(until: ContinuousClock.now + FixtureIsolation.startAllowance) {
            case .line:
                worker = started
            case .ended:
                throw stop(started, kind: nil, kill: false)
            case .timedOut:
                throw stop(started, kind: .notStarted("its worker process did not start within "
                                                        + "\(FixtureIsolation.startAllowance.spoken)"), kill: true)
            case .interrupted(let signal):
                throw stop(started, kind: .interrupted(signal), kill: true)
            }
        }
        guard let worker else { throw FixtureWorkerError(description: "no worker process", workerEnded: true) }
        let request = (try? JSONEncoder().encode(WorkerRequest(fixture: name))).map(Array.init) ?? []
        let deadline = ContinuousClock.now + limit
        let sent = worker.send(request)
        let answer: WorkerProcess.Answer = sent ? worker.receive(until: deadline) : .ended
        switch answer {
        case .line(let line):
            guard let decoded = try? JSONDecoder().decode(WorkerAnswer.self, from: Data(line)) else {
                throw stop(worker, kind: .garbled, kill: true)
            }
            if let error = decoded.error { throw FixtureWorkerError(description: error, workerEnded: false) }
            return decoded.payload ?? ""
        case .ended:
            throw stop(worker, kind: nil, kill: false)
        case .timedOut:
            throw stop(worker, kind: .timedOut(limit), kill: true)
        case .interrupted(let signal):
            throw stop(worker, kind: .interrupted(signal), kill: true)
        }
    }

    /// Ends the worker after its last fixture. Returns how it ended when that was not by itself
    /// with status 0: code a fixture left running (a background queue, a `deinit`) crashed or
    /// exited it after the fixture was answered.
    @discardableResult
    public func close() -> String? {
        guard let worker else { return nil }
        self.worker = nil
        let ended = worker.finish(kill: false)
        guard ended.status != 0 else { return nil }
        return WorkerFailure(kind: .ended(status: ended.status), output: ended.output).description
    }

    private func stop(_ worker: WorkerProcess, kind: WorkerFailure.Kind?, kill: Bool) -> FixtureWorkerError {
        let ended = worker.finish(kill: kill)
        self.worker = nil
        let failure = WorkerFailure(kind: kind ?? .ended(status: ended.status), output: ended.output)
        return FixtureWorkerError(description: failure.description, workerEnded: true)
    }
}

/// A fixture that its worker could not finish, or that failed in it.
public struct FixtureWorkerError: Error, CustomStringConvertible {
    /// Why, as the fixture's error message.
    public var description: String
    /// True when the worker ended (crashed, exited, was stopped at the time limit) rather than
    /// answering with the fixture's own error (whose message already names the fixture).
    public var workerEnded: Bool
}
