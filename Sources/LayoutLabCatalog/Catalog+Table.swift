import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// A table-like list of cells sized by width (`catalog/table`): cells 1 point apart in a vertical
    /// stack, each as wide as the table and as tall as its content (a 56-point network image beside
    /// a title and a wrapping subtitle), on a grey canvas. Variants: `@320`, `@414`, `@cjk`.
    static var table: [CatalogEntry] {
        let grey = Color.hex(0xE5E5EA)
        return widths.map { width in
            CatalogEntry(name: "catalog/table@\(label(width))", size: .width(width), background: grey) { tableLayout(englishTableRows) }
        } + [
            CatalogEntry(name: "catalog/table@cjk", size: .width(320), background: grey) { tableLayout(chineseTableRows) },
        ]
    }

    /// Title and subtitle of each row.
    static let englishTableRows = [
        ("Kitty Shop", "Leave fur on owners clothes intrigued by the shower"),
        ("Cat's r us", "Meowwww"),
        ("Fantastic Felines", "Jump launch to pounce upon little yarn mouse, bare fangs at toy run hide in litter box until treats are fed"),
        ("The Cat Shop", "Chase laser lick arm hair present belly, scratch hand when stroked"),
    ]
    static let chineseTableRows = [
        ("猫咪小店", "在主人的衣服上留下猫毛，对淋浴充满好奇"),
        ("猫咪乐园", "喵呜呜呜"),
        ("神奇猫科", "纵身一跃扑向小毛线老鼠，对着玩具龇牙，然后跑去猫砂盆里躲着，直到有人拿来零食"),
        ("猫咪商店", "追激光点，舔手臂上的毛，露出肚皮，被摸的时候挠人"),
    ]

    /// One row: the thumbnail beside a title over a subtitle, inset 12 points.
    static func tableCell(_ index: Int, title: String, subtitle: String) -> CellNode {
        let thumbnail = NetworkImageNode(url: "https://placekitten.com/112/112?image=\(index)")
        thumbnail.debugName = "thumbnail\(index)"
        thumbnail.backgroundColor = .hex(0xD1D1D6)
        thumbnail.cornerRadius = 8
        thumbnail.style.preferredSize = Size(width: 56, height: 56)

        let column = StackLayoutSpec(direction: .vertical, spacing: 4, children: [
            textNode("title\(index)", title, font: "Sans Bold 16"),
            textNode("subtitle\(index)", subtitle, font: "Sans 14", color: .hex(0x6D6D72)),
        ], style: style { $0.flexShrink = 1 })
        let row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .start, children: [thumbnail, column])

        let cell = CellNode()
        cell.debugName = "cell\(index)"
        cell.backgroundColor = .white
        setLayout(of: cell, InsetLayoutSpec(insets: EdgeInsets(all: 12), child: row))
        return cell
    }

    /// The cells in a vertical stack.
    static func tableLayout(_ rows: [(String, String)]) -> any LayoutElement {
        let cells = rows.enumerated().map { i, row in tableCell(i + 1, title: row.0, subtitle: row.1) }
        return StackLayoutSpec(direction: .vertical, spacing: 1, children: cells, debugName: "table")
    }
}
