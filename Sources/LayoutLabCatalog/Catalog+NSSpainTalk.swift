import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The NSSpain talk layout (`catalog/nsspain-talk`): an image beside a title-over-body column,
    /// 5 points apart, inset 5 points. Variants: `@320`, `@414`, `@cjk`.
    static var nsspainTalk: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/nsspain-talk@\(label(width))", size: .width(width)) {
                nsspainTalkLayout(title: "Layout at NSSpain", body: "Declarative layout,\nmeasured off the main thread.")
            }
        } + [
            CatalogEntry(name: "catalog/nsspain-talk@cjk", size: .width(320)) {
                nsspainTalkLayout(title: "NSSpain 上的布局", body: "声明式布局，\n在主线程之外完成测量。")
            },
        ]
    }

    /// `layoutSpecThatFits:` of the talk layout. The guide's `vStack` (title above body) is vertical;
    /// both stacks keep the default alignItems (stretch).
    static func nsspainTalkLayout(title: String, body: String) -> any LayoutElement {
        let image = imageNode("imageNode", CatalogImage.avatar.reference, contentMode: .aspectFill)
        let titleNode = textNode("titleNode", title, font: "Sans Bold 17")
        let bodyNode = textNode("bodyNode", body, font: "Sans 13", color: .hex(0x555555))

        let vStack = StackLayoutSpec(direction: .vertical, children: [titleNode, bodyNode], debugName: "vStack")
        let hStack = StackLayoutSpec(direction: .horizontal, spacing: 5.0, children: [image, vStack], debugName: "hStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 5), child: hStack, debugName: "talkInset")
    }
}
