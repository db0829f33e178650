import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import LayoutReview
import Testing

/// A flood of connections on loopback: the server holds a bounded number open, answers the
/// others `503` at once, and answers as before when the flood ends.
@Suite("Review connection flood", .serialized)
struct ReviewConnectionFloodTests {
    @Test func connectionsOverTheLimitAreAnswered503AndTheServerGoesOn() async throws {
        let harness = try await ReviewServerHarness()
        let limit = ReviewListener.maximumConnections
        let port = harness.port
        // Idle connections up to the limit, held open.
        let open = await RawHTTP.off { (0..<limit).compactMap { _ in RawHTTP.connect(port: port, timeout: 5) } }
        #expect(open.count == limit)
        try await Task.sleep(for: .milliseconds(300))
        // The next ones are answered at once, without a request.
        let start = Date()
        let refused = await RawHTTP.off {
            (0..<20).filter { _ in
                guard let fd = RawHTTP.connect(port: port, timeout: 3) else { return false }
                defer { close(fd) }
                return RawHTTP.read(fd, timeout: 3).status == 503
            }.count
        }
        #expect(refused == 20, "\(refused) of 20 connections over the limit answered 503")
        #expect(Date().timeIntervalSince(start) < 10)
        let lines = harness.lines.filter { $0.contains("connection") }
        #expect(lines.count <= 2, "\(lines.count) lines for 20 refused connections: \(lines.prefix(3))")
        for fd in open { close(fd) }
        // The server learns of each close when it next reads that connection, which on a loaded
        // machine can take longer than a fixed pause: it must answer again within 15 s.
        var status: Int?, tries = 0
        let deadline = Date().addingTimeInterval(15)
        repeat {
            try await Task.sleep(for: .milliseconds(tries == 0 ? 300 : 200))
            status = await harness.get("/").status
            tries += 1
        } while status != 200 && Date() < deadline
        #expect(status == 200, "the server answers once the flood ends (last status \(status.map(String.init) ?? "none") after \(tries) tries)")
    }

    @Test func anIdleConnectionIsClosed() async throws {
        let harness = try await ReviewServerHarness()
        let port = harness.port
        let (n, seconds) = await RawHTTP.off { () -> (Int, Double) in
            guard let fd = RawHTTP.connect(port: port, timeout: 30) else { return (-2, 0) }
            defer { close(fd) }
            let start = Date()
            var byte: UInt8 = 0
            let n = recv(fd, &byte, 1, 0)
            return (n, Date().timeIntervalSince(start))
        }
        #expect(n == 0, "an idle connection is closed without an answer (read \(n))")
        #expect(seconds < Double(ReviewListener.headTimeoutSeconds) + 5)
    }
}
