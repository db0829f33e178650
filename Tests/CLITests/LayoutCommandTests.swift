import Foundation
import LayoutLabTestSupport
import Testing

@Suite("layoutlab layout")
struct LayoutCommandTests {
    @Test func versionAndHelp() throws {
        let v = try CLIHarness.run(["--version"])
        #expect(v.status == 0 && v.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let h = try CLIHarness.run(["--help"])
        #expect(h.status == 0 && h.stdout.contains("layout"))
    }

    /// A fresh process reads a block-style fixture 400 elements deep (about 1200 YAML levels,
    /// over libyaml's own default of 1000 and within the 3100 allowed), whether or not the file's
    /// bytes alone show it within the limits; and lists a node's errors in file order every time.
    @Test func aDeepBlockFixtureReadsInAFreshProcessAndErrorsKeepFileOrder() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        var lines = ["name: deep", "size: [100, 100]", "root:", "  stack:", "    children:"]
        var indent = "      "
        for _ in 0..<400 {
            lines += [indent + "- stack:", indent + "    children:"]
            indent += "      "
        }
        lines.append(indent + "- node: {style: {width: 10, height: 10}}")
        try (lines.joined(separator: "\n") + "\n").write(to: dir.appendingPathComponent("deep.yaml"), atomically: true, encoding: .utf8)
        let deep = try CLIHarness.run(["layout", "--json", "deep.yaml"], in: dir)
        #expect(deep.status == 0, "\(deep.stderr)")
        #expect(deep.stdout.hasPrefix("{\"fixtures\": [{\"name\": \"deep\""))

        try "name: bad\nsize: [10, 10]\nroot: {node: {hidden: 2, borderWidth: -1, alpha: 5, cornerRadius: -2}}\n"
            .write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let runs = try (0..<3).map { _ in try CLIHarness.run(["layout", "bad.yaml"], in: dir).stderr }
        #expect(Set(runs).count == 1, "the same errors in the same order on every run")
        let order = ["hidden", "borderWidth", "alpha", "cornerRadius"].compactMap { runs[0].range(of: "root.node.\($0):")?.lowerBound }
        #expect(order.count == 4 && order == order.sorted(), "\(runs[0])")
    }

    @Test func printsJSONAndReportsBadFilesWithoutStoppingTheOthers() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
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
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try "name: ok\nsize: [auto, auto]\nroot: {node: {intrinsicSize: [12, 7]}}\n"
            .write(to: dir.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
        let r = try CLIHarness.run(["layout", "ok.yaml"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains("node [0, 0, 12, 7]"))
    }
}
