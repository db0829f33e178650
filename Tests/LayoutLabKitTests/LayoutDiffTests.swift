import Foundation
@testable import LayoutLabKit
import LayoutReport
import Testing

@Suite("Structural layout diff")
struct LayoutDiffTests {
    private func node(_ kind: String, _ name: String? = nil, _ frame: [Double]?, _ children: [LayoutSnapshot] = []) -> LayoutSnapshot {
        LayoutSnapshot(kind: kind, debugName: name, frame: frame, children: children)
    }

    private var card: LayoutSnapshot {
        node("inset", nil, [0, 0, 100, 60], [
            node("stack", nil, [8, 8, 84, 44], [
                node("node", "avatar", [8, 8, 40, 40]),
                node("text", "title", [52, 8, 40, 20]),
                node("text", nil, [52, 30, 40, 14]),
            ]),
        ])
    }

    @Test func sameLayoutHasNoChanges() {
        #expect(LayoutDiff.changes(from: card, to: card).isEmpty)
        // Differences within the tolerance (files keep 4 decimals) are not changes.
        var nudged = card
        nudged.children[0].children[0].frame = [8.0004, 8, 40, 40]
        #expect(LayoutDiff.changes(from: card, to: nudged).isEmpty)
    }

    @Test func movedAndResizedElementsAreSummarisedPerAxis() throws {
        var after = card
        after.children[0].children[0].frame = [12, 8, 40, 40]          // avatar moved 4 right
        after.children[0].children[1].frame = [56, 8, 44, 20.5]         // title moved and resized
        let changes = LayoutDiff.changes(from: card, to: after)
        #expect(changes.count == 2)
        let avatar = try #require(changes.first)
        #expect(avatar.change == .moved && avatar.debugName == "avatar" && avatar.elementKind == "node")
        #expect(avatar.summary == "avatar: x 8 → 12 (+4pt)")
        #expect(avatar.before == [8, 8, 40, 40] && avatar.after == [12, 8, 40, 40])
        #expect(avatar.path == "inset/stack[0]/node \"avatar\"")
        let title = changes[1]
        #expect(title.change == .resized)
        #expect(title.summary == "title: x 52 → 56 (+4pt), w 40 → 44 (+4pt), h 20 → 20.5 (+0.5pt)")
    }

    @Test func shrinkingShowsANegativeDelta() {
        var after = card
        after.children[0].children[2].frame = [52, 30, 36, 14]
        let changes = LayoutDiff.changes(from: card, to: after)
        #expect(changes.map(\.summary) == ["inset/stack[0]/text[0]: w 40 → 36 (-4pt)"])
    }

    @Test func uniqueNamesMatchAcrossReordering() {
        // The avatar moves from first to last child: matched by name, not by position.
        var after = card
        let avatar = after.children[0].children.removeFirst()
        after.children[0].children.append(LayoutSnapshot(kind: avatar.kind, debugName: "avatar", frame: [60, 8, 40, 40]))
        let changes = LayoutDiff.changes(from: card, to: after)
        #expect(changes.map(\.summary) == ["avatar: x 8 → 60 (+52pt)"])
    }

    @Test func appearedAndDisappearedElements() {
        var after = card
        after.children[0].children.remove(at: 1)                                   // title gone
        after.children[0].children.append(node("node", "badge", [80, 0, 20, 20]))   // badge new
        let changes = LayoutDiff.changes(from: card, to: after)
        #expect(changes.map(\.change) == [.appeared, .disappeared])
        #expect(changes.map(\.summary) == ["badge: appeared at [80, 0, 20, 20]", "title: disappeared (was [52, 8, 40, 20])"])
        #expect(changes[0].before == nil && changes[1].after == nil)
    }

    @Test func repeatedNamesAreQualifiedByTheirUniquelyNamedAncestor() {
        let before = node("table", nil, [0, 0, 100, 100], [
            node("cell", "row[0][0]", [0, 0, 100, 40], [node("node", nil, [0, 0, 100, 40], [node("text", "titleNode", [12, 0, 50, 20])])]),
            node("cell", "row[0][1]", [0, 40, 100, 40], [node("text", "titleNode", [12, 40, 50, 20])]),
        ])
        var after = before
        after.children[0].children[0].children[0].frame = [16, 0, 50, 20]
        let changes = LayoutDiff.changes(from: before, to: after)
        #expect(changes.map(\.summary) == ["row[0][0].titleNode: x 12 → 16 (+4pt)"])
    }

