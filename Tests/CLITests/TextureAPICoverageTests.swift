import Foundation
import LayoutLabTestSupport
import Testing

/// docs/texture-code.md's member-by-member tables are what tools/generators/texture-api-coverage/texture-api-coverage finds in Texture's
/// headers and the build, and stay so: a member added to AsyncDisplayKit (or a report added to one)
/// without regenerating the tables fails here.
@Suite("Texture's API coverage in the docs matches the build")
struct TextureAPICoverageTests {
    /// The package's folder (this file is Tests/CLITests/TextureAPICoverageTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `tools/generators/texture-api-coverage/texture-api-coverage --check` against the modules of this build.
    private func coverage(_ arguments: [String]) throws -> CLIHarness.Run {
        // The products folder is .build/<triple>/debug; the tool reads .build/debug.yaml.
        let buildDir = CLIHarness.productsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        return try CLIHarness.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                         ["python3", root.appendingPathComponent("tools/generators/texture-api-coverage/texture-api-coverage").path,
                                          "--check", "--build-dir", buildDir.path] + arguments,
                                         in: root)
    }

    @Test func docsCoverageIsUpToDate() throws {
        let r = try coverage([])
        #expect(r.status == 0, "docs/texture-code.md's API tables are stale; run tools/generators/texture-api-coverage/texture-api-coverage\n\(r.stderr.suffix(4000))")
    }

    @Test func aStaleTableIsCaught() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/texture-code.md"), encoding: .utf8)
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let stale = dir.appendingPathComponent("texture-code.md")
        #expect(doc.contains("| `layoutSpecThatFits(_:)` | works |"))
        try doc.replacingOccurrences(of: "| `layoutSpecThatFits(_:)` | works |", with: "| `layoutSpecThatFits(_:)` | missing |")
            .write(to: stale, atomically: true, encoding: .utf8)
        let r = try coverage(["--output", stale.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("+| `layoutSpecThatFits(_:)` | works |"))
        #expect(r.stderr.contains("is out of date with Texture's headers and the build; run tools/generators/texture-api-coverage/texture-api-coverage"))
    }
}
