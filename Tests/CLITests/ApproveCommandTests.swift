import Foundation
import LayoutReport
import Testing

@Suite("layoutlab approve")
struct ApproveCommandTests {
    private func project() throws -> ApproveProject {
        let p = try ApproveProject()
        try p.add("header/left-right@320", .failed, seed: 1)
        try p.add("card", .new, seed: 2)
        try p.add("list/row", .passed, seed: 3)
        try p.writeReport()
        return p
    }

    @Test func approvesAndPrintsEachChange() throws {
        let p = try project()
        let r = try CLIHarness.run(["approve", "--all"], in: p.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            approved card (new baseline)
            approved header/left-right@320 (failed → new baseline)
            unchanged list/row (passed)
            2 approved, 1 unchanged in Baselines

            """)
        #expect(p.read("Baselines/card.png") == p.new["card.png"])
        #expect(p.read("Baselines/header/left-right@320.layout.json") == p.new["header/left-right@320.layout.json"])
        #expect(p.read("Baselines/manifest.json") != nil)
        let again = try CLIHarness.run(["approve", "card"], in: p.root)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("unchanged card (already the baseline)\n"))
    }

    @Test func usageErrorsExitTwo() throws {
        let p = try project()
        let nothing = try CLIHarness.run(["approve"], in: p.root)
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("say what to approve: fixture names or globs, --failed, --new or --all"))
        let unknown = try CLIHarness.run(["approve", "nope", "card"], in: p.root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "layoutlab approve: no fixture in Reports/report.json matches \"nope\"; names are as the report lists them (`group/name@variant`)\n")
        let noReport = try CLIHarness.run(["approve", "--all", "--reports", "Elsewhere"], in: p.root)
        #expect(noReport.status == 2)
        #expect(noReport.stderr.contains("Elsewhere/report.json: no such file (run `layoutlab check` first)"))
        #expect(p.read("Baselines/card.png") == nil)
    }

    @Test func refusalsExitOneAndWriteNothing() throws {
        let p = try project()
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)],
                                              ofItemAtPath: p.root.appendingPathComponent("Fixtures/card.yaml").path)
        let r = try CLIHarness.run(["approve", "--new", "--failed"], in: p.root)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("layoutlab approve: refused; nothing was written:\n  card: its fixture file Fixtures/card.yaml changed after the check started"))
        #expect(r.stdout.isEmpty)
        #expect(p.read("Baselines/card.png") == nil)
        #expect(p.read("Baselines/header/left-right@320.png") == p.old["header/left-right@320.png"])
    }

    @Test func dryRunAndFlagsWithNothingToDo() throws {
        let p = try project()
        let dry = try CLIHarness.run(["approve", "--failed", "--dry-run"], in: p.root)
        #expect(dry.status == 0)
        #expect(dry.stdout == "would approve header/left-right@320 (failed → new baseline)\ndry run: 1 would be approved; nothing was written\n")
        #expect(try p.baselineFiles() == ["header/left-right@320.layout.json", "header/left-right@320.png", "list/row.layout.json", "list/row.png"])
        let none = try CLIHarness.run(["approve", "list/*", "--new"], in: p.root)
        #expect(none.status == 0)
        #expect(none.stdout == "nothing to approve: no fixture in Reports/report.json is new among \"list/*\"\n")
    }

    @Test func erroredFixturesExitOne() throws {
        let p = try ApproveProject()
        try p.add("ok", .new, seed: 1)
        try p.add("broken", .error, seed: 2)
        try p.writeReport()
        let r = try CLIHarness.run(["approve", "--all", "--baselines", "Other"], in: p.root)
        #expect(r.status == 1)
        #expect(r.stdout.contains("not approved broken: it errored in the check (root: expected a mapping)"))
        #expect(r.stdout.hasSuffix("1 approved, 1 errored (not approved) in Other\n"))
        #expect(p.read("Other/ok.png") == p.new["ok.png"])
    }

    @Test func helpListsTheNewCommands() throws {
        let r = try CLIHarness.run(["--help"])
        for verb in ["approve", "prune", "merge-reports"] { #expect(r.stdout.contains("  \(verb) "), "\(verb)") }
    }
}

@Suite("layoutlab prune")
struct PruneCommandTests {
    @Test func removesOrphansAndRefusesBrokenFixtures() throws {
        let p = try ApproveProject()
        try p.add("kept", .passed, seed: 1)
        try p.write(Array("png".utf8), "Baselines/old/gone.png")
        try p.write(Array("{}".utf8), "Baselines/old/gone.layout.json")
        let dry = try CLIHarness.run(["prune", "--dry-run"], in: p.root)
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            would remove Baselines/old/gone.layout.json
            would remove Baselines/old/gone.png
            dry run: would remove 2 baseline files of 1 fixture that no longer exists; nothing was removed

            """)
        try p.write(Array("name: bad\nsize: nope\nroot: {node: {}}\n".utf8), "Fixtures/bad.yaml")
        let refused = try CLIHarness.run(["prune"], in: p.root)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("layoutlab prune: refusing to prune: some fixture files did not load"))
        #expect(refused.stderr.contains("Fixtures/bad.yaml"))
        #expect(p.read("Baselines/old/gone.png") != nil)
        let real = try CLIHarness.run(["prune", "--fixtures", "Fixtures/kept.yaml"], in: p.root)
        #expect(real.status == 0, "\(real.stderr)")
        #expect(real.stdout.hasSuffix("removed 2 baseline files of 1 fixture that no longer exists; kept 2 baseline files\n"))
        #expect(try p.baselineFiles() == ["kept.layout.json", "kept.png"])
        let missing = try CLIHarness.run(["prune", "--fixtures", "Nope"], in: p.root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "layoutlab prune: Nope: no such fixture file or directory\n")
    }
}

