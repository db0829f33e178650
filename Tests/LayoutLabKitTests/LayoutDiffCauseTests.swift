import Foundation
@testable import LayoutLabKit
import LayoutEngine
import LayoutGeometry
import LayoutReport
import LayoutLabTestSupport
import Testing

/// The structural diff names the style changes and spec parameters that moved an element.
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

    /// A stack's spacing, read from two real layouts' files: the element it moved names it.
    @Test func aSpecsParameterIsNamedAsTheCause() throws {
        func node(_ name: String, _ w: Double, _ h: Double) -> DisplayNode {
            let node = DisplayNode()
            node.debugName = name
            node.style.width = .points(w)
            node.style.height = .points(h)
            return node
        }
        func header(spacing: Double, justify: StackJustifyContent = .start) throws -> LayoutSnapshot {
            let stack = StackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: justify,
                                        children: [node("avatar", 40, 40), node("usernameNode", 80, 20)], debugName: "headerStack")
            let result = FixtureLayout.compute(root: stack, range: SizeRange(exactly: Size(width: 200, height: 40)), scale: 2,
                                               direction: .ltr, textMeasurer: GlyphBoxMeasurer())
            let file = LayoutJSON.entry(name: "header", tree: result.tree, scale: 2).json
            #expect(file.contains("\"spec\": \"") && file.contains("spacing: \(LayoutTrace.number(spacing))\""))
            return try LayoutSnapshot.read(Data(file.utf8), file: "header.layout.json")
        }
        let changes = LayoutDiff.changes(from: try header(spacing: 10), to: try header(spacing: 16))
        #expect(changes.map(\.summary) == ["usernameNode: x 50 → 56 (+6pt) because headerStack.spacing 10 → 16"])
        // A parameter set back to its default is named as such.
        let centred = LayoutDiff.changes(from: try header(spacing: 10, justify: .center), to: try header(spacing: 10))
        #expect(centred.first { $0.debugName == "avatar" }?.summary
                == "avatar: x 35 → 0 (-35pt) because headerStack.justifyContent center → default")
    }

    @Test func specDescriptionsNameOnlyWhatDiffersFromTheDefaults() {
        let child = DisplayNode()
        #expect(StackLayoutSpec().specFixtureDescription == "")
        #expect(StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .center).specFixtureDescription
                == "alignItems: center, direction: vertical, spacing: 4")
        #expect(InsetLayoutSpec(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: .infinity), child: child).specFixtureDescription
                == "insets: [1, 2, 3, ∞]")
        #expect(CenterLayoutSpec(centeringOptions: .xy, child: child).specFixtureDescription == "centering: xy")
        #expect(RatioLayoutSpec(ratio: 0.5, child: child).specFixtureDescription == "ratio: 0.5")
        #expect(DisplayNode().specFixtureDescription == "")
    }
}
