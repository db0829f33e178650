import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Buttons in each state (`catalog/buttons`): one button set up with a title, title colour and
    /// background per state, shown normal, highlighted, selected and disabled in a row that wraps;
    /// then a button with its image beside the title and one with the image above it. Variants:
    /// `@320`, `@414`, `@cjk`.
    static var buttons: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/buttons@\(label(width))", size: .width(width)) { buttonsLayout(.english) }
        } + [
            CatalogEntry(name: "catalog/buttons@cjk", size: .width(320)) { buttonsLayout(.chinese) },
        ]
    }

    /// The button titles.
    struct ButtonTitles {
        var follow: String
        var following: String
        var play: String

        static let english = ButtonTitles(follow: "Follow", following: "Following", play: "Play")
        static let chinese = ButtonTitles(follow: "关注", following: "已关注", play: "播放")
    }

    /// The follow button in `state`: "Follow" in white on blue, "Following" in blue on pale blue when
    /// selected, a darker blue background when highlighted, grey when disabled.
    static func followButton(_ name: String, _ titles: ButtonTitles, state: ControlState) -> ButtonNode {
        let font = "Sans Bold 15"
        let button = buttonNode(name, title: nil, state: state)
        button.titles[.normal] = AttributedText(titles.follow, font: font, color: .white)
        button.titles[.selected] = AttributedText(titles.following, font: font, color: .hex(0x007AFF))
        button.titles[.disabled] = AttributedText(titles.follow, font: font, color: .hex(0x8E8E93))
        button.backgroundColors = [.normal: .hex(0x007AFF), .highlighted: .hex(0x0051A8), .selected: .hex(0xD6E8FF),
                                   .disabled: .hex(0xE5E5EA)]
        button.cornerRadius = 6
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
        return button
    }

    /// The two rows of buttons.
    static func buttonsLayout(_ titles: ButtonTitles) -> any LayoutElement {
        let stateRow = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, flexWrap: .wrap, lineSpacing: 8,
                                       children: [
                                           followButton("normalButton", titles, state: .normal),
                                           followButton("highlightedButton", titles, state: .highlighted),
                                           followButton("selectedButton", titles, state: .selected),
                                           followButton("disabledButton", titles, state: .disabled),
                                       ], debugName: "stateRow")

        let dark = Color.hex(0x263238)
        let beside = buttonNode("imageBesideTitle", title: titles.play, font: "Sans 15", color: dark, image: CatalogImage.play.reference)
        beside.contentSpacing = 8
        beside.laysOutHorizontally = true
        beside.borderColor = dark
        beside.borderWidth = 1
        beside.cornerRadius = 8
        beside.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 6, right: 14)
        let above = buttonNode("imageAboveTitle", title: titles.play, font: "Sans 13", color: dark, image: CatalogImage.play.reference)
        above.contentSpacing = 4
        above.laysOutHorizontally = false
        above.contentEdgeInsets = EdgeInsets(all: 6)
        let imageRow = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center, children: [beside, above],
                                       debugName: "imageRow")

        let stack = StackLayoutSpec(direction: .vertical, spacing: 16, alignItems: .start, children: [stateRow, imageRow],
                                    debugName: "buttonsStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 16), child: stack, debugName: "buttonsInset")
    }
}
