import Foundation
import Testing

/// Hostile names and links never make layoutlab write outside `Baselines/`, `Reports/` and the
/// folder given to `render -o`, nor delete anything outside them.
@Suite("hostile names and links")
struct HostileContentTests {
    /// Names no fixture may have: they would leave the folder, or are not file names.
    static let hostileNames = ["../escape", "../../escape-\(UUID().uuidString)", "/tmp/absolute-\(UUID().uuidString)",
                               "a//b", "a/./b", "trailing/", "back\\\\slash", "nul\\u0000byte", "tab\\tname",
                               "<script>alert(1)</script>", "quote\\\"name", "bell\\u0007", "..", "."]

    /// Every entry in the project that is not under one of `allowed`.
    private func strayEntries(_ p: ScratchProject, allowed: [String]) throws -> [String] {
        try p.tree().filter { entry in
            !allowed.contains { entry == $0 || entry.hasPrefix($0 + "/") }
        }
    }

    @Test func hostileFixtureNamesAreErrorsAndWriteNothingOutside() throws {
        let p = try ScratchProject()
        var documents = ["name: good\nsize: [10, 10]\nroot: {node: {backgroundColor: red}}\n"]
        for name in HostileContentTests.hostileNames {
            documents.append("name: \"\(name)\"\nsize: [10, 10]\nroot: {node: {backgroundColor: red}}\n")
        }
        try p.write(documents.joined(separator: "---\n"), "Fixtures/hostile.yaml")
        let check = try p.run(["check", "--record", "all"])
        #expect(check.status == 2)
        #expect(check.stdout.contains("a fixture name must not"), "\(check.stdout)")
        let outcomes = try p.outcomes()
        #expect(outcomes["good"]?["status"] as? String == "new")
        #expect(outcomes["Fixtures/hostile.yaml"]?["status"] as? String == "error")
        #expect(try strayEntries(p, allowed: ["Fixtures", "Baselines", "Reports"]).isEmpty)
        #expect(try p.tree("Baselines").sorted() == ["good.explain.json.gz", "good.layout.json", "good.png", "manifest.json"])

        // render into a folder: the good fixture is written there, the file's errors are reported.
        let render = try p.run(["render", "Fixtures/hostile.yaml", "-o", "out/"])
        #expect(render.status == 2)
        #expect(try strayEntries(p, allowed: ["Fixtures", "Baselines", "Reports", "out"]).isEmpty)
        #expect(try p.tree("out") == ["good.png"])

        // approve from a report whose names and paths were tampered with.
        var report = try p.report()
        var fixtures = report["fixtures"] as? [[String: Any]] ?? []
        for i in fixtures.indices where fixtures[i]["name"] as? String == "good" {
            fixtures[i]["name"] = HostileContentTests.hostileNames[1]
            fixtures.append(fixtures[i].merging(["name": "stolen", "images": ["actual": "../../../../../../etc/passwd", "overlays": [String: String]()],
                                                 "layouts": ["actual": "../Fixtures/hostile.yaml"]]) { $1 })
        }
        report["fixtures"] = fixtures
        try p.write(try JSONSerialization.data(withJSONObject: report), "Reports/report.json")
        let approve = try p.run(["approve", "--all"])
        #expect(approve.status != 0)
        #expect(approve.stderr.contains("not a valid fixture name") && approve.stderr.contains("has an empty, . or .. segment"),
                "\(approve.stderr)")
        #expect(try strayEntries(p, allowed: ["Fixtures", "Baselines", "Reports", "out"]).isEmpty)
        #expect(try p.tree("Baselines").sorted() == ["good.explain.json.gz", "good.layout.json", "good.png", "manifest.json"])
        for name in HostileContentTests.hostileNames where name.hasPrefix("/tmp/") || name.hasPrefix("../../") {
            let escaped = URL(fileURLWithPath: p.path + "/Baselines/" + name).standardizedFileURL.path
            #expect(!FileManager.default.fileExists(atPath: escaped + ".png"))
            #expect(!FileManager.default.fileExists(atPath: name + ".png"))
        }
    }

    @Test func linksInsideBaselinesAreNeverFollowedOut() throws {
        let p = try ScratchProject()
        let outside = try ScratchProject()
        try outside.write("precious", "group/kept.png")
        try outside.write("precious", "group/shot.png")
        try p.write(boxFixture("group/shot"), "Fixtures/shot.yaml")
        try p.write(boxFixture("plain"), "Fixtures/plain.yaml")
        try FileManager.default.createDirectory(at: p.dir.appendingPathComponent("Baselines"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: p.path + "/Baselines/group", withDestinationPath: outside.path + "/group")

        // check reads no baseline through the link and records none through it.
        for mode in ["missing", "all"] {
            let check = try p.run(["check", "--record", mode])
            #expect(check.status == 2, "\(check.stdout)")
            let message = try p.outcomes()["group/shot"]?["message"] as? String ?? ""
            #expect(message.contains("outside Baselines"), "\(message)")
            #expect(try p.outcomes()["plain"]?["status"] as? String != "error")
        }
        #expect(outside.bytes("group/shot.png") == Array("precious".utf8))
        #expect(try outside.tree("group") == ["kept.png", "shot.png"])

        // approve refuses to write through it.
        let approve = try p.run(["approve", "--all"])
        #expect(approve.status != 0 || approve.stdout.contains("not approved group/shot"), "\(approve.stdout)\(approve.stderr)")
        #expect(outside.bytes("group/shot.png") == Array("precious".utf8))

        // prune neither follows nor removes it, whatever the fixtures are.
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Fixtures/shot.yaml"))
        let prune = try p.run(["prune"])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("skipped Baselines/group: a symbolic link (prune neither follows nor removes links)"))
        #expect(try outside.tree("group") == ["kept.png", "shot.png"])
        #expect(p.exists("Baselines/group"))
    }
}