@Suite("layoutlab merge-reports")
struct MergeReportsCommandTests {
    @Test func mergesShardsAndRejectsOverlaps() throws {
        let p = try ApproveProject()
        try p.add("a", .passed, seed: 1)
        try p.add("b", .failed, seed: 2)
        try p.writeReport(shard: "1/2", directory: "Reports")
        let first = try #require(p.read("Reports/report.json"))
        var report = try CheckReport.decode(Data(first), file: "report.json")
        for i in report.fixtures.indices { report.fixtures[i].images.baseline = nil }
        try p.write([UInt8](try report.jsonData()), "Shard1/report.json")
        for fixture in report.fixtures {
            for file in [fixture.images.actual, fixture.layouts.actual].compactMap({ $0 }) { try p.write(p.read("Reports/" + file)!, "Shard1/" + file) }
        }
        report.fixtures = [FixtureOutcome(name: "c", status: .new, approveCommand: "layoutlab approve 'c'")]
        report.settings.shard = "2/2"
        try p.write([UInt8](try report.jsonData()), "Shard2/report.json")

        let r = try CLIHarness.run(["merge-reports", "Shard1", "Shard2", "-o", "Merged"], in: p.root)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "merged 2 reports into Merged: 3 fixtures, 1 passed, 1 failed, 1 new, 0 errors\n")
        let merged = try CheckReport.decode(Data(try #require(p.read("Merged/report.json"))), file: "report.json")
        #expect(merged.fixtures.map(\.name) == ["a", "b", "c"])
        #expect(p.read("Merged/actual/b.png") == p.new["b.png"])
        #expect(p.read("Merged/junit.xml").map { String(decoding: $0, as: UTF8.self).contains("tests=\"3\"") } == true)

        let overlap = try CLIHarness.run(["merge-reports", "Shard1", "Shard1", "-o", "Again"], in: p.root)
        #expect(overlap.status == 2)
        #expect(overlap.stderr.hasPrefix("layoutlab merge-reports: the same fixtures appear in several reports"))
        let noOutput = try CLIHarness.run(["merge-reports", "Shard1"], in: p.root)
        #expect(noOutput.status == 2)
    }
}
