import Foundation
import LayoutLabTestSupport
import Testing

/// Fixtures reached through links are checked, and prune never removes a baseline whose fixture
/// check did not look at.
@Suite struct LinkedFixtureTests {
    @Test func linkedFixturesAreCheckedAndTheirBaselinesKept() throws {
        let p = try ScratchProject()
        try p.write("name: shared\nsize: [10, 10]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "elsewhere/shared.yaml")
        try p.write("name: own\nsize: [10, 10]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/own.yaml")
        try FileManager.default.createSymbolicLink(atPath: p.path + "/Fixtures/shared", withDestinationPath: "../elsewhere")
        let record = try p.run(["check", "--record", "missing"])
        #expect(record.status == 0 && record.stdout.contains("2 fixtures"), "\(record.stdout)")
        #expect(p.exists("Baselines/shared.png"))
        let prune = try p.run(["prune"])
        #expect(prune.status == 0 && p.exists("Baselines/shared.png"), "\(prune.stdout) \(prune.stderr)")
        // A link that leads nowhere: check fails on it, prune removes nothing.
        try FileManager.default.removeItem(atPath: p.path + "/elsewhere/shared.yaml")
        try FileManager.default.createSymbolicLink(atPath: p.path + "/Fixtures/gone.yaml", withDestinationPath: "../nowhere.yaml")
        let check = try p.run(["check"])
        #expect(check.status == 2 && check.stdout.contains("gone.yaml: a symbolic link to nothing"), "\(check.stdout)")
        let refused = try p.run(["prune"])
        #expect(refused.status != 0 && p.exists("Baselines/shared.png"), "\(refused.stdout) \(refused.stderr)")
        #expect(refused.stderr.contains("gone.yaml"))
    }

    @Test func anEmptyFixtureListIsAnError() throws {
        let p = try ScratchProject()
        try p.write("fixtures: []\n", "Fixtures/empty.yaml")
        let run = try p.run(["check"])
        #expect(run.status == 2 && run.stdout.contains("fixtures: expected at least one fixture"), "\(run.stdout)")
    }
}

/// approve promotes only the actual image the check wrote.
@Suite struct ApproveDigestTests {
    @Test func aTruncatedActualImageIsRefused() throws {
        let p = try ScratchProject()
        try p.write("name: box\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/box.yaml")
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        try p.write("name: box\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: blue}\n", "Fixtures/box.yaml")
        #expect(try p.run(["check"]).status == 1)
        let baseline = try #require(p.bytes("Baselines/box.png"))
        let actual = try #require(p.bytes("Reports/actual/box.png"))
        #expect(try p.outcomes()["box"]?["actualDigest"] as? String != nil)
        // Cut short after its header: still "a PNG" by its signature and dimensions.
        try p.write(Data(actual.prefix(actual.count - 20)), "Reports/actual/box.png")
        let approve = try p.run(["approve", "box"])
        #expect(approve.status != 0 && (approve.stdout + approve.stderr).contains("is not the one the check wrote"), "\(approve.stdout) \(approve.stderr)")
        #expect(p.bytes("Baselines/box.png") == baseline)
    }
}

/// Control characters from fixtures never reach the terminal raw.
@Suite struct TerminalInjectionTests {
    @Test func escapesBellsAndCarriageReturnsAreShownNotSent() throws {
        let p = try ScratchProject()
        try p.write("name: ok\nsize: [40, 20]\nscale: 1\nroot:\n  node: {debugName: \"x\\r\\e[1A\\u009B2J\", backgroundColor: \"\\e]0;pwned\\a\"}\n",
                    "Fixtures/e.yaml")
        try p.write("name: art\nsize: [40, 20]\nscale: 1\nroot:\n  node: {debugName: \"a\\e[2Jb\", backgroundColor: red}\n", "art.yaml")
        let runs = [try p.run(["check"]), try p.run(["layout", "art.yaml"]), try p.run(["layout", "--ascii", "art.yaml"]),
                    try p.run(["render", "Fixtures/e.yaml", "-o", "out.png"])]
        for run in runs {
            let bytes = Array((run.stdout + run.stderr).utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x0D) && !(run.stdout + run.stderr).contains("\u{9B}"),
                    "\(run.stdout) \(run.stderr)")
        }
        #expect(runs[0].stdout.contains("\\u{001B}]0;pwned\\u{0007}"), "\(runs[0].stdout)")
    }
}

/// Image paths stay in the project; a report folder never takes over someone else's files.
@Suite struct ProjectBoundaryTests {
    @Test func imagesOutsideTheProjectAreRefused() throws {
        let p = try ScratchProject()
        let outside = try ScratchProject()
        let png = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 6, rows: [[255, 0, 0, 255]])
        try outside.write(Data(png), "secret.png")
        try FileManager.default.createSymbolicLink(atPath: p.path + "/link.png", withDestinationPath: outside.path + "/secret.png")
        for (i, image) in [outside.path + "/secret.png", "../../\(outside.dir.lastPathComponent)/secret.png", "../link.png"].enumerated() {
            try p.write("name: i\(i)\nsize: [20, 20]\nscale: 1\nroot:\n  image: {image: \"\(image)\"}\n", "Fixtures/i\(i).yaml")
        }
        let run = try p.run(["check", "--record", "missing"])
        #expect(run.status == 2)
        let outcomes = try p.outcomes()
        for i in 0..<3 {
            let message = outcomes["i\(i)"]?["message"] as? String ?? ""
            #expect(outcomes["i\(i)"]?["status"] as? String == "error" && message.contains("leads outside the project"), "\(i): \(message)")
        }
        #expect(!p.exists("Reports/actual/i0.png"))
    }

    @Test func aFolderOfOtherFilesIsNotUsedForReports() throws {
        let p = try ScratchProject()
        try p.write("name: a\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/a.yaml")
        try p.write(Data([1, 2, 3]), "photos/actual/holiday.png")
        let run = try p.run(["check", "--reports", "photos"])
        #expect(run.status == 2 && run.stderr.contains("is not a layoutlab report directory") && run.stderr.contains("holds actual/"), "\(run.stderr)")
        #expect(p.bytes("photos/actual/holiday.png") == [1, 2, 3])
        // A folder with a note in it (as the repository's Reports/README.md) is fine.
        try p.write("What this folder holds.\n", "noted/README.md")
        #expect(try p.run(["check", "--reports", "noted", "--record", "missing"]).status == 0)
        // A folder layoutlab made is reused as always.
        #expect(try p.run(["check", "--reports", "out", "--record", "missing"]).status == 0)
        #expect(try p.run(["check", "--reports", "out"]).status == 0)
    }
}
