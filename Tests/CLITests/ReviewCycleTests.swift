import Foundation
import Testing

/// The commands the report and the console hand a reviewer act on the report they came from.
@Suite struct ReviewCycleTests {
    @Test func copiedApproveCommandsCarryTheirReportDirectory() throws {
        let p = try ScratchProject()
        for name in ["a", "b", "c", "d"] {
            try p.write("name: \(name)\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/\(name).yaml")
        }
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        for name in ["a", "b", "c", "d"] {
            try p.write("name: \(name)\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/\(name).yaml")
        }
        // An older run in Reports/, then the shards elsewhere.
        _ = try p.run(["check"])
        #expect(try p.run(["check", "--shard", "1/2", "--reports", "out/s1"]).status == 1)
        #expect(try p.run(["check", "--shard", "2/2", "--reports", "out/s2"]).status == 1)
        let shard = try p.outcomes("out/s1")
        let (name, outcome) = try #require(shard.first)
        let command = try #require(outcome["approveCommand"] as? String)
        #expect(command == "layoutlab approve --reports out/s1 \(name)")
        // Run as copied (the binary stands for `layoutlab`): it approves from out/s1.
        let words = command.split(separator: " ").dropFirst().map(String.init)
        let approve = try p.run(words)
        #expect(approve.status == 0 && approve.stdout.contains("approved \(name)"), "\(approve.stdout) \(approve.stderr)")
        // Merged: commands and messages name the merged directory.
        #expect(try p.run(["merge-reports", "out/s1", "out/s2", "-o", "out/all"]).status != 2)
        let merged = try p.outcomes("out/all")
        for (name, outcome) in merged where outcome["status"] as? String == "failed" {
            #expect(outcome["approveCommand"] as? String == "layoutlab approve --reports out/all \(name)")
            let message = outcome["message"] as? String ?? ""
            #expect(message.contains("out/all/actual/") && !message.contains("out/s1/") && !message.contains("out/s2/"), "\(message)")
        }
        // An error has no approve command.
        try p.write("name: e\nsize: [20, 20]\nroot:\n  node: {style: {flexGrow: -1}}\n", "Fixtures/e.yaml")
        _ = try p.run(["check"])
        let errored = try #require(try p.outcomes().values.first { $0["status"] as? String == "error" })
        #expect(errored["approveCommand"] as? String == "")
    }

    @Test func aTouchedFixtureFileIsStillTheOneChecked() throws {
        let p = try ScratchProject()
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/a.yaml")
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/a.yaml")
        #expect(try p.run(["check"]).status == 1)
        Thread.sleep(forTimeInterval: 1.1)
        // Saved again, same bytes: a newer time, the same contents.
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/a.yaml")
        let approve = try p.run(["approve", "a", "--dry-run"])
        #expect(approve.status == 0, "\(approve.stdout) \(approve.stderr)")
        // Changed: refused.
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: green}\n", "Fixtures/a.yaml")
        let refused = try p.run(["approve", "a"])
        #expect(refused.status != 0 && (refused.stdout + refused.stderr).contains("changed after the check started"))
    }

    @Test func aWrongRecordModeShowsChecksUsage() throws {
        let p = try ScratchProject()
        let run = try p.run(["check", "--record", "bogus"])
        #expect(run.status == 2 && run.stderr.contains("Usage: layoutlab check") && run.stderr.contains("found \"bogus\""), "\(run.stderr)")
    }

    @Test func orphanedBaselinesAreListedAndCanFailTheRun() throws {
        let p = try ScratchProject()
        for name in ["keep", "gone"] {
            try p.write("name: \(name)\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/\(name).yaml")
        }
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        try FileManager.default.removeItem(atPath: p.path + "/Fixtures/gone.yaml")
        let run = try p.run(["check"])
        #expect(run.status == 0 && run.stdout.contains("ORPHAN  Baselines/gone.png: no fixture produces it"), "\(run.stdout)")
        #expect(run.stdout.contains("ORPHAN  Baselines/gone.layout.json"))
        #expect(run.stdout.contains("ORPHAN  Baselines/gone.explain.json.gz"))
        let report = try p.report()
        #expect(report["orphanedBaselines"] as? [String] == ["gone.explain.json.gz", "gone.layout.json", "gone.png"])
        let html = String(decoding: try #require(p.bytes("Reports/index.html")), as: UTF8.self)
        #expect(html.contains("id=\"orphans\"") && html.contains("Orphaned baseline Baselines/gone.png"))
        let failing = try p.run(["check", "--fail-on-orphans"])
        #expect(failing.status == 1 && failing.stdout.contains("; 3 orphaned baseline files (failing the run: --fail-on-orphans)"),
                "\(failing.stdout)")
        let junit = String(decoding: try #require(p.bytes("Reports/junit.xml")), as: UTF8.self)
        #expect(junit.contains("name=\"orphaned baselines\"") && junit.contains("failures=\"1\""), "\(junit)")
        _ = try p.run(["prune"])
        #expect(try p.run(["check", "--fail-on-orphans"]).status == 0)
    }

    @Test func newAndFailedFixturesNameFilesAlike() throws {
        let p = try ScratchProject()
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/a.yaml")
        let run = try p.run(["check", "--record", "never"])
        #expect(run.stdout.contains("NEW     a: no baseline at Baselines/a.png (record mode never); actual Reports/actual/a.png"), "\(run.stdout)")
    }

    @Test func aReportFolderApartFromFixturesAndBaselinesAndLockedWhileMerged() throws {
        let p = try ScratchProject()
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/a.yaml")
        for folder in ["Fixtures", "Baselines", "Fixtures/out", "."] {
            let run = try p.run(["check", "--reports", folder])
            #expect(run.status == 2 && run.stderr.contains("overlaps"), "\(folder): \(run.stderr)")
        }
        #expect(!p.exists("Fixtures/actual") && !p.exists("Baselines/actual"))
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        // A check holding Reports/ keeps merge-reports out of it too.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [p.path + "/Reports/.lock", "sleep", "5"]
        try holder.run()
        Thread.sleep(forTimeInterval: 0.5)
        let merge = try p.run(["merge-reports", "Reports", "-o", "Merged"])
        #expect(merge.status == 0, "\(merge.stderr)")
        let locked = try p.run(["merge-reports", "Merged", "-o", "Reports"])
        #expect(locked.status != 0 && locked.stderr.contains("another layoutlab run is writing Reports"), "\(locked.stderr)")
        holder.terminate()
        holder.waitUntilExit()
    }

    @Test func aReRecordedFailureNamesTheComparedCopyAndHasNothingToApprove() throws {
        let p = try ScratchProject()
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/a.yaml")
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/a.yaml")
        let run = try p.run(["check", "--record", "failed"])
        #expect(run.stdout.contains("baseline Reports/baseline/a.png, actual Reports/actual/a.png")
                && run.stdout.contains("recorded as the new baseline Baselines/a.png"), "\(run.stdout)")
        #expect(try p.outcomes()["a"]?["approveCommand"] as? String == "")
    }
}
