import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The kittens text node (`catalog/kittens-text`): a text cut after two lines with the custom
    /// truncation string "¶¶¶", and the Kittens blurb with "placekitten.com" as a grey link with a
    /// dotted underline, centred horizontally. Variants: `@320`, `@414`, `@cjk`.
    static var kittensText: [CatalogEntry] {
        let english = (
            "Kittens nap in sunbeams, chase shadows across the floor, knock pens off every desk they can reach and then fall asleep on the keyboard halfway through an important email.",
            ("kittens courtesy ", " 😸")
        )
        let chinese = (
            "小猫在阳光下打盹，追着影子满地跑，把桌上能碰到的笔都推下去，然后在写到一半的重要邮件的键盘上睡着了。",
            ("小猫图片由 ", " 提供 😸")
        )
        return widths.map { width in
            CatalogEntry(name: "catalog/kittens-text@\(label(width))", size: .width(width)) {
                kittensTextLayout(truncated: english.0, blurb: english.1)
            }
        } + [
            CatalogEntry(name: "catalog/kittens-text@cjk", size: .width(320)) { kittensTextLayout(truncated: chinese.0, blurb: chinese.1) },
        ]
    }

    /// The link in the blurb.
    static let kittensLink = "placekitten.com"

    /// The truncated text and the blurb (the text before and after the link) in an inset stack.
    static func kittensTextLayout(truncated: String, blurb: (String, String)) -> any LayoutElement {
        let truncatedNode = textNode("truncated", truncated, font: "Sans 16", maximumNumberOfLines: 2, truncation: "¶¶¶")

        var blurbText = AttributedText(runs: [TextRun(blurb.0), TextRun(kittensLink, link: kittensLink), TextRun(blurb.1)],
                                       font: "Sans 16")
        blurbText.linkColor = .hex(0x808080)
        blurbText.linkUnderline = .dotted
        let blurbNode = TextNode(blurbText)
        blurbNode.debugName = "blurb"
        let blurbCenter = CenterLayoutSpec(centeringOptions: .x, sizingOptions: .minimumY, child: blurbNode, debugName: "blurbCenter")

        let stack = StackLayoutSpec(direction: .vertical, spacing: 10, children: [truncatedNode, blurbCenter], debugName: "kittensStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: stack, debugName: "kittensInset")
    }
}
