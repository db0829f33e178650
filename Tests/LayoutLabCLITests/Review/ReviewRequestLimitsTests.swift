import Foundation
@testable import LayoutReview
import Testing

/// Request heads past the server's limits are refused as soon as the limit is passed, in time
/// that does not grow with what is sent, and the server goes on answering.
@Suite("Review request limits", .serialized)
struct ReviewRequestLimitsTests {
    /// A GET whose request line holds a target of `length` bytes.
    private func longTarget(_ length: Int, host: String) -> [UInt8] {
        Array("GET /\(String(repeating: "a", count: length)) HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8)
    }

    @Test func aRequestLineOverTheLimitIsRefusedAtOnceWith414() async throws {
        let harness = try await ReviewServerHarness()
        for length in [65_536, 524_288] {
            let answer = await harness.exchange(longTarget(length, host: harness.host), timeout: 20)
            #expect(answer.status == 414, "a \(length)-byte request line: \(answer.status.map(String.init) ?? "no answer")")
            #expect(answer.seconds < 2, "a \(length)-byte request line took \(answer.seconds) s to refuse")
        }
        #expect(await harness.get("/").status == 200, "the server answers after the refusals")
    }

    @Test func headersOverTheLimitAreRefusedAtOnceWith431() async throws {
        let harness = try await ReviewServerHarness()
        let long = "GET / HTTP/1.1\r\nHost: \(harness.host)\r\nX-Long: \(String(repeating: "b", count: 524_288))\r\n\r\n"
        let answer = await harness.exchange(Array(long.utf8), timeout: 20)
        #expect(answer.status == 431)
        #expect(answer.seconds < 2, "a 512 KB header line took \(answer.seconds) s to refuse")
        let many = "GET / HTTP/1.1\r\nHost: \(harness.host)\r\n" + (0..<1000).map { "X-\($0): 1\r\n" }.joined() + "\r\n"
        #expect(await harness.exchange(Array(many.utf8), timeout: 20).status == 431)
        #expect(await harness.get("/").status == 200, "the server answers after the refusals")
    }

    @Test func aRequestUnderTheLimitsIsAnswered() async throws {
        let harness = try await ReviewServerHarness()
        let answer = await harness.get("/favicon.ico?" + String(repeating: "q", count: 4000),
                                 headers: ["X-Filler": String(repeating: "c", count: 6000)])
        #expect(answer.status == 204)
    }

    @Test func refusalsPrintAtMostALineASecondWithTheirCount() async throws {
        let harness = try await ReviewServerHarness()
        let started = ContinuousClock.now
        for _ in 0..<30 {
            _ = await harness.exchange(longTarget(20_000, host: harness.host), timeout: 5)
        }
        let spent = ContinuousClock.now - started
        let refused = harness.lines.filter { $0.contains("refused") }
        // At most a line a second (the first at once): on a loaded machine the 30 take longer than a second.
        let allowed = Int(spent.components.seconds) + 2
        #expect(refused.count <= allowed, "\(refused.count) lines for 30 refusals in \(spent): \(refused.prefix(3))")
        // The ones not printed are counted in the next line printed.
        try await Task.sleep(for: .milliseconds(1_200))
        _ = await harness.exchange(longTarget(20_000, host: harness.host), timeout: 5)
        let later = harness.lines.filter { $0.contains("refused") }
        #expect(later.contains { $0.contains("more refused") }, "\(later)")
    }
}
