import LayoutEngine
import LayoutGeometry

/// A "new" badge: a rounded, coloured box around a short label, centred in its space.
enum Badge {
    /// The badge's element tree.
    static func make(label: String) -> any LayoutElement {
        let text = TextNode(label, font: "Sans Bold 11", color: .white)
        text.debugName = "label"
        let background = DisplayNode()
        background.debugName = "pill"
        background.backgroundColor = Color(r8: 0xE5, g8: 0x39, b8: 0x35)
        background.cornerRadius = 8
        let pill = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8),
                                                               child: text),
                                        background: background)
        return CenterLayoutSpec(centeringOptions: .xy, sizingOptions: .default, child: pill)
    }
}
