import LayoutEngine
import LayoutGeometry

/// A profile header as an app would build it: a round avatar, the user's name and a
/// right-aligned time, on one row with 12-point margins.
enum ProfileHeader {
    /// The header's element tree.
    static func make(name: String, time: String) -> any LayoutElement {
        let avatar = DisplayNode()
        avatar.debugName = "avatar"
        avatar.backgroundColor = Color(r8: 0x5A, g8: 0x8D, b8: 0xEE)
        avatar.cornerRadius = 20
        avatar.style.width = .points(40)
        avatar.style.height = .points(40)

        let title = TextNode(name, font: "Sans Bold 15")
        title.debugName = "name"
        title.style.flexShrink = 1

        let spacer = LayoutSpec()
        spacer.style.flexGrow = 1

        let timeLabel = TextNode(time, font: "Sans 13", color: Color(r8: 0x8E, g8: 0x8E, b8: 0x93))
        timeLabel.debugName = "time"

        let row = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center,
                                  children: [avatar, title, spacer, timeLabel])
        return InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: row)
    }
}
