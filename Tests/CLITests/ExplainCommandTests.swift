import Foundation
import LayoutLabTestSupport
import Testing

@Suite("layoutlab explain")
struct ExplainCommandTests {
    private static let fixture = """
        name: row
        size: [200, 40]
        root:
          stack:
            debugName: row
            spacing: 10
            children:
              - node: {debugName: icon, backgroundColor: red, style: {width: 30, height: 30}}
              - node: {debugName: fill, backgroundColor: blue, style: {flexGrow: 1, height: 20}}
        """

    @Test func explainsANodeFromTheRootAndPrintsJSON() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try Self.fixture.write(to: dir.appendingPathComponent("row.yaml"), atomically: true, encoding: .utf8)
        let text = try CLIHarness.run(["explain", "row.yaml", "fill"], in: dir)
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "row (scale 2, 0 warnings)")
        #expect(lines.contains("stack \"row\" → (0, 0, 200, 40)"))
        #expect(lines.contains("  node \"fill\" → (40, 0, 160, 20)"))
        // 200 − 30 − 10 = 160 of free space, all to fill.
        #expect(text.stdout.contains("grew by 160 (flexGrow 1 of 1: floor(free space 160 × 1/1) = 160) → width 0 + 160 = 160"),
                "\(text.stdout)")
        #expect(text.stdout.contains("x 40 = 0 justifyContent start offset (free space 0) + 30 preceding items and their margins + 10 spacing 10 × 1"))

        let json = try CLIHarness.run(["explain", "row.yaml", "stack \"row\"/node \"fill\"", "--json"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["fixture"] as? String == "row")
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let chain = try #require(nodes.first?["chain"] as? [[String: Any]])
        #expect(chain.map { $0["debugName"] as? String } == ["row", "fill"])
        #expect(chain.last?["frame"] as? [Double] == [40, 0, 160, 20])
        let steps = try #require(chain.last?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String ?? "" }.contains("grew"))
        #expect(chain.first?["offered"] as? [[Double]] == [[200, 40], [200, 40]])
    }

    @Test func unknownFilesFixturesAndNodesExitTwo() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try Self.fixture.write(to: dir.appendingPathComponent("row.yaml"), atomically: true, encoding: .utf8)
        let node = try CLIHarness.run(["explain", "row.yaml", "nothing"], in: dir)
        #expect(node.status == 2)
        #expect(node.stderr.contains("no element \"nothing\" in row.yaml; named elements: row, icon, fill"), "\(node.stderr)")
        let file = try CLIHarness.run(["explain", "missing.yaml"], in: dir)
        #expect(file.status == 2)
        #expect(file.stderr.contains("no fixture file or Swift fixture named \"missing.yaml\""))
    }

    @Test func aHarnessExplainsItsSwiftFixturesByPropertyName() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let r = try CLIHarness.run(["explain", "example/post-header@320", "usernameNode"], in: dir,
                                   environment: ["CI": nil, "LAYOUTLAB_RECORD": nil], executable: "layoutlab-example")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("text \"usernameNode\" → (62, 12.5, 160, 17.5)"), "\(r.stdout)")
        #expect(r.stdout.contains("offered"))
    }
}
