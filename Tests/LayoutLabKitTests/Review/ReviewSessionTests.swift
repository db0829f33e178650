import Foundation
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import LayoutReport
import Testing

/// A review session through the library: re-checks of one file, approvals with approve's
/// guarantees, undo, and the report on disk kept in step.
@Suite("Review sessions")
struct ReviewSessionTests {
    /// A project with two fixture files, their baselines recorded by a first check.
    final class Project {
        let temporary = TemporaryDirectory(reserving: "review")
        var dir: String { temporary.path }
        var settings: CheckSettings {
            CheckSettings(fixtureRoots: [dir + "/Fixtures"], fixtureRootsRequired: true, baselineDirectory: dir + "/Baselines",
                          reportDirectory: dir + "/Reports", record: .never, jobs: 2)
        }

        init() throws {
            try write("box/red", color: "#FF0000", to: "a.yaml")
            try write("box/blue", color: "#0000FF", to: "b.yaml")
            var recording = settings
            recording.record = .missing
            _ = try CheckRun.run(settings: recording, catalog: .empty, console: CheckConsole(showsProgress: false))
        }

        deinit { temporary.remove() }

        func write(_ name: String, color: String, to file: String) throws {
            try FileManager.default.createDirectory(atPath: dir + "/Fixtures", withIntermediateDirectories: true)
            let yaml = "name: \(name)\nsize: [20, 10]\nroot: {node: {backgroundColor: \"\(color)\"}}\n"
            try yaml.write(toFile: dir + "/Fixtures/" + file, atomically: true, encoding: .utf8)
        }

        func bytes(_ relative: String) -> Data? { FileManager.default.contents(atPath: dir + "/" + relative) }

        func onDisk() throws -> [String: FixtureStatus] {
            let report = try CheckReport.read(fromDirectory: dir + "/Reports")
            return Dictionary(uniqueKeysWithValues: report.fixtures.map { ($0.name, $0.status) })
        }
    }

    private func statuses(_ session: ReviewSession) -> [String: FixtureStatus] {
        Dictionary(uniqueKeysWithValues: session.state.report.fixtures.map { ($0.name, $0.status) })
    }

    @Test func aChangedFileIsCheckedAloneAndTheReportOnDiskFollows() throws {
        let p = try Project()
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        #expect(statuses(session) == ["box/red": .passed, "box/blue": .passed])
        try p.write("box/red", color: "#00FF00", to: "a.yaml")
        let update = try session.recheck(files: [p.dir + "/Fixtures/a.yaml"])
        #expect(update.checked == ["box/red"])
        #expect(update.version == 2)
        #expect(statuses(session) == ["box/red": .failed, "box/blue": .passed])
        #expect(try p.onDisk() == ["box/red": .failed, "box/blue": .passed])
        #expect(p.bytes("Reports/diff/box/red.png") != nil)
    }

    @Test func aFileAddedOrRemovedAddsOrRemovesItsFixtures() throws {
        let p = try Project()
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        try p.write("box/green", color: "#00FF00", to: "c.yaml")
        let added = try session.recheck(files: [p.dir + "/Fixtures/c.yaml"])
        #expect(added.checked == ["box/green"])
        #expect(statuses(session) == ["box/red": .passed, "box/blue": .passed, "box/green": .new])
        try FileManager.default.removeItem(atPath: p.dir + "/Fixtures/b.yaml")
        let removed = try session.recheck(files: [p.dir + "/Fixtures/b.yaml"])
        #expect(removed.checked.isEmpty)
        #expect(removed.changed == ["box/blue"])
        #expect(try p.onDisk() == ["box/red": .passed, "box/green": .new])
        // Its report files go with it.
        #expect(p.bytes("Reports/actual/box/blue.png") == nil)
    }

    @Test func approvingWritesTheBaselineAndUndoPutsTheOldOneBack() throws {
        let p = try Project()
        let old = try #require(p.bytes("Baselines/box/red.png"))
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        try p.write("box/red", color: "#00FF00", to: "a.yaml")
        try session.recheck(files: [p.dir + "/Fixtures/a.yaml"])
        let actual = try #require(p.bytes("Reports/actual/box/red.png"))

        let approved = session.approve(names: ["box/red"])
        #expect(approved.ok, "\(approved.lines)")
        #expect(approved.names == ["box/red"])
        #expect(approved.undoable == 1)
        // The report's image, encoded to keep: what `approve` writes.
        #expect(p.bytes("Baselines/box/red.png") == Data(try PNGCodec.keepable([UInt8](actual))))
        #expect(statuses(session)["box/red"] == .passed)
        #expect(try p.onDisk()["box/red"] == .passed)

        let undone = session.undo()
        #expect(undone.ok, "\(undone.lines)")
        #expect(p.bytes("Baselines/box/red.png") == old)
        #expect(statuses(session)["box/red"] == .failed)
        #expect(session.undo().ok == false)
    }

    @Test func aFileSavedAfterItsCheckIsRefusedAndNothingIsWritten() throws {
        let p = try Project()
        let old = try #require(p.bytes("Baselines/box/red.png"))
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        try p.write("box/red", color: "#00FF00", to: "a.yaml")
        try session.recheck(files: [p.dir + "/Fixtures/a.yaml"])
        // Saved again, not yet checked: the outcome on the page is stale.
        Thread.sleep(forTimeInterval: 0.02)
        try p.write("box/red", color: "#FFFF00", to: "a.yaml")
        let refused = session.approve(names: ["box/red"])
        #expect(!refused.ok)
        #expect(refused.lines.joined().contains("changed after the check started"))
        #expect(p.bytes("Baselines/box/red.png") == old)
        #expect(session.undoable == 0)
    }

    @Test func namesOutsideTheReportAreRefused() throws {
        let p = try Project()
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        let refused = session.approve(names: ["../../etc/passwd"])
        #expect(!refused.ok)
        #expect(refused.lines.joined().contains("not in the report"))
        #expect(!FileManager.default.fileExists(atPath: p.dir + "/etc/passwd.png"))
    }

    @Test func theReportDirectoryStaysLockedForTheSession() throws {
        let p = try Project()
        let session = try ReviewSession(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        #expect(throws: CheckRunError.self) {
            _ = try CheckRun.run(settings: p.settings, catalog: .empty, console: CheckConsole(showsProgress: false))
        }
        withExtendedLifetime(session) {}
    }
}
