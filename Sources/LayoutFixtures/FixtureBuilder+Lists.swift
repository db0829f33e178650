import LayoutEngine
import LayoutGeometry

extension FixtureBuilder {
    /// A section's built nodes.
    private struct BuiltSection {
        /// The rows or items, each with its separator inset (a `cell`'s, else none).
        var items: [(node: DisplayNode, separatorInset: EdgeInsets)]
        /// The header.
        var header: DisplayNode?
        /// The footer.
        var footer: DisplayNode?
    }

    /// A plain table, as Texture's `ASTableNode` lays it out: every row measured exactly as wide as
    /// the table less its content inset and 0…∞ tall, a header or footer element at its section's
    /// `headerHeight` (`footerHeight`) or, without one, as tall as it needs; headers stay pinned
    /// at the top while their section scrolls, as a plain table's do.
    func tableNode(_ p: TableProperties, _ sections: [ListSectionDescription]) throws -> ListNode {
        let list = ListNode(arrangement: .table(separators: p.separators))
        if let color = p.separatorColor { list.separatorColor = color }
        list.contentInset = p.contentInset
        list.contentOffset = p.contentOffset
        list.pinsSectionHeaders = true
        let built = try sections.enumerated().map { s, section in try buildSection(section, s, itemName: "row") }
        list.sections = { size in
            let width = size.width - p.contentInset.left - p.contentInset.right
            return zip(sections, built).map { section, nodes in
                func extra(_ node: DisplayNode?, _ height: Double?) -> ListSection.Item? {
                    node.map { ListSection.Item(node: $0, range: ListSection.tableRange(width: width, minHeight: height ?? 0,
                                                                                          maxHeight: height ?? .infinity)) }
                }
                let rows = nodes.items.map {
                    ListSection.Item(node: $0.node, range: ListSection.tableRange(width: width), separatorInset: $0.separatorInset)
                }
                return ListSection(items: rows, header: extra(nodes.header, section.headerHeight),
                                   footer: extra(nodes.footer, section.footerHeight),
                                   headerHeight: section.headerHeight ?? 0, footerHeight: section.footerHeight ?? 0)
            }
        }
        return list
    }

    /// A collection in a flow layout, as Texture's `ASCollectionNode` lays it out: every item
    /// measured at `itemSize` exactly, or without one from zero up to the collection's width less
    /// its content inset (its height, horizontally); headers and footers exactly as wide as the
    /// collection (as tall, horizontally) and as long as they need along the flow.
    func collectionNode(_ p: CollectionProperties, _ sections: [ListSectionDescription]) throws -> ListNode {
        let horizontal = p.scrollDirection == .horizontal
        let list = ListNode(arrangement: .flow(horizontal: horizontal))
        list.pinsSectionHeaders = p.sectionHeadersPinToVisibleBounds
        list.contentInset = p.contentInset
        list.contentOffset = p.contentOffset
        let built = try sections.enumerated().map { s, section in try buildSection(section, s, itemName: "item") }
        // UIKit's flow layout's spacing where neither the section nor the collection gives one.
        let defaults = ListSection(items: [])
        list.sections = { size in
            let itemRange = ListSection.flowItemRange(itemSize: p.itemSize, listSize: size, contentInset: p.contentInset,
                                                      horizontal: horizontal)
            let extraRange = ListSection.flowSupplementaryRange(SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity)),
                                                                listSize: size, horizontal: horizontal)
            return zip(sections, built).map { section, nodes in
                func extra(_ node: DisplayNode?) -> ListSection.Item? {
                    guard let node, let extraRange else { return nil }
                    return ListSection.Item(node: node, range: extraRange)
                }
                return ListSection(items: nodes.items.map { ListSection.Item(node: $0.node, range: itemRange) },
                                   header: extra(nodes.header), footer: extra(nodes.footer),
                                   inset: section.flow.sectionInset ?? p.flow.sectionInset ?? defaults.inset,
                                   lineSpacing: section.flow.minimumLineSpacing ?? p.flow.minimumLineSpacing ?? defaults.lineSpacing,
                                   interitemSpacing: section.flow.minimumInteritemSpacing ?? p.flow.minimumInteritemSpacing
                                       ?? defaults.interitemSpacing)
            }
        }
        return list
    }

    /// Section `s`'s nodes, each named by its place (`row[0][3]`, `header[0]`) unless the file named it.
    private func buildSection(_ section: ListSectionDescription, _ s: Int, itemName: String) throws -> BuiltSection {
        let items = try section.items.enumerated().map { i, d in
            let inset = (d.kind as? CellDescription)?.separatorInset ?? .zero
            return (node: try listNode(d, name: ListSection.placeName(itemName, section: s, index: i)), separatorInset: inset)
        }
        return BuiltSection(items: items,
                            header: try section.header.map { try listNode($0, name: ListSection.placeName("header", section: s)) },
                            footer: try section.footer.map { try listNode($0, name: ListSection.placeName("footer", section: s)) })
    }

    /// `d` built as a list's cell: a node as it is, a spec (an element without node properties) as
    /// the layout of a cell around it.
    private func listNode(_ d: ElementDescription, name: String) throws -> DisplayNode {
        let cell = d.node != nil ? d : ElementDescription(kind: CellDescription(), layout: d, location: d.location)
        guard let node = try build(cell) as? DisplayNode else {
            throw FixtureError(file: sourceFile, keyPath: d.keyPath, message: "expected a node or a layout spec as a list's cell")
        }
        if node.debugName == nil { node.debugName = name }
        return node
    }
}
