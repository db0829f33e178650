import Foundation
import LayoutLabKit
import LayoutLabTestSupport
@testable import LayoutReview

/// A review session on a two-fixture project in a temporary folder, served on 127.0.0.1 (a free
/// port) in this process; stopped when released. Collects the lines the terminal would show.
final class ReviewServerHarness: @unchecked Sendable {
    let temporary = TemporaryDirectory(reserving: "review-server")
    var dir: String { temporary.path }
    let session: ReviewSession
    let server: ReviewServer
    let port: Int
    private let task: Task<Void, any Error>
    private let printed = Printed()

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Checks the project once (recording its baselines) and starts serving it.
    init(file: String = #filePath) async throws {
        let dir = temporary.path
        let fixtures = dir + "/Fixtures"
        try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
        for (name, color) in [("box/red", "#FF0000"), ("box/blue", "#0000FF")] {
            let yaml = "name: \(name)\nsize: [20, 10]\nroot: {node: {backgroundColor: \"\(color)\"}}\n"
            try yaml.write(toFile: fixtures + "/\(name.dropFirst(4)).yaml", atomically: true, encoding: .utf8)
        }
        let settings = CheckSettings(fixtureRoots: [fixtures], fixtureRootsRequired: true, baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/Reports", record: .missing, jobs: 1)
        session = try ReviewSession(settings: settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        let printed = self.printed
        server = try ReviewServer(session: session, lines: { line in printed.append(line) })
        let ready = AsyncStream<String>.makeStream()
        let server = self.server
        task = Task { try await server.run { url in ready.continuation.yield(url); ready.continuation.finish() } }
        var iterator = ready.stream.makeAsyncIterator()
        guard let url = await iterator.next(), let port = URL(string: url)?.port else {
            task.cancel()
            throw Failure(description: "the server did not start")
        }
        self.port = port
    }

    deinit {
        task.cancel()
        session.finish()
        temporary.remove()
    }

    /// The lines printed so far.
    var lines: [String] { printed.all }

    /// `Host` as the server's own name.
    var host: String { "127.0.0.1:\(port)" }

    /// A GET of `path` with `headers` (Host the server's own name unless given), over a new connection.
    func get(_ path: String, headers: [String: String] = [:], timeout: Double = 10) async -> RawHTTP.Response {
        var head = "GET \(path) HTTP/1.1\r\nHost: \(headers["Host"] ?? host)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where name != "Host" { head += "\(name): \(value)\r\n" }
        return await exchange(Array((head + "\r\n").utf8), timeout: timeout)
    }

    /// Sends `bytes` over a new connection and reads the answer (on a thread of its own).
    func exchange(_ bytes: [UInt8], timeout: Double = 10) async -> RawHTTP.Response {
        let port = self.port
        return await RawHTTP.off { RawHTTP.exchange(port: port, bytes: bytes, timeout: timeout) }
    }
}

/// Lines collected from any thread.
final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }

    var all: [String] { lock.withLock { lines } }
}
