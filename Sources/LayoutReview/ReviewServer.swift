import Foundation
import LayoutLabKit
import LayoutReport
import LayoutSupport
import Synchronization

/// `layoutlab review`'s server: serves the report of a `ReviewSession` on one address (loopback
/// unless told otherwise), pushes each re-check to the open pages (Server-Sent Events at
/// `/events`), and approves and undoes from the page (`POST /approve`, `POST /undo`), each
/// accepted only with the session's token from the page's own origin.
///
/// Routes: `GET /` the page; `GET /state` the report's rows and version (JSON, with the token);
/// `GET /events` the updates; `GET /data/<index>.json` a fixture's details (JSON, with the
/// token); `/actual/…`, `/baseline/…`, `/diff/…`, `/overlays/…` the report's images;
/// `POST /approve` with `{"names": [...]}`; `POST /undo`. Every answer is for the page's own
/// origin only (`Cross-Origin-Resource-Policy`), and the page cannot be framed.
public final class ReviewServer: Sendable {
    /// The session served.
    public let session: ReviewSession
    /// The numeric address listened on (`127.0.0.1` by default).
    public let host: String
    /// The port listened on.
    public let port: Int
    /// How often the fixture files are polled.
    public let pollInterval: Duration
    let token: String
    let hub = EventHub()
    /// The page's index data (rows and token) of the last version asked for.
    let pageIndex = Mutex<(version: Int, json: String, token: String)?>(nil)
    let requestGuard: RequestGuard
    private let listener: ReviewListener
    let lines: @Sendable (String) -> Void
    /// The lines of refused requests and connections, at most one a second.
    let refusals: RefusalNotes

    /// Creates a server for `session` on `host`:`port` (0 picks a free port), listening at once;
    /// `lines` receives what the terminal shows (each re-check, approval and refusal). `host` is
    /// read as `--host` is (`ReviewAddress`): `localhost` is 127.0.0.1, a wildcard address is
    /// refused.
    public convenience init(session: ReviewSession, host: String = "127.0.0.1", port: UInt16 = 0,
                            pollInterval: Duration = .milliseconds(50), lines: @escaping @Sendable (String) -> Void) throws {
        try self.init(session: session, listener: ReviewListener(address: ReviewAddress(host), port: port),
                      pollInterval: pollInterval, lines: lines)
    }

    /// Creates a server for `session` on `listener`, bound before the session's first check.
    public init(session: ReviewSession, listener: ReviewListener, pollInterval: Duration = .milliseconds(50),
                lines: @escaping @Sendable (String) -> Void) {
        self.session = session
        self.listener = listener
        host = listener.address.numeric
        port = listener.port
        self.pollInterval = pollInterval
        self.lines = lines
        refusals = RefusalNotes(print: lines)
        token = ReviewServer.newToken()
        requestGuard = RequestGuard(token: token, host: listener.address.numeric, port: listener.port)
    }

    /// 32 random bytes as hex.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// The page's address.
    public var url: String { "http://\(listener.address.urlHost):\(port)/" }

    /// Serves until the task is cancelled: calls `ready` with the page's URL, serves the page and
    /// watches the fixture files.
    public func run(ready: @escaping @Sendable (String) -> Void) async throws {
        session.onUpdate = { [weak self] update in self?.publish(update.version, changed: update.changed) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let refusals = self.refusals
                try await self.listener.run(handler: { [self] request in await self.answer(request) },
                                            commonHeaders: ReviewServer.commonHeaders,
                                            note: { refusals.note("review: " + $0) })
            }
            ready(url)
            group.addTask { await self.watch() }
            try await group.next()
            group.cancelAll()
        }
        hub.finish()
    }

    /// The page's index data for `version` of `report`, made once per version.
    func index(version: Int, report: CheckReport) -> (json: String, token: String) {
        if let cached = pageIndex.withLock({ $0 }), cached.version == version { return (cached.json, cached.token) }
        let made = HTMLReportWriter.index(report)
        pageIndex.withLock { $0 = (version, made.json, made.token) }
        return made
    }

    /// Polls the fixture files and re-checks the fixtures of those that change.
    func watch() async {
        var files = session.fixtureFiles()
        var watcher = FileWatcher(files: files)
        var sinceDiscovery = Duration.zero
        while !Task.isCancelled {
            try? await Task.sleep(for: pollInterval)
            refusals.flush()
            sinceDiscovery += pollInterval
            if sinceDiscovery >= .seconds(1) {
                files = session.fixtureFiles()
                sinceDiscovery = .zero
            }
            var changed = watcher.changes(files: files)
            if changed.isEmpty { continue }
            // A file that was added or removed beside changes the list of files to search.
            let found = session.fixtureFiles()
            if found != files {
                files = found
                changed.formUnion(watcher.changes(files: files))
            }
            let session = self.session
            let batch = changed
            let result = await ReviewServer.offload { () -> Result<ReviewUpdate, CheckRunError> in
                do throws(CheckRunError) { return .success(try session.recheck(files: batch)) } catch { return .failure(error) }
            }
            switch result {
            case .success(let update):
                lines(ReviewServer.describe(update, files: batch.sorted(), report: session.state.report))
            case .failure(let error):
                lines("review: cannot check \(batch.sorted().joined(separator: ", ")) again: \(error.description)")
            }
        }
    }

    /// Tells the open pages that the report has `version`.
    func publish(_ version: Int, changed: [String]) {
        hub.send(event: "update", json: ReviewServer.json(UpdateEvent(version: version, changed: changed)))
    }

    /// The line a re-check prints.
    static func describe(_ update: ReviewUpdate, files: [String], report: CheckReport) -> String {
        let byName = Dictionary(report.fixtures.map { ($0.name, $0.status) }, uniquingKeysWith: { a, _ in a })
        let outcomes = update.checked.map { "\($0) \(byName[$0]?.rawValue ?? "gone")" }
        return "re-checked \(files.joined(separator: ", ")) in \(Int(update.milliseconds.rounded())) ms "
            + "(checking \(Int(update.checkMilliseconds.rounded())) ms)"
            + (outcomes.isEmpty ? ": no fixtures" : ": " + outcomes.joined(separator: ", "))
    }

    /// Runs blocking work (checks, file writes) on a thread with a deep stack, off the server's threads.
    static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: DeepStack.run(work)) }
        }
    }
}
