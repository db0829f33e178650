import Foundation
import LayoutLabTestSupport
import LayoutRender
import Testing

/// The everyday cycle through the built binary, in one temporary project: check with no baselines,
/// record, pass, change a fixture, fail naming the moved node, approve, pass again, prune an orphan.
@Suite("The whole cycle: check, record, fail, approve, prune")
struct FullCycleTests {
    static let fixtures = """
    fixtures:
      - name: cards/profile
        size: [200, auto]
        root:
          inset:
            insets: 8
            child:
              stack:
                direction: horizontal
                spacing: 8
                children:
                  - node: {debugName: avatar, backgroundColor: "#3366CC", style: {width: AVATAR, height: 40}}
                  - node: {debugName: title, backgroundColor: "#CC3333", style: {flexGrow: 1, height: 20}}
      - name: cards/plain
        size: [100, 50]
        root: {node: {debugName: box, backgroundColor: "#22AA22"}}
    """

    let local: [String: String?] = ["CI": nil, "LAYOUTLAB_RECORD": nil]
    let ci: [String: String?] = ["CI": "true", "LAYOUTLAB_RECORD": nil]

    func writeFixtures(_ dir: URL, avatarWidth: Int, withPlain: Bool = true) throws {
        var text = FullCycleTests.fixtures.replacingOccurrences(of: "AVATAR", with: "\(avatarWidth)")
        if !withPlain, let cut = text.range(of: "  - name: cards/plain") { text = String(text[..<cut.lowerBound]) }
        let folder = dir.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("cards.yaml"), atomically: true, encoding: .utf8)
    }

    func report(_ dir: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: dir.appendingPathComponent("Reports/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func outcomes(_ dir: URL) throws -> [String: [String: Any]] {
        let fixtures = try #require(try report(dir)["fixtures"] as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for f in fixtures { byName[f["name"] as? String ?? ""] = f }
        return byName
    }

    func junit(_ dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent("Reports/junit.xml"), encoding: .utf8)
    }

    func baselineBytes(_ dir: URL, _ name: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent("Baselines/\(name).png"))
    }

    @Test func checkRecordFailApprovePassPrune() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try writeFixtures(dir, avatarWidth: 40)

        // 1. No baselines under CI: both new, nothing recorded, exit 1.
        var run = try CLIHarness.run(["check"], in: dir, environment: ci)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        var byName = try outcomes(dir)
        #expect(byName["cards/profile"]?["status"] as? String == "new")
        #expect(byName["cards/plain"]?["status"] as? String == "new")
        #expect(byName["cards/profile"]?["recorded"] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/cards/profile.png").path))
        var xml = try junit(dir)
        #expect(xml.contains("tests=\"2\""))
        #expect(xml.components(separatedBy: "<failure").count - 1 == 2)

        // 2. Locally, missing baselines are recorded: exit 0.
        run = try CLIHarness.run(["check"], in: dir, environment: local)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        byName = try outcomes(dir)
        #expect(byName["cards/profile"]?["recorded"] as? Bool == true)
        for name in ["cards/profile", "cards/plain"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/\(name).png").path))
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/\(name).layout.json").path))
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/manifest.json").path))

        // 3. Checked again under CI: both pass, junit has no failures.
        run = try CLIHarness.run(["check"], in: dir, environment: ci)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        byName = try outcomes(dir)
        #expect(byName.values.allSatisfy { $0["status"] as? String == "passed" })
        let summary = try #require(try report(dir)["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 2 && summary["failed"] as? Int == 0 && summary["total"] as? Int == 2)
        #expect(try !junit(dir).contains("<failure"))
        let oldProfile = try baselineBytes(dir, "cards/profile")

        // 4. The avatar grows by 4 points: the profile fails and names the node; the other passes.
        try writeFixtures(dir, avatarWidth: 44)
        run = try CLIHarness.run(["check"], in: dir, environment: ci)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("avatar: w 40 → 44 (+4pt)"))
        byName = try outcomes(dir)
        let profile = try #require(byName["cards/profile"])
        #expect(profile["status"] as? String == "failed")
        #expect((profile["message"] as? String ?? "").contains("avatar: w 40 → 44 (+4pt)"))
        let changes = try #require(profile["layoutChanges"] as? [[String: Any]])
        #expect(changes.contains { $0["debugName"] as? String == "avatar" && $0["change"] as? String == "resized" })
        #expect(changes.contains { $0["debugName"] as? String == "title" && $0["change"] as? String == "moved" || $0["debugName"] as? String == "title" && $0["change"] as? String == "resized" })
        let diff = try #require(profile["diff"] as? [String: Any])
        #expect((diff["differentPixels"] as? Int ?? 0) > 0)
        #expect(byName["cards/plain"]?["status"] as? String == "passed")
        xml = try junit(dir)
        #expect(xml.components(separatedBy: "<failure").count - 1 == 1)
        #expect(xml.contains("avatar: w 40 → 44 (+4pt)"))
        #expect(try baselineBytes(dir, "cards/profile") == oldProfile, "a failing check must not touch the baseline")

        // 5. Approve the failed one: the baseline becomes the actual image from the report.
        run = try CLIHarness.run(["approve", "--failed"], in: dir, environment: local)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("cards/profile"))
        let approved = try baselineBytes(dir, "cards/profile")
        #expect(approved != oldProfile)
        // The report's image (encoded quickly) is written again to keep: the same pixels, a
        // smaller file carrying its pixel digest, and the bytes `check --record` would write.
        let reported = try Data(contentsOf: dir.appendingPathComponent("Reports/actual/cards/profile.png"))
        #expect(try PNGCodec.decode([UInt8](approved)) == PNGCodec.decode([UInt8](reported)))
        #expect(approved == Data(try PNGCodec.keepable([UInt8](reported))))
        #expect(BaselinePNG.storedDigest([UInt8](approved)) != .absent)

        // 6. Everything passes again.
        run = try CLIHarness.run(["check"], in: dir, environment: ci)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try outcomes(dir).values.allSatisfy { $0["status"] as? String == "passed" })

        // 7. The plain fixture is removed from the file: its baselines are orphans that prune lists
        //    (dry run: kept) and then removes, keeping the profile's and the manifest.
        try writeFixtures(dir, avatarWidth: 44, withPlain: false)
        run = try CLIHarness.run(["prune", "--dry-run"], in: dir, environment: local)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("cards/plain"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/cards/plain.png").path))
        run = try CLIHarness.run(["prune"], in: dir, environment: local)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/cards/plain.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/cards/plain.layout.json").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/cards/profile.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Baselines/manifest.json").path))
        run = try CLIHarness.run(["check"], in: dir, environment: ci)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
