import Foundation
@testable import LayoutReview
import Testing

/// What a page of another origin can get from the review server: not the report's data (no
/// script to include, JSON only with the session's token), not its files (`Sec-Fetch-Site`,
/// `Cross-Origin-Resource-Policy`), and not the page in a frame.
@Suite("Review server and other origins", .serialized)
struct ReviewCrossOriginTests {
    @Test func theDataIsNoScriptAndNeedsTheToken() async throws {
        let harness = try await ReviewServerHarness()
        // A <script src> from any page would run a script; there is none to include.
        #expect(await harness.get("/data/0.js").status == 404)
        #expect(await harness.get("/data/0.json").status == 403)
        #expect(await harness.get("/data/0.json", headers: ["X-Layoutlab-Token": String(repeating: "0", count: 64)]).status == 403)
        let data = await harness.get("/data/0.json", headers: ["X-Layoutlab-Token": harness.server.token, "Sec-Fetch-Site": "same-origin"])
        #expect(data.status == 200)
        #expect(data.header("Content-Type") == "application/json")
        #expect(data.body.hasPrefix("{") && data.body.contains("\"index\":0"))
        #expect(await harness.get("/state").status == 403)
        #expect(await harness.get("/state", headers: ["X-Layoutlab-Token": harness.server.token]).status == 200)
    }

    @Test func requestsFromAnotherSiteAreRefused() async throws {
        let harness = try await ReviewServerHarness()
        let token = harness.server.token
        for site in ["cross-site", "same-site"] {
            #expect(await harness.get("/state", headers: ["X-Layoutlab-Token": token, "Sec-Fetch-Site": site]).status == 403)
            #expect(await harness.get("/data/0.json", headers: ["X-Layoutlab-Token": token, "Sec-Fetch-Site": site]).status == 403)
            #expect(await harness.get("/events", headers: ["Sec-Fetch-Site": site], timeout: 3).status == 403)
        }
        #expect(await harness.get("/state", headers: ["X-Layoutlab-Token": token, "Origin": "http://127.0.0.1:1"]).status == 403)
        // A link from another site opens the page itself.
        #expect(await harness.get("/", headers: ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate",
                                           "Sec-Fetch-Dest": "document"]).status == 200)
    }

    @Test func everyAnswerKeepsToItsOriginAndThePageCannotBeFramed() async throws {
        let harness = try await ReviewServerHarness()
        let page = await harness.get("/")
        #expect(page.status == 200)
        #expect(page.header("X-Frame-Options") == "DENY")
        let policy = page.header("Content-Security-Policy") ?? ""
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src 'sha256-"))
        #expect(!policy.contains("script-src 'self'"))
        for answer in [page, await harness.get("/state", headers: ["X-Layoutlab-Token": harness.server.token]), await harness.get("/data/0.js"),
                       await harness.get("/favicon.ico")] {
            #expect(answer.header("Cross-Origin-Resource-Policy") == "same-origin")
            #expect(answer.header("X-Content-Type-Options") == "nosniff")
        }
        #expect(await harness.get("/", headers: ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "iframe"]).status == 403)
        #expect(await harness.get("/", headers: ["Host": "0.0.0.0:\(harness.port)"]).status == 403)
    }
}
