import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// The enriched layout JSON: style, hit areas, image scale factors, resolved insets and text.
@Suite("Layout JSON")
struct LayoutJSONTests {
    private let fixture = """
    name: card
    size: [200, 100]
    scale: 3
    root:
      inset:
        insets: [10, 20, 5, 15]
        child:
          stack:
            direction: horizontal
            children:
              - image: {debugName: photo, image: {pattern: checker, size: [90, 60]}, style: {width: 30, height: 30}}
              - text: {debugName: title, text: "Hello \\"world\\"", font: "Sans 10", style: {flexGrow: 1, width: "50%"}}
              - control: {debugName: more, hitTestSlop: [-8, -8, -8, -8], style: {width: 20, height: 20, spacingBefore: 4}}
              - control: {debugName: gone, hidden: true, style: {width: 10, height: 10}}
    """

    private func json() throws -> [String: Any] {
        let loaded = FixtureLoader.load(text: fixture, file: "card.yaml")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let document = try #require(loaded.fixtures.first)
        let result = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer())
        let text = LayoutJSON.fixture(name: document.name, tree: result.tree, scale: document.scale)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func find(_ name: String, in element: [String: Any]) -> [String: Any]? {
        if element["debugName"] as? String == name { return element }
        for child in element["children"] as? [[String: Any]] ?? [] {
            if let found = find(name, in: child) { return found }
        }
        return nil
    }

    @Test func theEntryCarriesTheScale() throws {
        let entry = try json()
        #expect(entry["name"] as? String == "card")
        #expect(entry["size"] as? [Double] == [200, 100])
        #expect(entry["scale"] as? Double == 3)
    }

    @Test func insetSpecsCarryTheirResolvedInsetsAndEveryElementItsStyle() throws {
        let entry = try json()
        let root = try #require(entry["root"] as? [String: Any])
        #expect(root["kind"] as? String == "inset")
        #expect(root["insets"] as? [Double] == [10, 20, 5, 15])
        #expect(root["style"] as? String == "")
        let title = try #require(find("title", in: root))
        #expect(title["style"] as? String == "flexGrow: 1, width: 50%")
        #expect(title["text"] as? String == "Hello \"world\"")
        #expect(title["hitArea"] == nil && title["image"] == nil && title["insets"] == nil)
    }

    @Test func imageNodesCarryTheirPixelScaling() throws {
        let entry = try json()
        let root = try #require(entry["root"] as? [String: Any])
        let photo = try #require(find("photo", in: root))
        let image = try #require(photo["image"] as? [String: Any])
        #expect(image["pixelSize"] as? [Double] == [90, 60])
        // 90 pixels over 30 points × 3 = 1; 60 over 30 × 3 = 0.6667.
        #expect(image["scaleFactor"] as? [Double] == [1, 0.6667])
    }

    @Test func controlsCarryTheirHitArea() throws {
        let entry = try json()
        let root = try #require(entry["root"] as? [String: Any])
        let more = try #require(find("more", in: root))
        let frame = try #require(more["frame"] as? [Double])
        let hit = try #require(more["hitArea"] as? [String: Any])
        #expect(hit["slop"] as? [Double] == [-8, -8, -8, -8])
        // Grown by 8 on every side, within the 200×100 screen.
        #expect(hit["area"] as? [Double] == [frame[0] - 8, frame[1] - 8, frame[2] + 16, frame[3] + 16])
        let gone = try #require(find("gone", in: root))
        let goneHit = try #require(gone["hitArea"] as? [String: Any])
        #expect(goneHit["area"] is NSNull)
    }

    @Test func theAreaMatchesHitTesting() throws {
        let loaded = FixtureLoader.load(text: fixture, file: "card.yaml")
        let document = try #require(loaded.fixtures.first)
        let result = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer())
        let control = try #require(result.tree.root.flattened.first { $0.element.debugName == "more" })
        let node = try #require(control.element as? DisplayNode)
        let area = try #require(result.tree.hitArea(of: node)?.area)
        #expect(result.tree.hitTest(Point(x: area.minX + 0.5, y: area.minY + 0.5)) === control.element)
        #expect(result.tree.hitTest(Point(x: area.minX - 0.5, y: area.midYForTest)) !== control.element)
    }

    @Test func styleDescriptionsUseTheFixtureKeys() {
        var style = LayoutStyle()
        #expect(style.fixtureDescription == "")
        style.width = .points(12.5)
        style.maxHeight = .fraction(0.25)
        style.alignSelf = .center
        style.flexBasis = .fraction(1)
        style.layoutPosition = Point(x: 3, y: 4)
        style.spacingAfter = -2
        #expect(style.fixtureDescription
            == "alignSelf: center, flexBasis: 100%, layoutPosition: [3, 4], maxHeight: 25%, spacingAfter: -2, width: 12.5")
    }
}

private extension Rect {
    var midYForTest: Double { minY + height / 2 }
}
