import Foundation
import Testing

/// Two `check` runs (or a check and an approve) on the same report directory at the same time:
/// the second is refused at once, and the first writes a complete report.
@Suite("concurrent runs on one report directory")
struct ConcurrentRunsTests {
    /// True once process `pid` holds an flock (read from /proc/locks, so the probe never takes
    /// the lock itself and cannot make the run it watches fail to get it).
    private func holdsLock(_ pid: Int32) -> Bool {
        guard let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return false }
        return locks.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count > 4 && fields[1] == "FLOCK" && fields[4] == "\(pid)"
        }
    }

    @Test func theSecondRunIsRefusedAndTheFirstReportIsWhole() throws {
        let p = try ScratchProject()
        let count = 80
        for i in 0..<count { try p.write(boxFixture("c\(i)", color: String(format: "#%06X", i * 3001), width: 100, height: 80), "Fixtures/c\(i).yaml") }
        let first = try p.start(["check", "--jobs", "1"])
        let deadline = Date().addingTimeInterval(30)
        while first.isRunning, Date() < deadline, !holdsLock(first.processIdentifier) { usleep(500) }
        #expect(first.isRunning, "the first run should still be running")
        let second = try p.run(["check", "--jobs", "1"])
        let approve = try p.run(["approve", "--all"])
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(second.status == 2)
        #expect(second.stderr.contains("another layoutlab run is writing Reports (it holds Reports/.lock)"), "\(second.stderr)")
        #expect(approve.status != 0 && approve.stderr.contains("Reports"), "\(approve.stdout)\(approve.stderr)")

        // The first run's report is complete and every file it lists is there.
        let outcomes = try p.outcomes()
        #expect(outcomes.count == count)
        for (name, outcome) in outcomes {
            #expect(outcome["status"] as? String == "new")
            let images = outcome["images"] as? [String: Any] ?? [:]
            let actual = try #require(images["actual"] as? String, "\(name)")
            #expect(p.bytes("Reports/" + actual)?.prefix(4) == [0x89, 0x50, 0x4E, 0x47], "\(name)")
        }
        // With the first run done, the directory is free again.
        #expect(try p.run(["check"]).status == 0)
    }
}
