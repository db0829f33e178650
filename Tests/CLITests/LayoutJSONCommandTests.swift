import Foundation
import LayoutLabTestSupport
import Testing

@Suite("layoutlab layout --json, enriched")
struct LayoutJSONCommandTests {
    @Test func printsScaleStyleHitAreasAndInsets() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try """
        name: row
        size: [100, 50]
        scale: 3
        root:
          inset:
            insets: 5
            child:
              stack:
                children:
                  - control: {debugName: tap, hitTestSlop: [-10, -10, -10, -10], style: {width: 20, height: 20, flexShrink: 1}}
        """.write(to: dir.appendingPathComponent("row.yaml"), atomically: true, encoding: .utf8)
        let r = try CLIHarness.run(["layout", "--json", "row.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let entry = try #require((json?["fixtures"] as? [[String: Any]])?.first)
        #expect(entry["scale"] as? Double == 3)
        let root = try #require(entry["root"] as? [String: Any])
        #expect(root["insets"] as? [Double] == [5, 5, 5, 5])
        let stack = try #require((root["children"] as? [[String: Any]])?.first)
        let tap = try #require((stack["children"] as? [[String: Any]])?.first)
        #expect(tap["style"] as? String == "flexShrink: 1, height: 20, width: 20")
        let hit = try #require(tap["hitArea"] as? [String: Any])
        // Frame (5, 5, 20, 20) grown by 10, cut at the screen's top-left corner.
        #expect(hit["area"] as? [Double] == [0, 0, 35, 35])
        #expect(hit["slop"] as? [Double] == [-10, -10, -10, -10])
    }
}
