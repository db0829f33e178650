import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutLabTestSupport
import Testing

/// `review` in an embedded harness (`layoutlab-example`, Swift fixtures only), spoken to over
/// HTTP as a browser would: the page, the refusals, the files it will and will not serve, and the
/// report directory kept locked.
@Suite("review serves the report on loopback")
struct ReviewCommandTests {
    /// A running `review`, stopped (SIGINT) when released.
    final class Server {
        let process = Process()
        let url: URL
        let output = Pipe()

        init(in dir: URL) throws {
            process.executableURL = CLIHarness.productsDirectory.appendingPathComponent("layoutlab-example")
            process.arguments = ["review", "--jobs", "2", "--port", "0"]
            process.currentDirectoryURL = dir
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = nil
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(120)
            var found: URL?
            while found == nil, Date() < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                if let range = text.range(of: #"review: serving (http://127\.0\.0\.1:\d+/)"#, options: .regularExpression) {
                    found = URL(string: String(text[range].dropFirst("review: serving ".count)))
                }
            }
            guard let found else {
                process.terminate()
                throw Failure(description: "review printed no address:\n\(text)")
            }
            url = found
        }

        deinit {
            process.interrupt()
            process.waitUntilExit()
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    private func request(_ url: URL, method: String = "GET", headers: [String: String] = [:],
                         body: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (key, value) in headers { request.setValue(value, forHTTPHeaderField: key) }
        if let body { request.httpBody = Data(body.utf8) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? -1, String(decoding: data, as: UTF8.self))
    }

    @Test func theHarnessServesItsPageAndRefusesWhatDoesNotComeFromIt() async throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let server = try Server(in: dir)
        #expect(server.url.host == "127.0.0.1")

        let page = try await request(server.url)
        #expect(page.status == 200)
        #expect(page.body.contains("id=\"layoutlab-review\""))
        #expect(page.body.contains("connect-src 'self'"))
        #expect(page.body.contains("example/badge"))

        let token = try #require(page.body.firstMatch(of: #/"token":"([0-9a-f]{64})"/#)).1
        #expect(try await request(server.url.appendingPathComponent("state")).status == 403)
        let state = try await request(server.url.appendingPathComponent("state"), headers: ["X-Layoutlab-Token": String(token)])
        #expect(state.status == 200)
        #expect(state.body.contains("\"version\":1"))

        let origin = "http://127.0.0.1:\(server.url.port ?? 0)"
        let noToken = try await request(server.url.appendingPathComponent("approve"), method: "POST",
                                        headers: ["Origin": origin, "Content-Type": "application/json"],
                                        body: #"{"names": ["example/badge"]}"#)
        #expect(noToken.status == 403)
        #expect(noToken.body.contains("token"))
        let undo = try await request(server.url.appendingPathComponent("undo"), method: "POST", headers: ["Origin": origin])
        #expect(undo.status == 403)

        // Only the report's own files: not the baselines, not the report's JSON, nothing outside.
        // The data as JSON with the token; never as a script another page could include.
        #expect(try await request(server.url.appendingPathComponent("data/0.json"),
                                  headers: ["X-Layoutlab-Token": String(token)]).status == 200)
        #expect(try await request(server.url.appendingPathComponent("data/0.js")).status == 404)
        #expect(try await request(server.url.appendingPathComponent("report.json")).status == 404)
        #expect(try await request(URL(string: server.url.absoluteString + "actual/..%2F..%2FBaselines%2Fmanifest.json")!).status == 404)

        // The report directory stays locked while the review runs.
        let check = try CLIHarness.run(["check"], in: dir, environment: ["CI": nil], executable: "layoutlab-example")
        #expect(check.status == 2)
        #expect(check.stderr.contains("another layoutlab run is writing Reports"))
        withExtendedLifetime(server) {}
    }
}
