import FlyingFox
import FlyingSocks
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
/// Routes: `GET /` the page; `GET /state` the report's rows and version (JSON); `GET /events`
/// the updates; `GET /data/…`, `/actual/…`, `/baseline/…`, `/diff/…`, `/overlays/…` the
/// report's files; `POST /approve` with `{"names": [...]}`; `POST /undo`.
public final class ReviewServer: Sendable {
    /// The session served.
    public let session: ReviewSession
    /// The address listened on (`127.0.0.1` by default).
    public let host: String
    /// How often the fixture files are polled.
    public let pollInterval: Duration
    let token: String
    let hub = EventHub()
    /// The page's index data (rows and token) of the last version asked for.
    let pageIndex = Mutex<(version: Int, json: String, token: String)?>(nil)
    /// Set once the port is known.
    let requestGuard = Mutex<RequestGuard?>(nil)
    private let server: HTTPServer
    let lines: @Sendable (String) -> Void

    /// Creates a server for `session` on `host`:`port` (0 picks a free port); `lines` receives
    /// what the terminal shows (each re-check, approval and refusal).
    public init(session: ReviewSession, host: String = "127.0.0.1", port: UInt16 = 0,
                pollInterval: Duration = .milliseconds(50), lines: @escaping @Sendable (String) -> Void) throws {
        self.session = session
        self.host = host
        self.pollInterval = pollInterval
        self.lines = lines
        token = ReviewServer.newToken()
        let address: any SocketAddress = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port)
            : try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: 60, logger: .disabled))
    }

    /// 32 random bytes as hex.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Serves until the task is cancelled: starts listening, calls `ready` with the page's URL,
    /// and watches the fixture files.
    public func run(ready: @escaping @Sendable (String) -> Void) async throws {
        await server.appendRoute("*", handler: { [self] request in await self.answer(request) })
        session.onUpdate = { [weak self] update in self?.publish(update.version, changed: update.changed) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            try await server.waitUntilListening(timeout: 10)
            guard let port = await listeningPort() else { throw SocketError.unsupportedAddress }
            requestGuard.withLock { $0 = RequestGuard(token: token, host: host, port: port) }
            let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
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

    /// The port the server listens on.
    func listeningPort() async -> Int? {
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): return Int(port)
        default: return nil
        }
    }

    /// Polls the fixture files and re-checks the fixtures of those that change.
    func watch() async {
        var files = session.fixtureFiles()
        var watcher = FileWatcher(files: files)
        var sinceDiscovery = Duration.zero
        while !Task.isCancelled {
            try? await Task.sleep(for: pollInterval)
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
