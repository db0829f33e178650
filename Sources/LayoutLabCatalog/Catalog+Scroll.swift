import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Scroll nodes with content larger than their bounds (`catalog/scroll`): the guide's huge image
    /// seen through a 200 × 200 window scrolled to (100, 100), a vertical list taller than its
    /// 120 points scrolled down by 40, and a horizontal row of tiles wider than the screen.
    /// Variants: `@320`, `@414`, `@cjk`.
    static var scroll: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/scroll@\(label(width))", size: .width(width)) { scrollLayout(rows: englishScrollRows) }
        } + [
            CatalogEntry(name: "catalog/scroll@cjk", size: .width(320)) { scrollLayout(rows: chineseScrollRows) },
        ]
    }

    /// The list's rows.
    static let englishScrollRows = ["Leave fur on owners clothes", "Meowwww", "Immediately regret falling into bathtub", "Sleep nap",
                                    "Chase laser, lick arm hair, present belly"]
    static let chineseScrollRows = ["在主人的衣服上留下猫毛", "喵呜呜呜", "一掉进浴缸就后悔了，望着窗外发呆", "睡觉，打盹", "追激光点，舔手臂上的毛，露出肚皮"]

    /// The three scroll nodes in a column.
    static func scrollLayout(rows: [String]) -> any LayoutElement {
        let hugeImage = imageNode("hugeImage", CatalogImage.pattern("gradient", pixels: 800, 800, scale: 2))
        let imageScroll = ScrollNode(content: hugeImage, scrollDirection: .both, contentOffset: Point(x: 100, y: 100))
        imageScroll.debugName = "imageScroll"
        imageScroll.style.preferredSize = Size(width: 200, height: 200)

        let rowElements: [any LayoutElement] = rows.enumerated().map { i, row in
            InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), child: textNode("row\(i + 1)", row, font: "Sans 15"))
        }
        let listScroll = ScrollNode(content: StackLayoutSpec(direction: .vertical, children: rowElements, debugName: "listStack"),
                                    scrollDirection: .vertical, contentOffset: Point(x: 0, y: 40))
        listScroll.debugName = "listScroll"
        listScroll.borderColor = .hex(0xC7C7CC)
        listScroll.borderWidth = 1
        listScroll.style.height = .points(120)
        listScroll.style.alignSelf = .stretch

        let colours: [UInt32] = [0xFF9500, 0xFFCC00, 0x34C759, 0x5AC8FA, 0x5856D6, 0xFF2D55]
        let tiles: [any LayoutElement] = colours.enumerated().map { i, colour in
            let tile = DisplayNode()
            tile.debugName = "tile\(i + 1)"
            tile.backgroundColor = .hex(colour)
            tile.cornerRadius = 8
            tile.style.preferredSize = Size(width: 96, height: 64)
            return tile
        }
        let tileScroll = ScrollNode(content: StackLayoutSpec(direction: .horizontal, spacing: 8, children: tiles, debugName: "tileRow"),
                                    scrollDirection: .horizontal)
        tileScroll.debugName = "tileScroll"
        tileScroll.style.height = .points(64)
        tileScroll.style.alignSelf = .stretch

        let stack = StackLayoutSpec(direction: .vertical, spacing: 12, alignItems: .start, children: [imageScroll, listScroll, tileScroll],
                                    debugName: "scrollStack")
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: stack, debugName: "scrollInset")
    }
}
