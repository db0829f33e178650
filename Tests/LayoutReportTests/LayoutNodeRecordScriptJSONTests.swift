import Foundation
import LayoutLabTestSupport
@testable import LayoutReport
import Testing

/// A layout's nodes, written directly, read as their `Encodable` conformance writes them.
@Suite struct LayoutNodeRecordScriptJSONTests {
    static func list(_ rng: inout FuzzRandom, _ count: Int) -> [Double]? {
        rng.below(3) == 0 ? nil : (0..<count).map { _ in [0, -0.0, 1.5, .infinity, .nan, -12, 1e-7, 320][rng.below(8)] }
    }

    static func text(_ rng: inout FuzzRandom) -> String? {
        rng.below(3) == 0 ? nil : ["", "avatar", "<b>&\"x\"", "é\u{2028}", "line\nbreak", "👨\u{200D}👩"][rng.below(6)]
    }

    static func record(_ rng: inout FuzzRandom) -> LayoutNodeRecord {
        LayoutNodeRecord(kind: text(&rng) ?? "stack", debugName: text(&rng), frame: list(&rng, 4), parent: rng.below(50) - 1,
                         isSpec: rng.below(2) == 0, style: text(&rng), text: text(&rng),
                         hitArea: rng.below(2) == 0 ? nil : HitAreaRecord(area: list(&rng, 4), slop: list(&rng, 4)),
                         imageScale: list(&rng, 2), imagePixels: list(&rng, 2), insets: list(&rng, 4))
    }

    @Test func writesTheBytesTheEncodableConformanceWrites() throws {
        var rng = FuzzRandom(seed: 0xA0DE)
        for round in 0..<2000 {
            let records = (0..<rng.below(4)).map { _ in Self.record(&rng) }
            var direct = ScriptJSONWriter(), generic = ScriptJSONWriter()
            // An array of records is written directly; one record at a time, through `encode(to:)`.
            ScriptJSONEncoder.encode(records, into: &direct)
            generic.array { w in for record in records { ScriptJSONEncoder.encode(record, into: &w) } }
            #expect(direct.text == generic.text, "round \(round)")
            let layout = LayoutData(size: [1, 2], scale: 3, total: records.count, nodes: records)
            var whole = ScriptJSONWriter()
            ScriptJSONEncoder.encode(layout, into: &whole)
            #expect(whole.text.contains("\"nodes\":" + generic.text), "round \(round)")
            #expect(try JSONSerialization.jsonObject(with: Data(whole.bytes)) is [String: Any])
        }
    }
}
