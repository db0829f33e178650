import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Buttons in each state (`catalog/buttons`): normal, highlighted, selected and disabled buttons
    /// in a row that wraps, then a button with its image beside the title and one with the image
    /// above it. Variants: `@320`, `@414`, `@cjk`.
    static var buttons: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/buttons@\(label(width))", size: .width(width)) { buttonsLayout(.english) }
        } + [
            CatalogEntry(name: "catalog/buttons@cjk", size: .width(320)) { buttonsLayout(.chinese) },
        ]
    }

    /// The button titles.
    struct ButtonTitles {
        var normal: String
        var highlighted: String
        var selected: String
        var disabled: String
        var play: String

        static let english = ButtonTitles(normal: "Normal", highlighted: "Highlighted", selected: "Selected", disabled: "Disabled",
                                          play: "Play")
        static let chinese = ButtonTitles(normal: "普通", highlighted: "高亮", selected: "已选中", disabled: "已停用", play: "播放")
    }

    /// A state button with the row's common padding and corners.
    static func stateButton(_ name: String, _ title: String, state: ControlState, font: String = "Sans 15", color: Color,
                            background: Color) -> ButtonNode {
        let button = buttonNode(name, title: title, font: font, color: color, state: state)
        button.backgroundColor = background
        button.cornerRadius = 6
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
        return button
    }

    /// The two rows of buttons.
    static func buttonsLayout(_ titles: ButtonTitles) -> any LayoutElement {
        let selected = stateButton("selectedButton", titles.selected, state: .selected, font: "Sans Bold 15", color: .hex(0x007AFF),
                                   background: .hex(0xD6E8FF))
        selected.borderColor = .hex(0x007AFF)
        selected.borderWidth = 1
        let stateRow = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, flexWrap: .wrap, lineSpacing: 8,
                                       children: [
                                           stateButton("normalButton", titles.normal, state: .normal, color: .white,
                                                       background: .hex(0x007AFF)),
                                           stateButton("highlightedButton", titles.highlighted, state: .highlighted, color: .white,
                                                       background: .hex(0x0051A8)),
                                           selected,
                                           stateButton("disabledButton", titles.disabled, state: .disabled, color: .hex(0x8E8E93),
                                                       background: .hex(0xE5E5EA)),
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
