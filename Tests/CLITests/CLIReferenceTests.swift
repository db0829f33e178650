import Foundation
import LayoutLabTestSupport
import Testing

/// docs/cli.md is the help texts of the built binary, command for command, and stays so.
@Suite("The CLI reference matches --help")
struct CLIReferenceTests {
    /// The package's folder (this file is Tests/CLITests/CLIReferenceTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `tools/generators/cli-reference/generate-cli-reference --check` against the built binary.
    private func generator(_ arguments: [String]) throws -> CLIHarness.Run {
        try CLIHarness.runProgram(URL(fileURLWithPath: "/bin/bash"),
                                  [root.appendingPathComponent("tools/generators/cli-reference/generate-cli-reference").path, "--check",
                                   "--binary", CLIHarness.productsDirectory.appendingPathComponent("layoutlab").path]
                                      + arguments,
                                  in: root)
    }

    /// The subcommands `layoutlab --help` lists.
    private func subcommands() throws -> [String] {
        let help = try CLIHarness.run(["--help"], environment: ["COLUMNS": "100"])
        let section = help.stdout.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  See ") }
            .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    }

    @Test func docsCLIIsUpToDate() throws {
        let r = try generator([])
        #expect(r.status == 0, "docs/cli.md differs from the help texts; run tools/generators/cli-reference/generate-cli-reference\n\(r.stderr)")
    }

    @Test func everyCommandHasASectionAndItsExitStatuses() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let commands = try subcommands()
        #expect(Set(["check", "approve", "prune", "layout", "render", "diff", "merge-reports"]).isSubset(of: commands))
        for command in commands {
            #expect(doc.contains("\n## `layoutlab \(command)`\n"), "\(command)")
            let help = try CLIHarness.run(["help", command], environment: ["COLUMNS": "100"])
            #expect(help.status == 0)
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("Exit status: 0 "), "\(command) does not state its exit statuses")
        }
    }

    @Test func aStaleReferenceIsCaught() throws {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let stale = dir.appendingPathComponent("cli.md")
        try doc.replacingOccurrences(of: "Pass when no fixture matches instead of failing.", with: "Pass always.")
            .write(to: stale, atomically: true, encoding: .utf8)
        let r = try generator(["--output", stale.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("-                          Pass always.") || r.stderr.contains("-  --allow-empty           Pass always."))
        #expect(r.stderr.contains("is out of date with the help texts; run tools/generators/cli-reference/generate-cli-reference"))
    }
}
