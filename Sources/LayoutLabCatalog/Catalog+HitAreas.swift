import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Touch areas (`catalog/hit-areas`): a play button whose hitTestSlop grows it to the whole
    /// 300 × 168 video, an avatar and user name inside one control (one tappable area), and a
    /// button whose positive slop shrinks its touch area. Variants: `@320`, `@414`, `@cjk`.
    static var hitAreas: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/hit-areas@\(label(width))", size: .width(width)) {
                hitAreasLayout(userName: "hannahmbanana", follow: "Follow")
            }
        } + [
            CatalogEntry(name: "catalog/hit-areas@cjk", size: .width(320)) { hitAreasLayout(userName: "小花猫", follow: "关注") },
        ]
    }

    /// The video's size.
    static let videoSize = Size(width: 300, height: 168)

    /// The slop that grows a `button`-sized control to `bounds`, as the ASControlNode guide computes it.
    static func slopFilling(_ bounds: Size, button: Size) -> EdgeInsets {
        let horizontalDiff = (bounds.width - button.width) / 2
        let verticalDiff = (bounds.height - button.height) / 2
        return EdgeInsets(top: -verticalDiff, left: -horizontalDiff, bottom: -verticalDiff, right: -horizontalDiff)
    }

    /// The three touch-area examples in a column.
    static func hitAreasLayout(userName: String, follow: String) -> any LayoutElement {
        let play = CatalogImage.play
        let playButton = buttonNode("playButton", title: nil, image: play.reference)
        playButton.hitTestSlop = slopFilling(videoSize,
                                             button: Size(width: Double(play.pixelSize.width), height: Double(play.pixelSize.height)))
        let video = DisplayNode()
        video.debugName = "video"
        video.backgroundColor = .hex(0x263238)
        video.style.preferredSize = videoSize
        setLayout(of: video, CenterLayoutSpec(centeringOptions: .xy, child: playButton, debugName: "playCenter"))

        let avatar = imageNode("avatar", CatalogImage.avatar.reference, style: style { $0.preferredSize = Size(width: 40, height: 40) })
        avatar.cornerRadius = 20
        avatar.clipsToBounds = true
        let name = textNode("userName", userName, font: "Sans Bold 15", color: .hex(0x125A8C))
        let userControl = ControlNode()
        userControl.debugName = "userControl"
        setLayout(of: userControl, StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: [avatar, name],
                                                   debugName: "userStack"))

        let followButton = buttonNode("followButton", title: follow, font: "Sans Bold 15", color: .white)
        followButton.backgroundColor = .hex(0x007AFF)
        followButton.cornerRadius = 6
        followButton.contentEdgeInsets = EdgeInsets(top: 10, left: 24, bottom: 10, right: 24)
        followButton.hitTestSlop = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)

        let stack = StackLayoutSpec(direction: .vertical, spacing: 16, alignItems: .start, children: [video, userControl, followButton],
                                    debugName: "hitStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: stack, debugName: "hitInset")
    }
}
