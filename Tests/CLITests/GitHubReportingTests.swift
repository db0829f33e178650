import Foundation
import LayoutLabTestSupport
import Testing

/// `check` under GitHub Actions: one workflow command per fixture that did not pass, at the file
/// and line that declares it, escaped so no fixture text can start a command of its own; and a job
/// summary that renders (GitHub-flavoured Markdown, through cmark-gfm) to a table a person reads.
@Suite("GitHub annotations and the job summary")
struct GitHubReportingTests {
    private static let card = """
        # a card
        name: "card, (x=1)"
        size: [120, auto]
        root:
          inset:
            insets: [8, 8, 8, 8]
            child:
              text: {debugName: title, text: "Hello", font: "Sans 15"}
        variants:
          - {size: [120, auto]}
          - {size: [200, auto]}
        """

    /// A project whose card's two variants fail (their title moved), with a file whose unknown key
    /// holds a line feed and what would be a workflow command, and a fixture with no baseline.
    private func project() throws -> URL {
        let dir = try TemporaryDirectory("cli").url
        let fixtures = dir.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Self.card.write(to: fixtures.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let record = try CLIHarness.run(["check", "--record", "all"], in: dir, environment: ["CI": nil, "GITHUB_ACTIONS": nil])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        try Self.card.replacingOccurrences(of: "[8, 8, 8, 8]", with: "[8, 14, 8, 8]")
            .write(to: fixtures.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        try "name: evil\nsize: [100, 40]\nroot:\n  node: {backgroundColor: \"#ff0000\", \"k\\n::warning::pwned %0A\": 3}\n"
            .write(to: fixtures.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        try "name: fresh\nsize: [40, 40]\nroot:\n  node: {backgroundColor: \"#00ff00\"}\n"
            .write(to: fixtures.appendingPathComponent("fresh.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    private func github(_ dir: URL, _ extra: [String: String?] = [:], arguments: [String] = []) throws -> CLIHarness.Run {
        var environment: [String: String?] = ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": dir.deletingLastPathComponent().path,
                                              "GITHUB_STEP_SUMMARY": nil, "LAYOUTLAB_RECORD": nil]
        environment.merge(extra) { $1 }
        return try CLIHarness.run(["check"] + arguments, in: dir, environment: environment)
    }

    private func commands(_ run: CLIHarness.Run) -> [String] {
        run.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
    }

    @Test func eachFixtureThatDidNotPassIsAnnotatedAtItsLine() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try github(dir)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let folder = dir.lastPathComponent
        let lines = commands(run)
        // The variants' entries are lines 10 and 11 of the card's file; a comma and a colon in a
        // property are escaped, a line feed in a message is %0A.
        let first = try #require(lines.first { $0.contains("title=layoutlab%3A card%2C (x=1)@120") })
        #expect(first.hasPrefix("::error file=\(folder)/Fixtures/card.yaml,line=10,title=layoutlab%3A card%2C (x=1)@120 (failed)::"))
        // What moved, once (the failure's message lists it).
        #expect(first.components(separatedBy: "title: x 8 → 14").count == 2, "\(first)")
        #expect(first.contains("%0AApprove: layoutlab approve 'card, (x=1)@120'"), "\(first)")
        #expect(first.hasSuffix("%0AReport: Reports/index.html"))
        #expect(lines.contains { $0.hasPrefix("::error file=\(folder)/Fixtures/card.yaml,line=11,title=layoutlab%3A card%2C (x=1)@200 (failed)::") })
        #expect(lines.contains { $0.hasPrefix("::error file=\(folder)/Fixtures/fresh.yaml,line=1,title=layoutlab%3A fresh (new%2C no baseline)::") })
        // The hostile key: its line feed and percent sign are escaped, so it starts no command.
        let evil = try #require(lines.first { $0.contains("evil.yaml") })
        #expect(evil.hasPrefix("::error file=\(folder)/Fixtures/evil.yaml,line=4,"))
        #expect(evil.contains("k%0A::warning::pwned %250A"), "\(evil)")
        #expect(lines.count == 4, "\(lines)")
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("::warning") }, "\(run.stdout)")
    }

    @Test func aSwiftFixtureIsAnnotatedAtItsDeclaration() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = try String(contentsOf: repository.appendingPathComponent("Tests/MisbehavingHarness/MisbehavingCatalog.swift"),
                                 encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(catalog.firstIndex { $0.contains("SwiftFixture(\"good/first\"") }) + 1
        let run = try CLIHarness.run(["check", "--filter", "good/first"], in: dir,
                                     environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": repository.path,
                                                   "LAYOUTLAB_RECORD": nil],
                                     executable: "layoutlab-misbehaving-harness")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(commands(run) == ["::error file=Tests/MisbehavingHarness/MisbehavingCatalog.swift,line=\(line),"
                                  + "title=layoutlab%3A good/first (new%2C no baseline)::no baseline at Baselines/good/first.png (record mode never); "
                                  + "actual Reports/actual/good/first.png"
                                  + "%0AApprove: layoutlab-misbehaving-harness approve good/first%0AReport: Reports/index.html"],
                "\(run.stdout)")
    }

