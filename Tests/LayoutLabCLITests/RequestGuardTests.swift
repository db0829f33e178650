@testable import LayoutReview
import Testing

/// Which requests the review server accepts: its own host names only, and for changes its own
/// page's origin with the session's token.
@Suite("Review request guard")
struct RequestGuardTests {
    let check = RequestGuard(token: String(repeating: "ab", count: 32), host: "127.0.0.1", port: 8123)
    var token: String { String(repeating: "ab", count: 32) }

    @Test func readsAreAnsweredOnlyUnderTheServersOwnNames() {
        #expect(check.refusal(changesState: false, host: "127.0.0.1:8123", origin: nil, token: nil) == nil)
        #expect(check.refusal(changesState: false, host: "localhost:8123", origin: nil, token: nil) == nil)
        // DNS rebinding: another name that resolves to loopback.
        #expect(check.refusal(changesState: false, host: "evil.example:8123", origin: nil, token: nil) != nil)
        #expect(check.refusal(changesState: false, host: "127.0.0.1:9999", origin: nil, token: nil) != nil)
        #expect(check.refusal(changesState: false, host: nil, origin: nil, token: nil) != nil)
    }

    @Test func changesNeedThePagesOriginAndTheToken() {
        let host = "127.0.0.1:8123"
        #expect(check.refusal(changesState: true, host: host, origin: "http://127.0.0.1:8123", token: token) == nil)
        #expect(check.refusal(changesState: true, host: host, origin: "http://127.0.0.1:8123", token: nil) != nil)
        #expect(check.refusal(changesState: true, host: host, origin: "http://127.0.0.1:8123", token: token + "0") != nil)
        #expect(check.refusal(changesState: true, host: host, origin: "http://127.0.0.1:8123",
                              token: String(repeating: "ab", count: 31) + "ac") != nil)
        #expect(check.refusal(changesState: true, host: host, origin: "http://evil.example", token: token) != nil)
        #expect(check.refusal(changesState: true, host: host, origin: nil, token: token) != nil)
        #expect(check.refusal(changesState: true, host: host, origin: "null", token: token) != nil)
    }

    @Test func aNonLoopbackHostIsAnsweredUnderItsOwnNameOnly() {
        let open = RequestGuard(token: token, host: "192.0.2.7", port: 80)
        #expect(open.refusal(changesState: false, host: "192.0.2.7:80", origin: nil, token: nil) == nil)
        #expect(open.refusal(changesState: false, host: "localhost:80", origin: nil, token: nil) != nil)
    }
}
