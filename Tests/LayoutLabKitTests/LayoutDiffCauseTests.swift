import Foundation
@testable import LayoutLabKit
import LayoutReport
import Testing

/// The structural diff names the style changes that moved an element.
@Suite("Structural diff: what caused a move")
struct LayoutDiffCauseTests {
    private func row(avatarWidth: Double, avatarStyle: String, titleStyle: String = "") -> LayoutSnapshot {
        LayoutSnapshot(kind: "stack", debugName: "headerStack", frame: [0, 0, 200, 40], children: [
            LayoutSnapshot(kind: "node", debugName: "avatar", frame: [0, 0, avatarWidth, 40], style: avatarStyle),
            LayoutSnapshot(kind: "text", debugName: "username", frame: [avatarWidth + 10, 0, 80, 20], style: titleStyle),
        ], style: "")
    }

    @Test func aSiblingsStyleChangeIsNamedAsTheCause() throws {
        let before = row(avatarWidth: 40, avatarStyle: "height: 40, width: 40")
        let after = row(avatarWidth: 46, avatarStyle: "height: 40, width: 46")
        let changes = LayoutDiff.changes(from: before, to: after)
        let username = try #require(changes.first { $0.debugName == "username" })
        #expect(username.summary == "username: x 50 → 56 (+6pt) because avatar.width 40 → 46")
        let avatar = try #require(changes.first { $0.debugName == "avatar" })
        #expect(avatar.summary == "avatar: w 40 → 46 (+6pt) because avatar.width 40 → 46")
    }

    @Test func withoutAStyleChangeNoCauseIsGuessed() throws {
        let before = row(avatarWidth: 40, avatarStyle: "")
        let after = row(avatarWidth: 46, avatarStyle: "")
        let changes = LayoutDiff.changes(from: before, to: after)
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { !$0.summary.contains("because") })
    }

    @Test func addedAndRemovedValuesAndBracketedValuesReadWhole() {
        let values = LayoutDiff.StyleCauses.values("flexGrow: 1, layoutPosition: [2, 3], width: 50%")
        #expect(values == ["flexGrow": "1", "layoutPosition": "[2, 3]", "width": "50%"])
        let before = row(avatarWidth: 40, avatarStyle: "", titleStyle: "spacingBefore: 4")
        let after = row(avatarWidth: 40, avatarStyle: "", titleStyle: "")
        var moved = after
        moved.children[1].frame = [46, 0, 80, 20]
        let change = LayoutDiff.changes(from: before, to: moved).first { $0.debugName == "username" }
        #expect(change?.summary == "username: x 50 → 46 (-4pt) because username.spacingBefore 4 → unset")
    }
}