    @Test func duplicateNamesFallBackToTreePaths() {
        let before = node("stack", nil, [0, 0, 100, 40], [
            node("text", "label", [0, 0, 50, 20]),
            node("text", "label", [0, 20, 50, 20]),
        ])
        var after = before
        after.children[1].frame = [0, 22, 50, 20]
        let changes = LayoutDiff.changes(from: before, to: after)
        #expect(changes.count == 1)
        #expect(changes.first?.path == "stack/text \"label\"[1]")
        #expect(changes.first?.summary == "label: y 20 → 22 (+2pt)")
    }

    @Test func pathsCountOnlySameKindSiblings() {
        // A spacer inserted before the text does not shift the text's path.
        let before = node("stack", nil, [0, 0, 100, 20], [node("text", nil, [0, 0, 50, 20])])
        let after = node("stack", nil, [0, 0, 100, 20], [node("spacer", nil, [0, 0, 10, 20]), node("text", nil, [10, 0, 50, 20])])
        let changes = LayoutDiff.changes(from: before, to: after)
        #expect(changes.map(\.summary) == ["stack/spacer[0]: appeared at [0, 0, 10, 20]", "stack/text[0]: x 0 → 10 (+10pt)"])
    }

    @Test func framesGainedOrLost() {
        let before = node("wrapper", nil, [0, 0, 10, 10], [node("node", "n", nil)])
        let after = node("wrapper", nil, [0, 0, 10, 10], [node("node", "n", [0, 0, 10, 10])])
        #expect(LayoutDiff.changes(from: before, to: after).map(\.summary) == ["n: no frame → [0, 0, 10, 10]"])
        #expect(LayoutDiff.changes(from: after, to: before).map(\.summary) == ["n: [0, 0, 10, 10] → no frame"])
    }

    @Test func readsLayoutFilesWithExtraKeys() throws {
        let json = """
        {"name": "card", "size": [100, 60], "scale": 2, "root": {"kind": "inset", "debugName": null, "frame": [0, 0, 100, 60],
         "style": "", "insets": [8, 8, 8, 8], "children": [{"kind": "text", "debugName": "title", "frame": [8, 8.5, 84, 44],
         "text": "Hi", "children": []}, {"kind": "node", "debugName": null, "frame": null, "children": []}]}}
        """
        let snapshot = try LayoutSnapshot.read(Data(json.utf8), file: "card.layout.json")
        #expect(snapshot == node("inset", nil, [0, 0, 100, 60], [node("text", "title", [8, 8.5, 84, 44]), node("node", nil, nil)]))
        // The `layoutlab layout --json` document form with one fixture reads the same.
        let document = try LayoutSnapshot.read(Data("{\"fixtures\": [\(json)]}".utf8), file: "d.json")
        #expect(document == snapshot)
    }

    @Test func badLayoutFilesNameTheKeyPath() {
        let cases: [(String, String)] = [
            ("not json", "f.json: not valid JSON (line 1, column 1: expected a JSON value (an object, array, string, "
                + "number, true, false or null), found \"not json\")"),
            ("{\"name\": \"x\"}", "f.json: root: missing"),
            ("{\"root\": {\"kind\": 3}}", "f.json: root.kind: expected a string"),
            ("{\"root\": {\"kind\": \"stack\", \"children\": [{\"kind\": \"node\", \"frame\": [1, 2]}]}}",
             "f.json: root.children[0].frame: expected [x, y, w, h] or null"),
        ]
        for (text, message) in cases {
            #expect(throws: LayoutSnapshotError.self) { try LayoutSnapshot.read(Data(text.utf8), file: "f.json") }
            do {
                _ = try LayoutSnapshot.read(Data(text.utf8), file: "f.json")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}
