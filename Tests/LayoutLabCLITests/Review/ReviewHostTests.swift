import ArgumentParser
import Foundation
@testable import LayoutLabCLI
@testable import LayoutReview
import Testing

/// `--host` is checked when the arguments are parsed, before any check runs: wildcard addresses
/// and names are refused, `localhost` is loopback.
@Suite("review --host")
struct ReviewHostTests {
    /// The message of the error parsing `arguments` throws, or nil when they parse.
    private func parseError(_ arguments: [String]) -> String? {
        do {
            _ = try LayoutLabCommand.parseAsRoot(["review"] + arguments)
            return nil
        } catch {
            return LayoutLabCommand.message(for: error)
        }
    }

    @Test func wildcardsAndNamesAreRefusedWhenTheArgumentsAreRead() {
        // A fixture folder that does not exist: the host is refused before anything is checked.
        for host in ["0.0.0.0", "::", "[::]", "0"] {
            let message = parseError(["--host", host, "--fixtures", "/nonexistent-layoutlab-fixtures"])
            #expect(message?.contains("every address") == true, "--host \(host): \(message ?? "accepted")")
        }
        let name = parseError(["--host", "example.com"])
        #expect(name?.contains("--host") == true && name?.contains("IP address") == true, "\(name ?? "accepted")")
        #expect(parseError(["--host", "localhost"]) == nil)
        #expect(parseError(["--host", "127.0.0.2"]) == nil)
        #expect(parseError(["--host", "::1"]) == nil)
        #expect(parseError(["--host", "192.0.2.7"]) == nil)
    }

    @Test func aServerOnLocalhostAnswersUnderItsLoopbackNames() async throws {
        let harness = try await ReviewServerHarness()
        let server = try ReviewServer(session: harness.session, host: "localhost", lines: { _ in })
        #expect(server.host == "127.0.0.1")
        #expect(throws: (any Error).self) { try ReviewServer(session: harness.session, host: "0.0.0.0", lines: { _ in }) }
    }
}
