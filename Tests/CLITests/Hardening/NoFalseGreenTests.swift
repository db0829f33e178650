import Foundation
import Testing

/// `check` never reports success it did not earn: a missing, partial or unreadable baseline is
/// never a pass, and a run that dies leaves no report of an earlier run claiming success.
@Suite("check: no false green")
struct NoFalseGreenTests {
    @Test func newFixturesFailTheRunUnlessRecorded() throws {
        let p = try ScratchProject()
        try p.write(boxFixture("box"), "Fixtures/box.yaml")
        let never = try p.run(["check", "--record", "never"])
        #expect(never.status == 1)
        #expect(try p.outcomes()["box"]?["status"] as? String == "new")
        #expect(try p.outcomes()["box"]?["recorded"] as? Bool == false)
        #expect(!p.exists("Baselines/box.png"))
    }

    @Test func aBaselineWithoutItsImageIsNew() throws {
        let p = try ScratchProject()
        try p.write(boxFixture("box"), "Fixtures/box.yaml")
        #expect(try p.run(["check"]).status == 0)
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Baselines/box.png"))
        // The layout alone is no baseline: new, and under `never` the run fails.
        let r = try p.run(["check", "--record", "never"])
        #expect(r.status == 1)
        #expect(try p.outcomes()["box"]?["status"] as? String == "new")
    }

    @Test(arguments: ["truncated", "empty", "folder", "wrong size", "garbage after signature"])
    func damagedBaselinesAreErrorsNeverPasses(damage: String) throws {
        let p = try ScratchProject()
        try p.write(boxFixture("box"), "Fixtures/box.yaml")
        try p.write(boxFixture("other", color: "#00AA00", width: 50), "Fixtures/other.yaml")
        #expect(try p.run(["check"]).status == 0)
        let baseline = p.dir.appendingPathComponent("Baselines/box.png")
        let good = try #require(p.bytes("Baselines/box.png"))
        switch damage {
        case "truncated": try Data(good.prefix(good.count / 2)).write(to: baseline)
        case "empty": try Data().write(to: baseline)
        case "folder":
            try FileManager.default.removeItem(at: baseline)
            try FileManager.default.createDirectory(at: baseline, withIntermediateDirectories: false)
        case "wrong size": try Data(try #require(p.bytes("Baselines/other.png"))).write(to: baseline)
        default: try Data(good.prefix(8) + Array(repeating: 0x41, count: 200)).write(to: baseline)
        }
        // Even when asked to record everything, a damaged baseline is reported, not papered over.
        for mode in ["never", "missing", "all"] {
            let r = try p.run(["check", "--record", mode])
            let outcome = try #require(try p.outcomes()["box"])
            let status = outcome["status"] as? String
            if damage == "wrong size" {
                // A readable baseline of another size is a failure (and `all` re-records it).
                #expect(status == "failed" && r.status == 1, "\(mode): \(outcome)")
                if mode == "all" { #expect(p.bytes("Baselines/box.png") == good) }
            } else {
                #expect(status == "error" && r.status == 2, "\(damage), \(mode): \(outcome)")
                #expect(outcome["recorded"] as? Bool != true)
            }
            #expect(try p.outcomes()["other"]?["status"] as? String == "passed")
        }
    }

    @Test func aRunThatDiesLeavesNoReportOfAnEarlierRun() throws {
        let p = try ScratchProject()
        let count = 80
        for i in 0..<count { try p.write(boxFixture("boxes/b\(i)", color: String(format: "#%06X", i * 2048), width: 120, height: 90), "Fixtures/b\(i).yaml") }
        #expect(try p.run(["check"]).status == 0)
        #expect(p.exists("Reports/report.json") && p.exists("Reports/junit.xml") && p.exists("Reports/index.html"))
        // Change every fixture, then kill the run midway, as a crash (SIGABRT, SIGSEGV) or an OOM kill would.
        for i in 0..<count { try p.write(boxFixture("boxes/b\(i)", color: "#FF0000", width: 120, height: 90), "Fixtures/b\(i).yaml") }
        var killedMidway = 0
        for (signal, delay) in [(SIGKILL, 0), (SIGABRT, 40), (SIGSEGV, 120), (SIGKILL, 250)] {
            let started = Date()
            let run = try p.start(["check", "--record", "never", "--jobs", "2"])
            // Once the run has cleared the earlier report, let it work a little, then kill it.
            let deadline = Date().addingTimeInterval(30)
            while run.isRunning, Date() < deadline, p.exists("Reports/report.json") { usleep(500) }
            usleep(useconds_t(delay * 1000))
            let wasRunning = run.isRunning
            kill(run.processIdentifier, signal)
            run.waitUntilExit()
            #expect(run.terminationReason == .uncaughtSignal || run.terminationStatus != 0)
            if wasRunning && !p.exists("Reports/report.json") { killedMidway += 1 }
            // Whatever report is there now is this run's, and says what is true: nothing passed.
            if p.exists("Reports/report.json") {
                let report = try p.report()
                let startedAt = try #require(ISO8601DateFormatter.withFractions.date(from: report["startedAt"] as? String ?? ""))
                #expect(startedAt >= started.addingTimeInterval(-0.01), "signal \(signal): an earlier run's report survived")
                #expect((report["summary"] as? [String: Int])?["passed"] == 0)
            }
            // The baselines are untouched.
            #expect(try p.tree("Baselines").filter { $0.hasSuffix(".png") }.count == count)
        }
        #expect(killedMidway >= 2, "the kills should land while the run is checking")
        // The next full run reports what is true: every fixture failed.
        let after = try p.run(["check", "--record", "never"])
        #expect(after.status == 1)
        let summary = try #require(try p.report()["summary"] as? [String: Int])
        #expect(summary["failed"] == count && summary["passed"] == 0)
    }
}

extension ISO8601DateFormatter {
    /// Reads `2024-05-01T10:00:00.250Z`.
    static var withFractions: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
