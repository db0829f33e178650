import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport

/// Small layouts and scratch folders for the snapshot assertion tests.
enum SnapshotTestFixtures {
    /// An 80×40 canvas with a 20×20 blue "avatar" box `x` points from the left edge.
    static func avatarRow(_ name: String, x: Double) -> SwiftFixture {
        SwiftFixture(name, width: 80, height: 40, scale: 1) { avatarTree(x: x) }
    }

    /// The tree of `avatarRow`: the avatar inset by `x` on the left and 10 at the top.
    static func avatarTree(x: Double) -> any LayoutElement {
        let avatar = DisplayNode()
        avatar.debugName = "avatar"
        avatar.backgroundColor = Color(red: 0, green: 0, blue: 1)
        avatar.style.width = .points(20)
        avatar.style.height = .points(20)
        let row = StackLayoutSpec(direction: .horizontal, children: [avatar])
        return InsetLayoutSpec(insets: EdgeInsets(top: 10, left: x, bottom: 0, right: 0), child: row)
    }

    /// The avatar of `avatarTree(x: 8)` followed by an invisible `width`-point "ghost" node: its
    /// layout changes with `width`, its pixels never do.
    static func ghostRow(_ name: String, width: Double) -> SwiftFixture {
        SwiftFixture(name, width: 80, height: 40, scale: 1) {
            let avatar = DisplayNode()
            avatar.debugName = "avatar"
            avatar.backgroundColor = Color(red: 0, green: 0, blue: 1)
            avatar.style.width = .points(20)
            avatar.style.height = .points(20)
            let ghost = DisplayNode()
            ghost.debugName = "ghost"
            ghost.style.width = .points(width)
            ghost.style.height = .points(20)
            let row = StackLayoutSpec(direction: .horizontal, children: [avatar, ghost])
            return InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 8, bottom: 0, right: 0), child: row)
        }
    }
}
