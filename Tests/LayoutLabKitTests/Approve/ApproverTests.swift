import Foundation
import LayoutLabKit
import LayoutRender
import LayoutReport
import Testing

@Suite("approve")
struct ApproverTests {
    /// failed, new, passed, errored and a layout-only change, all in one report.
    private func mixedWorld() throws -> ApproveWorld {
        let world = try ApproveWorld()
        try world.add("header/left-right@320", .failed, actualSeed: 1, baselineSeed: 2)
        try world.add("card", .new, actualSeed: 3)
        try world.add("list/row", .passed, actualSeed: 4, baselineSeed: 4)
        try world.add("broken", .error, actualSeed: 0)
        try world.add("list/moved", .passed, actualSeed: 5, baselineSeed: 6, layoutOnlyChange: true)
        try world.writeReport()
        return world
    }

    @Test func allPromotesFailedNewAndLayoutChangesNeverErrors() throws {
        let world = try mixedWorld()
        let (result, lines) = try world.approve(world.request(all: true))
        #expect(lines == [
            "not approved broken: it errored in the check (root: expected a mapping); fix it and run `layoutlab check` again",
            "approved card (new baseline)",
            "approved header/left-right@320 (failed → new baseline)",
            "approved list/moved (layout changed → new baseline)",
            "unchanged list/row (passed)",
            "3 approved, 1 unchanged, 1 errored (not approved) in \(world.baselines)",
        ])
        #expect(result.exitStatus == 1)
        #expect(result.counts.promoted == 3 && result.counts.unchanged == 1 && result.counts.notApproved == 1)
        for name in ["card", "header/left-right@320", "list/moved"] {
            #expect(world.read(world.baselines + "/\(name).png") == world.actualPNG[name], "\(name)")
            #expect(world.read(world.baselines + "/\(name).layout.json") == world.actualLayout[name], "\(name)")
        }
        #expect(world.read(world.baselines + "/list/row.png") == world.baselinePNG["list/row"])
        #expect(!FileManager.default.fileExists(atPath: world.baselines + "/broken.png"))
        let manifest = try #require(try BaselineManifest.read(directory: world.baselines))
        #expect(manifest.scales == [2])
        #expect(manifest.fonts.count == FontLibrary.files.count)
    }

    @Test func flagsAndNamesChooseFixtures() throws {
        let world = try mixedWorld()
        let failed = try world.approve(world.request(failed: true, dryRun: true))
        #expect(failed.lines.first == "would approve header/left-right@320 (failed → new baseline)")
        #expect(failed.result.counts.promoted == 1)

        let new = try world.approve(world.request(new: true, dryRun: true))
        #expect(new.lines.first == "would approve card (new baseline)")

        let glob = try world.approve(world.request(["list/*"], dryRun: true))
        #expect(glob.lines.dropLast() == ["would approve list/moved (layout changed → new baseline)", "unchanged list/row (passed)"])

        let both = try world.approve(world.request(["list/*", "card"], new: true, dryRun: true))
        #expect(both.lines.dropLast() == ["would approve card (new baseline)"])

        let everything = try world.approve(world.request(["**"], dryRun: true))
        #expect(everything.result.counts.promoted == 3)

        let none = try world.approve(world.request(["list/*"], failed: true))
        #expect(none.lines == ["nothing to approve: no fixture in \(world.reports)/report.json is failed among \"list/*\""])
        #expect(none.result.exitStatus == 0)
    }

    @Test func unknownNamesAndEmptyRequestsAreUsageErrors() throws {
        let world = try mixedWorld()
        let unmatched = #expect(throws: ApproveError.self) { try world.approve(world.request(["card", "nope", "x/*"])) }
        #expect(unmatched == .unmatched(patterns: ["nope", "x/*"], report: world.reports + "/report.json"))
        #expect(unmatched?.exitStatus == 2)
        let empty = #expect(throws: ApproveError.self) { try world.approve(world.request()) }
        #expect(empty == .nothingRequested)
        #expect(empty?.exitStatus == 2)
        let noReport = #expect(throws: ApproveError.self) {
            try world.approve(ApproveRequest(all: true, reportDirectory: world.root + "/elsewhere"))
        }
        #expect(noReport?.exitStatus == 2)
        #expect(noReport?.description.contains("run `layoutlab check` first") == true)
    }

    @Test func errorFixtureNamedAloneIsNeverApproved() throws {
        let world = try mixedWorld()
        let (result, lines) = try world.approve(world.request(["broken"]))
        #expect(result.exitStatus == 1)
        #expect(lines.first?.hasPrefix("not approved broken: it errored in the check") == true)
        #expect(world.snapshot(world.baselines)["manifest.json"] == nil)
    }

    @Test func refusesWhenAFixtureFileChangedAfterTheCheck() throws {
        let world = try mixedWorld()
        let before = world.snapshot(world.baselines)
        let card = try #require(world.fixtures.first { $0.name == "card" }?.sourceFile)
        try world.setModified(card, Date().addingTimeInterval(30))
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        guard case .refused(let refusals) = error else { Issue.record("expected a refusal, got \(String(describing: error))"); return }
        #expect(refusals.map(\.name) == ["card"])
        #expect(refusals[0].reason.contains("\(card) changed after the check started"))
        #expect(error?.exitStatus == 1)
        #expect(error?.description.hasPrefix("refused; nothing was written:\n  card: its fixture file") == true)
        #expect(world.snapshot(world.baselines) == before)
        // Only chosen fixtures matter: the failed one alone is fine.
        #expect(try world.approve(world.request(failed: true)).result.exitStatus == 0)
    }

    @Test func startTimeWithoutFractionsCountsToTheSecond() throws {
        let world = try ApproveWorld()
        let outcome = try world.add("a", .new, actualSeed: 1)
        try world.writeReport(startedAt: "2030-01-01T00:00:10Z")
        let file = try #require(outcome.sourceFile)
        try world.setModified(file, Date(timeIntervalSince1970: 1_893_456_010.7))  // same second
        #expect(try world.approve(world.request(all: true, dryRun: true)).result.counts.promoted == 1)
        try world.setModified(file, Date(timeIntervalSince1970: 1_893_456_011.0))
        #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
    }

    @Test func refusesWhenABaselineChangedSinceTheCheck() throws {
        let world = try mixedWorld()
        // Edited, created where the check found none, and removed.
        try world.write(try ApproveWorld.png(seed: 99), to: world.baselines + "/header/left-right@320.png")
        try world.write(try ApproveWorld.png(seed: 98), to: world.baselines + "/card.png")
        try FileManager.default.removeItem(atPath: world.baselines + "/list/moved.png")
        let before = world.snapshot(world.baselines)
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        guard case .refused(let refusals) = error else { Issue.record("expected a refusal"); return }
        #expect(refusals.map(\.name) == ["card", "header/left-right@320", "list/moved"])
        #expect(refusals[0].reason.hasPrefix("\(world.baselines)/card.png was created after the check (which found no baseline)"))
        #expect(refusals[1].reason.hasPrefix("\(world.baselines)/header/left-right@320.png changed after the check compared it"))
        #expect(refusals[2].reason.hasPrefix("\(world.baselines)/list/moved.png was removed after the check compared it"))
        #expect(world.snapshot(world.baselines) == before)
    }

    @Test func dryRunWritesNothing() throws {
        let world = try mixedWorld()
        let baselines = world.snapshot(world.baselines)
        let reports = world.snapshot(world.reports)
        let (result, lines) = try world.approve(world.request(all: true, dryRun: true))
        #expect(result.counts.promoted == 3)
        #expect(lines.contains("would approve card (new baseline)"))
        #expect(lines.last == "dry run: 3 would be approved, 1 unchanged, 1 errored (not approved); nothing was written")
        #expect(world.snapshot(world.baselines) == baselines)
        #expect(world.snapshot(world.reports) == reports)
    }

    @Test func secondApproveFindsNothingToDo() throws {
        let world = try mixedWorld()
        _ = try world.approve(world.request(failed: true, new: true))
        let after = world.snapshot(world.baselines)
        let (result, lines) = try world.approve(world.request(failed: true, new: true))
        #expect(result.exitStatus == 0 && result.counts.promoted == 0 && result.counts.unchanged == 2)
        #expect(lines.dropLast() == ["unchanged card (already the baseline)", "unchanged header/left-right@320 (already the baseline)"])
        #expect(world.snapshot(world.baselines) == after)
    }

    @Test func recordedNewFixtureIsAlreadyTheBaseline() throws {
        let world = try ApproveWorld()
        try world.add("recorded", .new, actualSeed: 7, recorded: true)
        try world.write(world.actualPNG["recorded"]!, to: world.baselines + "/recorded.png")
        try world.write(world.actualLayout["recorded"]!, to: world.baselines + "/recorded.layout.json")
        try world.writeReport()
        let (result, lines) = try world.approve(world.request(new: true))
        #expect(result.counts.unchanged == 1)
        #expect(lines.first == "unchanged recorded (already the baseline)")
    }

    @Test func approveKilledBeforeTheManifestWritesItWhenRunAgain() throws {
        let world = try mixedWorld()
        _ = try world.approve(world.request(failed: true, new: true))
        let manifest = world.baselines + "/" + BaselineManifest.fileName
        #expect(FileManager.default.fileExists(atPath: manifest))
        // As if the first approve had been killed after its last baseline, before the manifest.
        try FileManager.default.removeItem(atPath: manifest)
        let (result, _) = try world.approve(world.request(failed: true, new: true))
        #expect(result.exitStatus == 0 && result.counts.promoted == 0)
        #expect(try BaselineManifest.read(directory: world.baselines) != nil)
    }

    @Test func interruptedApproveCanBeFinished() throws {
        let world = try mixedWorld()
        // As if an earlier approve was killed after writing the failed fixture's layout and image
        // but before the layout of the next one, leaving one of its temporary files behind.
        try world.write(world.actualPNG["header/left-right@320"]!, to: world.baselines + "/header/left-right@320.png")
        try world.write(world.actualLayout["list/moved"]!, to: world.baselines + "/list/moved.layout.json")
        let dead = try deadProcessID()
        let leftover = world.baselines + "/list/.moved.png.\(dead).123456789.tmp"
        let live = world.baselines + "/list/.row.png.\(getpid()).987.tmp"
        try world.write([1, 2, 3], to: leftover)
        try world.write([4, 5, 6], to: live)
        let (result, lines) = try world.approve(world.request(all: true))
        #expect(result.counts.promoted == 3)
        #expect(lines.first == "removed 1 temporary file left in \(world.baselines) by an interrupted write")
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(FileManager.default.fileExists(atPath: live))
        for name in ["card", "header/left-right@320", "list/moved"] {
            #expect(world.read(world.baselines + "/\(name).png") == world.actualPNG[name])
            #expect(world.read(world.baselines + "/\(name).layout.json") == world.actualLayout[name])
        }
    }

    @Test func neverFollowsALinkOutOfTheBaselines() throws {
        let world = try ApproveWorld()
        try world.add("group/a", .new, actualSeed: 1)
        try world.add("b", .failed, actualSeed: 2, baselineSeed: 3)
        try world.writeReport()
        let outside = world.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: world.baselines + "/group", withDestinationPath: outside)
        try FileManager.default.removeItem(atPath: world.baselines + "/b.png")
        try FileManager.default.createSymbolicLink(atPath: world.baselines + "/b.png", withDestinationPath: world.root + "/Fixtures")
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        guard case .refused(let refusals) = error else { Issue.record("expected a refusal"); return }
        #expect(refusals.map(\.name) == ["b", "group/a"])
        #expect(refusals.allSatisfy { $0.reason.contains("never follows links out of \(world.baselines)") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func hostileReportPathsAreRefused() throws {
        let world = try ApproveWorld()
        try world.add("ok", .new, actualSeed: 1)
        world.fixtures[0].images.actual = "../../etc/passwd"
        try world.add("../escape", .new, actualSeed: 2)
        try world.writeReport()
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        guard case .refused(let refusals) = error else { Issue.record("expected a refusal"); return }
        #expect(refusals.map(\.name) == ["../escape", "ok"])
        #expect(refusals[0].reason.hasPrefix("not a valid fixture name"))
        #expect(refusals[1].reason.contains("has an empty, . or .. segment"))
    }

    @Test func missingOrBrokenActualFilesAreRefused() throws {
        let world = try ApproveWorld()
        try world.add("gone", .new, actualSeed: 1)
        try world.add("junk", .new, actualSeed: 2)
        try world.writeReport()
        try FileManager.default.removeItem(atPath: world.reports + "/actual/gone.png")
        try world.write(Array("not a png".utf8), to: world.reports + "/actual/junk.png")
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        guard case .refused(let refusals) = error else { Issue.record("expected a refusal"); return }
        #expect(refusals[0].reason == "the actual image \(world.reports)/actual/gone.png is missing")
        #expect(refusals[1].reason.hasPrefix("the actual image is not a readable PNG"))
    }

    @Test func refusesWhileACheckHoldsTheReportLock() throws {
        let world = try mixedWorld()
        let fd = open(world.reports + "/.lock", O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let error = #expect(throws: ApproveError.self) { try world.approve(world.request(all: true)) }
        #expect(error?.description.contains("a layoutlab check run is writing this report now") == true)
        flock(fd, LOCK_UN)
        #expect(try world.approve(world.request(failed: true)).result.exitStatus == 0)
    }

    @Test func manifestKeepsOtherScalesAndReportsDifferences() throws {
        let world = try ApproveWorld()
        try world.add("a", .new, actualSeed: 1, scale: 3)
        try world.writeReport()
        var old = try BaselineManifest.current(scales: [1])
        old.libraries["cairo"] = "0.9.0"
        try old.write(directory: world.baselines)
        let (_, lines) = try world.approve(world.request(all: true))
        #expect(lines.contains("  cairo: the baselines were made with 0.9.0, this machine has \(RenderLibraries.versions["cairo"]!)"))
        let manifest = try #require(try BaselineManifest.read(directory: world.baselines))
        #expect(manifest.scales == [1, 3])
        #expect(manifest.libraries == RenderLibraries.versions)
    }

    /// The id of a process that has ended.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
