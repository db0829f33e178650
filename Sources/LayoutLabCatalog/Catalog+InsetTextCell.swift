import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The simple inset text cell (`catalog/inset-text-cell`): a 44-point row, its title inset
    /// (0, 12, 4, 4), centred vertically and only as wide as the inset title. Variants: `@320`,
    /// `@414`, `@cjk`.
    static var insetTextCell: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/inset-text-cell@\(label(width))", size: cellRow(width)) {
                insetTextCellLayout(title: "Simple inset text cell")
            }
        } + [
            CatalogEntry(name: "catalog/inset-text-cell@cjk", size: cellRow(320)) { insetTextCellLayout(title: "简单的内嵌文本单元格") },
        ]
    }

    /// A 44-point row up to `width` wide.
    static func cellRow(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: 0, height: 44), max: Size(width: width, height: 44))
    }

    /// `layoutSpecThatFits:` of the simple inset text cell.
    static func insetTextCellLayout(title: String) -> any LayoutElement {
        let titleNode = textNode("title", title, font: "Sans 17")
        let insets = EdgeInsets(top: 0, left: 12, bottom: 4, right: 4)
        let inset = InsetLayoutSpec(insets: insets, child: titleNode, debugName: "titleInset")
        return CenterLayoutSpec(centeringOptions: .y, sizingOptions: .minimumX, child: inset, debugName: "cell")
    }
}
