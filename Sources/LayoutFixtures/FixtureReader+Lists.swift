import LayoutEngine
import LayoutGeometry

extension FixtureReader {
    /// The keys of a flow layout's spacing, on a collection and on each of its sections.
    static let flowSpacingKeys: Set<String> = ["sectionInset", "minimumLineSpacing", "minimumInteritemSpacing"]
    /// The keys of a table's section.
    static let tableSectionKeys: Set<String> = ["rows", "header", "footer", "headerHeight", "footerHeight"]
    /// The keys of a collection's section.
    static let collectionSectionKeys: Set<String> = flowSpacingKeys.union(["items", "header", "footer"])

    /// `table`: separators, content inset and offset, and its sections of `rows`.
    mutating func tableProperties(_ e: ElementFields) -> (TableProperties, [ListSectionDescription])? {
        let v = e.fields, path = e.path
        let before = errors.count
        var p = TableProperties()
        if let n = v["separators"], let b = bool(n, path.key("separators")) { p.separators = b }
        if let n = v["separatorColor"] { p.separatorColor = color(n, path.key("separatorColor")) }
        (p.contentInset, p.contentOffset) = listScrolling(v, path)
        let sections = listSections(v, path, node: e.node, depth: e.depth, table: true)
        guard let sections, errors.count == before else { return nil }
        return (p, sections)
    }

    /// `collection`: the flow layout's direction, item size and spacing, content inset and offset,
    /// and its sections of `items`.
    mutating func collectionProperties(_ e: ElementFields) -> (CollectionProperties, [ListSectionDescription])? {
        let v = e.fields, path = e.path
        let before = errors.count
        var p = CollectionProperties()
        if let n = v["scrollDirection"], let d = choice(n, path.key("scrollDirection"), CollectionScrollDirection.self) {
            p.scrollDirection = d
        }
        if let n = v["itemSize"], let s = size(n, path.key("itemSize")) {
            if s.width > 0, s.height > 0 { p.itemSize = s } else {
                fail(n, path.key("itemSize"), "expected an item size > 0 on both sides, found "
                     + "[\(LayoutFormat.number(s.width)), \(LayoutFormat.number(s.height))]")
            }
        }
        p.flow = flowSpacing(v, path)
        if let n = v["sectionHeadersPinToVisibleBounds"], let b = bool(n, path.key("sectionHeadersPinToVisibleBounds")) {
            p.sectionHeadersPinToVisibleBounds = b
        }
        (p.contentInset, p.contentOffset) = listScrolling(v, path)
        let sections = listSections(v, path, node: e.node, depth: e.depth, table: false)
        guard let sections, errors.count == before else { return nil }
        return (p, sections)
    }

    /// A list's `contentInset` and `contentOffset`.
    private mutating func listScrolling(_ v: FixtureFields, _ path: FixtureKeyPath) -> (EdgeInsets, Point?) {
        var inset = EdgeInsets.zero
        if let n = v["contentInset"], let i = insets(n, path.key("contentInset"), allowInfinity: false) { inset = i }
        var offset: Point?
        if let n = v["contentOffset"], let (x, y) = pair(n, path.key("contentOffset")) { offset = Point(x: x, y: y) }
        return (inset, offset)
    }

    /// A flow layout's spacing keys, those given.
    private mutating func flowSpacing(_ v: FixtureFields, _ path: FixtureKeyPath) -> FlowSpacingDescription {
        var s = FlowSpacingDescription()
        if let n = v["sectionInset"] { s.sectionInset = insets(n, path.key("sectionInset"), allowInfinity: false) }
        if let n = v["minimumLineSpacing"] { s.minimumLineSpacing = nonNegative(n, path.key("minimumLineSpacing")) }
        if let n = v["minimumInteritemSpacing"] { s.minimumInteritemSpacing = nonNegative(n, path.key("minimumInteritemSpacing")) }
        return s
    }

    /// A table's or collection's `sections`: each a map of its `rows` (`items`), its `header` and
    /// `footer` elements, and a table's header and footer heights or a collection's spacing.
    private mutating func listSections(_ v: FixtureFields, _ path: FixtureKeyPath, node: FixtureNode, depth: Int,
                                       table: Bool) -> [ListSectionDescription]? {
        let kind = table ? "table" : "collection", itemsKey = table ? "rows" : "items"
        let sectionsPath = path.key("sections")
        guard let n = v["sections"] else {
            fail(node, sectionsPath, "missing: a \(kind) needs `sections` (a list of sections, each {\(itemsKey): [elements]})")
            return nil
        }
        guard let sectionNodes = list(n, sectionsPath) else { return nil }
        var out: [ListSectionDescription] = []
        for (s, sectionNode) in sectionNodes.enumerated() {
            let sp = sectionsPath.index(s)
            guard let entries = map(sectionNode, sp, what: "a section ({\(itemsKey): [elements], …})") else { continue }
            rejectUnknown(entries, allowed: table ? FixtureReader.tableSectionKeys : FixtureReader.collectionSectionKeys, sp,
                          context: "a \(kind) section")
            let f = FixtureFields(entries: entries)
            var section = ListSectionDescription(items: [])
            if let itemsNode = f[itemsKey] {
                for (i, item) in (list(itemsNode, sp.key(itemsKey)) ?? []).enumerated() {
                    if let e = element(item, sp.key(itemsKey).index(i), depth: depth + 1) { section.items.append(e) }
                }
            } else {
                fail(sectionNode, sp.key(itemsKey), "missing: a \(kind) section needs `\(itemsKey)` (a list of elements)")
            }
            if let h = f["header"] { section.header = element(h, sp.key("header"), depth: depth + 1) }
            if let h = f["footer"] { section.footer = element(h, sp.key("footer"), depth: depth + 1) }
            if let h = f["headerHeight"] { section.headerHeight = nonNegative(h, sp.key("headerHeight")) }
            if let h = f["footerHeight"] { section.footerHeight = nonNegative(h, sp.key("footerHeight")) }
            if !table { section.flow = flowSpacing(f, sp) }
            out.append(section)
        }
        return out
    }
}
