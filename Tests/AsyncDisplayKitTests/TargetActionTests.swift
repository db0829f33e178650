import AsyncDisplayKit
import Testing

/// Target–action as Texture has it: a node file with `#selector` and `@objc` compiles unchanged
/// (through the TextureSourceAdapter plugin), and sending the event runs the method.
@Suite("Target–action runs the node's methods")
struct TargetActionTests {
    @Test func sendingTheEventRunsTheMethods() {
        let cell = FollowCellNode()
        cell.followButton.sendActions(forControlEvents: .touchUpInside, with: UIEvent())
        #expect(cell.taps == ["follow", "event true"])
        cell.followButton.sendActions(for: .touchDown)
        #expect(cell.taps.last == "down true")
        cell.muteSwitch.isOn = true
        cell.muteSwitch.sendActions(for: .valueChanged)
        #expect(cell.taps.last == "toggle true")
        #expect(cell.followButton.allTargets().count == 3)
    }

    @Test func removedTargetsAndReleasedTargetsAreNotCalled() {
        let cell = FollowCellNode()
        cell.followButton.removeTarget(cell, action: nil, forControlEvents: .touchUpInside)
        cell.followButton.sendActions(for: .touchUpInside)
        #expect(cell.taps.isEmpty)

        let button = ASButtonNode()
        do {
            let owner = FollowCellNode()
            button.addTarget(owner, action: Selector("didTapFollow"), forControlEvents: .touchUpInside)
        }
        // Targets are held weakly, as in Texture: the released owner is not called (nor kept).
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets().isEmpty)
    }

    @Test func aSelectorMadeFromANameNamesItButCannotCall() {
        let selector = NSSelectorFromString("didTapFollow")
        #expect(!selector.canPerform)
        #expect(NSStringFromSelector(selector) == "didTapFollow")
        #expect(selector == Selector("didTapFollow"))
    }
}