    @Test func theConsoleReporterPrintsNoCommandsAndNoLineAFixtureMade() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try github(dir, arguments: ["--reporter", "console"])
        #expect(run.status == 2)
        #expect(commands(run).isEmpty, "\(run.stdout)")
        // The console's own line for the hostile key shows its line feed rather than breaking.
        #expect(run.stdout.contains("k\\u{000A}::warning::pwned %0A: unknown key"), "\(run.stdout)")
        // Outside GitHub Actions, auto is the console.
        let plain = try CLIHarness.run(["check"], in: dir, environment: ["CI": "true", "GITHUB_ACTIONS": nil])
        #expect(commands(plain).isEmpty)
    }

    @Test func orphanedBaselinesFailingTheRunAreAnnotatedAndSummarised() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Fixtures/evil.yaml"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Fixtures/fresh.yaml"))
        try Self.card.write(to: dir.appendingPathComponent("Fixtures/card.yaml"), atomically: true, encoding: .utf8)
        try Data([0]).write(to: dir.appendingPathComponent("Baselines/retired.png"))
        let summary = dir.appendingPathComponent("summary.md")
        let run = try github(dir, ["GITHUB_STEP_SUMMARY": summary.path], arguments: ["--fail-on-orphans"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(commands(run) == ["::error file=\(dir.lastPathComponent)/Baselines/retired.png,title=layoutlab%3A orphaned baseline "
                                  + "Baselines/retired.png::Baselines/retired.png: no fixture produces this baseline (a fixture was "
                                  + "deleted or renamed); `prune` removes it (failing the run: --fail-on-orphans)"], "\(run.stdout)")
        let html = try Self.render(try String(contentsOf: summary, encoding: .utf8))
        #expect(html.contains("<h3>layoutlab check: failed</h3>"), "\(html)")
        #expect(html.contains("1 baseline file no fixture produces (failing the run: --fail-on-orphans): Baselines/retired.png"), "\(html)")
        // Without --fail-on-orphans it is a warning, and the run passes.
        let passing = try github(dir)
        #expect(passing.status == 0)
        #expect(commands(passing).first?.hasPrefix("::warning file=") == true, "\(passing.stdout)")
    }

    @Test func layoutWarningsAreWarningsWithNothingToApprove() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let fixtures = dir.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try "name: warn/flex\nsize: [100, auto]\nroot: {stack: {direction: vertical, children: [{node: {debugName: body, "
            .appending("backgroundColor: red, style: {height: 10, flexGrow: 1}}}]}}\n")
            .write(to: fixtures.appendingPathComponent("flex.yaml"), atomically: true, encoding: .utf8)
        let record = try CLIHarness.run(["check", "--record", "all"], in: dir, environment: ["CI": nil, "GITHUB_ACTIONS": nil])
        #expect(record.status == 0, "\(record.stdout)")
        let summary = dir.appendingPathComponent("summary.md")
        let run = try github(dir, ["GITHUB_STEP_SUMMARY": summary.path], arguments: ["--warnings"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = commands(run)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("::warning file=\(dir.lastPathComponent)/Fixtures/flex.yaml,line=1,"
                                       + "title=layoutlab%3A warn/flex (1 layout warning)::") == true, "\(lines)")
        #expect(lines.first?.contains("%0ALayout warnings: no-effect: node \"body\": flexGrow 1 in stack grew nothing") == true, "\(lines)")
        #expect(lines.first?.contains("Approve:") == false)
        let html = try Self.render(try String(contentsOf: summary, encoding: .utf8))
        #expect(html.contains("<h3>layoutlab check: passed</h3>"))
        #expect(Self.tables(html).last?.dropFirst().first?.prefix(2) == ["warn/flex", "1 layout warning"], "\(html)")
        #expect(!html.contains("To approve"))
    }

    @Test func pastTenOfAKindTheTenthNamesTheRest() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let fixtures = dir.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        for i in 0..<13 {
            try "name: n\(i)\nsize: [20, 20]\nroot:\n  node: {backgroundColor: \"#0000ff\"}\n"
                .write(to: fixtures.appendingPathComponent("n\(i).yaml"), atomically: true, encoding: .utf8)
        }
        let run = try github(dir)
        #expect(run.status == 1)
        let lines = commands(run)
        #expect(lines.count == 10, "\(lines)")
        #expect(lines.last?.hasPrefix("::error title=layoutlab%3A 4 more fixtures::4 more fixtures (new, no baseline and others): n6, n7, n8, n9") == true,
                "\(lines.last ?? "")")
    }

    @Test func theSummaryRendersToTablesAPersonReads() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = dir.appendingPathComponent("summary.md")
        try "## an earlier step's summary\n".write(to: summary, atomically: true, encoding: .utf8)
        let run = try github(dir, ["GITHUB_STEP_SUMMARY": summary.path, "GITHUB_SERVER_URL": "https://github.com",
                                   "GITHUB_REPOSITORY": "team/app", "GITHUB_RUN_ID": "77"])
        #expect(run.status == 2)
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        // Appended after what was there.
        #expect(markdown.hasPrefix("## an earlier step's summary\n### layoutlab check: failed"), "\(markdown)")
        let html = try Self.render(markdown)
        let tables = Self.tables(html)
        #expect(tables.count == 2, "\(html)")
        #expect(tables.first?.first == ["Passed", "Failed", "Renderer drift", "New", "Errors", "Layout-only changes"])
        #expect(tables.first?.last == ["0", "2", "0", "1", "1", "0"])
        let rows = try #require(tables.last)
        #expect(rows.first == ["Fixture", "Result", "Pixels changed", "Nodes moved", "Declared in"])
        // Every row has its five cells: no name or message split one.
        #expect(rows.allSatisfy { $0.count == 5 }, "\(rows)")
        let names = rows.dropFirst().map { $0[0] }
        #expect(names == ["Fixtures/evil.yaml", "card, (x=1)@120", "card, (x=1)@200", "fresh"], "\(names)")
        let card = try #require(rows.first { $0[0] == "card, (x=1)@120" })
        #expect(card[1] == "failed")
        #expect(card[2].hasSuffix(" %)") && card[2].contains(" px ("), "\(card)")
        #expect(card[3] == "title: x 8 → 14 (+6pt), w 104 → 98 (-6pt) because inset.insets [8, 8, 8, 8] → [8, 14, 8, 8]", "\(card)")
        // As the annotations give it: relative to the workspace.
        #expect(card[4] == "\(dir.lastPathComponent)/Fixtures/card.yaml:10")
        let evil = try #require(rows.first { $0[0] == "Fixtures/evil.yaml" })
        #expect(evil[1].contains("k\\u{000A}::warning::pwned %0A: unknown key"), "\(evil)")
        // The approve commands, as written, in a code block; the report and the run's link.
        #expect(html.contains("layoutlab approve 'card, (x=1)@120'\nlayoutlab approve 'card, (x=1)@200'\nlayoutlab approve fresh"), "\(html)")
        #expect(html.contains("<a href=\"https://github.com/team/app/actions/runs/77\">this run</a>"))
        #expect(html.contains("The report: Reports/index.html"))
        #expect(!html.contains("<em>") && !html.contains("<strong>") && !html.contains("<script"))
    }

    @Test func summaryWritesWhereAsked() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIHarness.run(["check", "--summary", "out.md"], in: dir, environment: ["CI": "true", "GITHUB_ACTIONS": nil])
        #expect(run.status == 2)
        #expect(commands(run).isEmpty)
        let markdown = try String(contentsOf: dir.appendingPathComponent("out.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("### layoutlab check: failed"))
        // A summary that cannot be written warns and changes nothing else.
        let blocked = try CLIHarness.run(["check", "--summary", "no/such/folder/out.md"], in: dir, environment: ["CI": "true"])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("warning: the summary could not be written to no/such/folder/out.md"), "\(blocked.stderr)")
    }

    /// `markdown` as GitHub renders it: cmark-gfm with the table extension.
    private static func render(_ markdown: String) throws -> String {
        let path = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let binary = try #require(path, "cmark-gfm is needed to render the summary: WITH_TEST_TOOLS=1 tools/install-system-deps")
        let temporary = try TemporaryDirectory("summary")
        defer { temporary.remove() }
        let input = temporary.url.appendingPathComponent("summary.md")
        try markdown.write(to: input, atomically: true, encoding: .utf8)
        let run = try CLIHarness.runProgram(URL(fileURLWithPath: binary), ["--extension", "table", "--extension", "autolink", input.path])
        try #require(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// The tables of `html`, each a list of rows of cell texts (markup removed, entities decoded).
    private static func tables(_ html: String) -> [[[String]]] {
        html.components(separatedBy: "<table>").dropFirst().map { table in
            let body = table.components(separatedBy: "</table>")[0]
            return body.components(separatedBy: "<tr>").dropFirst().map { row in
                row.components(separatedBy: "</tr>")[0].components(separatedBy: "<t").dropFirst().map { cell in
                    let content = String(cell.drop { $0 != ">" }.dropFirst())
                    let inner = content.components(separatedBy: "</t")[0].replacingOccurrences(of: "<br />", with: "\n")
                    let text = inner.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                    return decode(text).trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
        }
    }

    private static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
