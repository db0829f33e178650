import LayoutFixtures
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// `table` and `collection` elements: read, built into list nodes, laid out, and their mistakes
/// reported with key paths.
@Suite("Fixture list kinds")
struct FixtureListKindTests: FixtureTextSuite {
    private func frames(_ result: FixtureLayout.Result) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for element in result.tree.root.flattened {
            if let name = element.element.debugName { out[name] = element.frame }
        }
        return out
    }

    @Test("a table stacks its rows at its content width with one-pixel separators, named by place")
    func table() throws {
        let result = try layOut("""
        name: t
        size: [100, auto]
        root:
          table:
            separatorColor: "#FF0000"
            contentInset: [0, 10, 0, 10]
            sections:
              - headerHeight: 20
                rows:
                  - node: {style: {height: 40}}
                  - cell: {debugName: named, separatorInset: [0, 15, 0, 0], layout: {inset: {insets: 5, child: {node: {style: {height: 10}}}}}}
              - header: {node: {style: {height: 30}}}
                rows:
                  - stack: {debugName: spec, children: [{node: {style: {height: 25}}}]}
        """)
        let list = try #require(result.root as? ListNode)
        #expect(list.arrangement == .table(separators: true) && list.separatorColor == Color(r8: 0xFF, g8: 0, b8: 0))
        #expect(list.backgroundColor == .white && list.clipsToBounds && list.pinsSectionHeaders)
        let f = frames(result)
        // The content is 80 wide, shown 10 from the left; at 2× a separator is half a point.
        #expect(f["row[0][0]"] == Rect(x: 10, y: 20, width: 80, height: 40))
        #expect(f["separator[0][0]"] == Rect(x: 10, y: 60, width: 80, height: 0.5))
        #expect(f["named"] == Rect(x: 10, y: 60.5, width: 80, height: 20))
        #expect(f["row[0][1]"] == nil)
        #expect(f["separator[0][1]"] == Rect(x: 25, y: 80.5, width: 65, height: 0.5))
        #expect(f["header[0]"] == nil)
        #expect(f["header[1]"] == Rect(x: 10, y: 81, width: 80, height: 30))
        // A spec as a row is the layout of a cell named by its place.
        #expect(f["row[1][0]"] == Rect(x: 10, y: 111, width: 80, height: 25))
        #expect(f["spec"] == Rect(x: 10, y: 111, width: 80, height: 25))
        #expect(f["separator[1][0]"] == Rect(x: 10, y: 136, width: 80, height: 0.5))
        #expect(result.tree.size == Size(width: 100, height: 136.5))
    }

    @Test("a table without separators, scrolled by its content offset, shows only the rows that meet its bounds")
    func tableOffsetWithoutSeparators() throws {
        let result = try layOut("""
        name: t
        size: [100, 50]
        root:
          table:
            separators: false
            contentOffset: [0, 30]
            sections:
              - rows: [{node: {style: {height: 20}}}, {node: {style: {height: 20}}}, {node: {style: {height: 20}}}, {node: {style: {height: 20}}}, {node: {style: {height: 20}}}]
        """)
        let f = frames(result)
        #expect(f["row[0][0]"] == nil && f["row[0][4]"] == nil && !f.keys.contains { $0.hasPrefix("separator") })
        #expect(f["row[0][1]"] == Rect(x: 0, y: -10, width: 100, height: 20))
        #expect(f["row[0][3]"] == Rect(x: 0, y: 30, width: 100, height: 20))
        #expect(result.tree.size == Size(width: 100, height: 50))
    }

    @Test("a collection flows self-sizing items in justified lines, UIKit's spacing of 10 unless given")
    func collection() throws {
        let result = try layOut("""
        name: c
        size: [200, auto]
        root:
          collection:
            sectionInset: [5, 10, 5, 10]
            sections:
              - header: {node: {style: {height: 20}}}
                items:
                  - node: {intrinsicSize: [50, 30]}
                  - node: {intrinsicSize: [50, 40]}
                  - node: {intrinsicSize: [50, 30]}
                  - node: {intrinsicSize: [50, 30]}
                footer: {node: {debugName: foot, style: {height: 8}}}
              - minimumLineSpacing: 2
                sectionInset: 0
                items: [{node: {intrinsicSize: [250, 10]}}, {node: {intrinsicSize: [250, 10]}}]
        """)
        let list = try #require(result.root as? ListNode)
        #expect(list.arrangement == .flow(horizontal: false) && list.backgroundColor == .white && !list.pinsSectionHeaders)
        let f = frames(result)
        #expect(f["header[0]"] == Rect(x: 0, y: 0, width: 200, height: 20))
        // A line of 180: three items 15 apart, centred on the 40-point line.
        #expect(f["item[0][0]"] == Rect(x: 10, y: 30, width: 50, height: 30))
        #expect(f["item[0][1]"] == Rect(x: 75, y: 25, width: 50, height: 40))
        #expect(f["item[0][2]"] == Rect(x: 140, y: 30, width: 50, height: 30))
        // The last item alone on the next line, 10 below, centred.
        #expect(f["item[0][3]"] == Rect(x: 75, y: 75, width: 50, height: 30))
        #expect(f["foot"] == Rect(x: 0, y: 110, width: 200, height: 8))
        // Self-sizing items are at most the collection's width; the section's own spacing.
        #expect(f["item[1][0]"] == Rect(x: 0, y: 118, width: 200, height: 10))
        #expect(f["item[1][1]"] == Rect(x: 0, y: 130, width: 200, height: 10))
        #expect(result.tree.size == Size(width: 200, height: 140))
    }

    @Test("a horizontal collection of a fixed item size fills columns, headers pinned when asked")
    func horizontalCollection() throws {
        let result = try layOut("""
        name: c
        size: [200, 100]
        root:
          collection:
            scrollDirection: horizontal
            itemSize: [60, 40]
            minimumInteritemSpacing: 4
            sectionHeadersPinToVisibleBounds: true
            backgroundColor: "#000"
            sections:
              - items: [{node: {}}, {node: {}}, {cell: {}}]
        """)
        let list = try #require(result.root as? ListNode)
        #expect(list.arrangement == .flow(horizontal: true) && list.pinsSectionHeaders && list.backgroundColor == .black)
        let f = frames(result)
        #expect(f["item[0][0]"] == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(f["item[0][1]"] == Rect(x: 0, y: 60, width: 60, height: 40))
        #expect(f["item[0][2]"] == Rect(x: 70, y: 30, width: 60, height: 40))
    }

    @Test("mistakes in tables and collections name the file, line, key path and what was expected")
    func errors() {
        let r = load("""
        fixtures:
          - {name: a, size: [100, 100], root: {table: {sections: [{rows: 3}]}}}
          - {name: b, size: [100, 100], root: {table: {sections: [{rows: [], headerHight: 3}]}}}
          - {name: c, size: [100, 100], root: {collection: {minimumLineSpacing: -1, sections: []}}}
          - {name: d, size: [100, 100], root: {collection: {sections: [{items: [{node: {}}], minimumInteritemSpacing: -2}]}}}
          - {name: e, size: [100, 100], root: {table: {}}}
          - {name: f, size: [100, 100], root: {collection: {itemSize: [0, 10], sections: []}}}
          - {name: g, size: [100, 100], root: {table: {sections: [{rows: [{txt: {}}]}]}}}
          - {name: h, size: [100, 100], root: {collection: {sections: [{rows: []}]}}}
          - {name: i, size: [100, 100], root: {table: {separators: maybe, sections: []}}}
          - {name: j, size: [100, 100], root: {table: {layout: {node: {}}, sections: [3]}}}
          - {name: k, size: [100, 100], root: {table: {sections: [{rows: [], headerHeight: -4}]}}}
          - {name: l, size: [100, 100], root: {collection: {scrollDirection: both, sections: []}}}
          - {name: m, size: [100, 100], root: {table: {sections: [{rows: [{cell: {separatorInset: [0, -8, 0, 0]}}]}]}}}
        """)
        #expect(r.fixtures.isEmpty)
        let errors = r.errors.map(\.description)
        func has(_ text: String) -> Bool { errors.contains { $0.hasPrefix("t.yaml:") && $0.contains(text) } }
        #expect(has("fixtures[0].root.table.sections[0].rows: expected a list, found 3"))
        #expect(has("fixtures[1].root.table.sections[0].headerHight: unknown key for a table section"))
        #expect(has("did you mean headerHeight?"))
        #expect(has("fixtures[2].root.collection.minimumLineSpacing: expected a number ≥ 0, found -1"))
        #expect(has("fixtures[3].root.collection.sections[0].minimumInteritemSpacing: expected a number ≥ 0, found -2"))
        #expect(has("fixtures[4].root.table.sections: missing: a table needs `sections`"))
        #expect(has("fixtures[5].root.collection.itemSize: expected an item size > 0 on both sides, found [0, 10]"))
        #expect(has("fixtures[6].root.table.sections[0].rows[0].txt: unknown element kind"))
        #expect(has("fixtures[7].root.collection.sections[0].rows: unknown key for a collection section"))
        #expect(has("fixtures[7].root.collection.sections[0].items: missing: a collection section needs `items`"))
        #expect(has("fixtures[8].root.table.separators: expected true or false, found \"maybe\""))
        #expect(has("fixtures[9].root.table.layout: unknown key for a table element"))
        #expect(has("fixtures[9].root.table.sections[0]: expected a section ({rows: [elements], …}), found 3"))
        #expect(has("fixtures[10].root.table.sections[0].headerHeight: expected a number ≥ 0, found -4"))
        #expect(has("fixtures[11].root.collection.scrollDirection: expected one of vertical, horizontal, found \"both\""))
        #expect(has("fixtures[12].root.table.sections[0].rows[0].cell.separatorInset: expected insets ≥ 0, found [0, -8, 0, 0]"))
    }
}
