import Foundation
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
