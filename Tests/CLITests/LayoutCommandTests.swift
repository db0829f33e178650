import Foundation
import Testing

@Suite("layoutlab layout")
struct LayoutCommandTests {
    @Test func versionAndHelp() throws {
        let v = try CLIHarness.run(["--version"])
        #expect(v.status == 0 && v.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let h = try CLIHarness.run(["--help"])
        #expect(h.status == 0 && h.stdout.contains("layout"))
    }

    @Test func printsJSONAndReportsBadFilesWithoutStoppingTheOthers() throws {
        let dir = try CLIHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        name: good
        size: [100, 40]
        root: {wrapper: {children: [{node: {debugName: box, style: {width: 30, height: 20}}}]}}
        """.write(to: dir.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
        try "name: bad\nsize: [100, 40]\nroot: {node: {style: {flexGrow: -1}}}\n"
            .write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let r = try CLIHarness.run(["layout", "--json", "bad.yaml", "good.yaml", "missing.yaml"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.yaml:3: root.node.style.flexGrow: expected a number ≥ 0"))
        #expect(r.stderr.contains("missing.yaml: no such file"))
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let fixtures = try #require(json?["fixtures"] as? [[String: Any]])
        #expect(fixtures.count == 1)
        #expect(fixtures[0]["name"] as? String == "good")
        #expect(fixtures[0]["size"] as? [Double] == [100, 40])
        let root = try #require(fixtures[0]["root"] as? [String: Any])
        #expect(root["kind"] as? String == "wrapper")
        #expect(root["debugName"] is NSNull)
        let child = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(child["debugName"] as? String == "box")
        // The wrapper passes its exact range, which beats the child's own 30×20 (the parent wins).
        #expect(child["frame"] as? [Double] == [0, 0, 100, 40])
    }

    @Test func exitsZeroWhenEverythingLoads() throws {
        let dir = try CLIHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "name: ok\nsize: [auto, auto]\nroot: {node: {intrinsicSize: [12, 7]}}\n"
            .write(to: dir.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
        let r = try CLIHarness.run(["layout", "ok.yaml"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains("node [0, 0, 12, 7]"))
    }
}
