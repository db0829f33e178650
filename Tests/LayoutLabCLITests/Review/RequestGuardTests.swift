@testable import LayoutReview
import Testing

/// Which requests the review server accepts: its own host names only; from another site only a
/// link to the page itself; the data and state with the session's token; changes from the page's
/// origin with the token.
@Suite("Review request guard")
struct RequestGuardTests {
    let check = RequestGuard(token: String(repeating: "ab", count: 32), host: "127.0.0.1", port: 8123)
    var token: String { String(repeating: "ab", count: 32) }

    private func facts(_ host: String? = "127.0.0.1:8123", origin: String? = nil, token: String? = nil, site: String? = nil,
                       dest: String? = nil) -> RequestGuard.Facts {
        RequestGuard.Facts(host: host, origin: origin, token: token, fetchSite: site, fetchDest: dest)
    }

    @Test func readsAreAnsweredOnlyUnderTheServersOwnNames() {
        #expect(check.refusal(.read, facts("127.0.0.1:8123")) == nil)
        #expect(check.refusal(.read, facts("localhost:8123")) == nil)
        // DNS rebinding: another name that resolves to loopback.
        #expect(check.refusal(.read, facts("evil.example:8123")) != nil)
        #expect(check.refusal(.read, facts("127.0.0.1:9999")) != nil)
        #expect(check.refusal(.read, facts("0.0.0.0:8123")) != nil)
        #expect(check.refusal(.read, facts(nil)) != nil)
    }

    @Test func anotherSiteMayOnlyOpenThePageByALink() {
        #expect(check.refusal(.page, facts(site: "cross-site", dest: "document")) == nil)
        #expect(check.refusal(.page, facts(site: "none", dest: "document")) == nil)
        #expect(check.refusal(.page, facts(site: "cross-site", dest: "iframe")) != nil)
        #expect(check.refusal(.page, facts(site: "same-origin", dest: "iframe")) != nil)
        #expect(check.refusal(.page, facts(site: "cross-site", dest: "script")) != nil)
        for site in ["cross-site", "same-site", "none"] {
            #expect(check.refusal(.read, facts(site: site, dest: "image")) != nil, "\(site)")
            #expect(check.refusal(.tokenRead, facts(token: token, site: site)) != nil, "\(site)")
        }
        #expect(check.refusal(.read, facts(site: "same-origin", dest: "image")) == nil)
        #expect(check.refusal(.read, facts(origin: "http://127.0.0.1:8000")) != nil)
    }

    @Test func theDataNeedsTheToken() {
        #expect(check.refusal(.tokenRead, facts(site: "same-origin")) != nil)
        #expect(check.refusal(.tokenRead, facts(token: token + "0", site: "same-origin")) != nil)
        #expect(check.refusal(.tokenRead, facts(token: token, site: "same-origin")) == nil)
        #expect(check.refusal(.tokenRead, facts(token: token)) == nil)
    }

    @Test func changesNeedThePagesOriginAndTheToken() {
        let origin = "http://127.0.0.1:8123"
        #expect(check.refusal(.change, facts(origin: origin, token: token)) == nil)
        #expect(check.refusal(.change, facts(origin: origin)) != nil)
        #expect(check.refusal(.change, facts(origin: origin, token: token + "0")) != nil)
        #expect(check.refusal(.change, facts(origin: origin, token: String(repeating: "ab", count: 31) + "ac")) != nil)
        #expect(check.refusal(.change, facts(origin: "http://evil.example", token: token)) != nil)
        #expect(check.refusal(.change, facts(token: token)) != nil)
        #expect(check.refusal(.change, facts(origin: "null", token: token)) != nil)
        #expect(check.refusal(.change, facts(origin: origin, token: token, site: "same-site")) != nil)
    }

    @Test func aNonLoopbackHostIsAnsweredUnderItsOwnNameOnly() {
        let open = RequestGuard(token: token, host: "192.0.2.7", port: 80)
        #expect(open.refusal(.read, facts("192.0.2.7:80")) == nil)
        #expect(open.refusal(.read, facts("localhost:80")) != nil)
    }
}
