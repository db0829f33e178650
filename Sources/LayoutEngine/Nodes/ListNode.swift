import LayoutGeometry

/// A scrolling list of cells: Texture's table node (rows stacked as a plain `UITableView` stacks
/// them) and collection node (a `UICollectionViewFlowLayout`).
///
/// Its cells come from `sections`, asked for on every measurement with the size the list is
/// given (an axis may be ∞); each cell is measured in the range its section gives. The list is
/// as large as its range and parent allow; along an axis where that is not a valid size (laid out
/// unbounded), it is as large as its content and its insets, and shows all of it.
///
/// The content sits inside `contentInset` plus `safeAreaInset` (UIKit's adjusted content inset)
/// and is scrolled to `contentOffset` (by default the top-left of the content, inside the insets).
/// Only the cells, headers, footers and separators that meet the list's bounds are in its layout,
/// placed where they show (a device loads only those); the list clips to its bounds. With
/// `pinsSectionHeaders`, a section's header stays at the top of the visible area while its section
/// is scrolled under it (`StickyHeaders`), drawn over the cells.
open class ListNode: DisplayNode {
    /// How the cells are arranged.
    public var arrangement: ListArrangement
    /// Space around the content, as the app set it (`contentInset`).
    public var contentInset: EdgeInsets = .zero
    /// The part of the screen's safe area the list covers, which UIKit adds to the content inset.
    public var safeAreaInset: EdgeInsets = .zero
    /// The content point shown at the list's top-left corner; nil for the top of the content
    /// (−left and −top of the adjusted inset).
    public var contentOffset: Point?
    /// The page shown by a list that pages (Texture's pager): without a `contentOffset`, the
    /// content is scrolled by this many of the list's own widths (heights, when it scrolls
    /// vertically).
    public var page = 0
    /// A table's header above its first section and footer below its last (UIKit's
    /// `tableHeaderView` and `tableFooterView`), each measured in its range.
    public var tableHeader: ListSection.Item?
    /// See `tableHeader`.
    public var tableFooter: ListSection.Item?
    /// The separator lines' colour (UIKit's `separator` colour by default).
    public var separatorColor: Color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// A grouped table's card under each section's rows; nil for a plain table.
    public var sectionCard: ListSectionCard?
    /// Whether section headers stay pinned to the top (left, horizontal) of the visible area while
    /// their section scrolls (a plain table's; a flow layout's `sectionHeadersPinToVisibleBounds`).
    public var pinsSectionHeaders = false
    /// The sections, for the list's size (an axis may be ∞). Asked first in each measurement, so
    /// it may also set the list's other settings (a table node reads its view's there).
    public var sections: ((Size) -> [ListSection])?
    /// The size of the content at the latest measurement.
    public private(set) var contentSize: Size = .zero
    /// Separator nodes, reused by position.
    private var separatorNodes: [DisplayNode] = []
    /// Section card nodes, reused by position.
    private var cardNodes: [DisplayNode] = []

    /// A list arranged by `arrangement`; it clips to its bounds and manages its subnodes.
    public init(arrangement: ListArrangement) {
        self.arrangement = arrangement
        super.init()
        clipsToBounds = true
        automaticallyManagesSubnodes = true
    }

    /// `table` or `collection`.
    open override var kindName: String {
        if case .table = arrangement { return "table" }
        return "collection"
    }

    /// The content inset and the safe area's part of it, added.
    public var adjustedContentInset: EdgeInsets {
        EdgeInsets(top: contentInset.top + safeAreaInset.top, left: contentInset.left + safeAreaInset.left,
                   bottom: contentInset.bottom + safeAreaInset.bottom, right: contentInset.right + safeAreaInset.right)
    }

    /// Measures every cell, arranges them and places those that meet the bounds.
    open override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        measuredLayoutSpec = nil
        var own = range.clamp(parentSize)
        let given = Size(width: LayoutMath.isValidForSize(own.width) ? own.width : range.max.width,
                         height: LayoutMath.isValidForSize(own.height) ? own.height : range.max.height)
        let sections = self.sections?(given) ?? []
        let measured = sections.map { section in
            (header: section.header.map { measure($0, context) }, footer: section.footer.map { measure($0, context) },
             items: section.items.map { measure($0, context) })
        }
        let inset = adjustedContentInset
        var placed: [(layout: Layout, frame: Rect)] = []
        // Section headers and footers placed after everything else, each with how far down its
        // section lets it be pinned (nil for a footer).
        var extras: [(layout: Layout, frame: Rect, limit: Double?)] = []
        switch arrangement {
        case .table(let separators):
            let width = given.width - contentInset.left - contentInset.right
            let card = sectionCard
            let table = TableArrangement.arrange(
                zip(sections, measured).map { section, layouts in
                    TableArrangement.Section(headerHeight: layouts.header?.size.height ?? section.headerHeight,
                                             footerHeight: layouts.footer?.size.height ?? section.footerHeight,
                                             rowHeights: layouts.items.map(\.size.height))
                }, width: width, separator: separators ? 1 / context.grid.scale : 0, margin: card?.margin ?? 0)
            // The table's header view above everything, its footer view below.
            let header = tableHeader.map { measure($0, context) }, footer = tableFooter.map { measure($0, context) }
            let top = header?.size.height ?? 0
            let down = { (frame: Rect) in Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: frame.height) }
            if let header { placed.append((header, Rect(origin: .zero, size: header.size))) }
            if let footer { placed.append((footer, Rect(origin: Point(x: 0, y: top + table.contentSize.height), size: footer.size))) }
            contentSize = Size(width: table.contentSize.width,
                               height: top + table.contentSize.height + (footer?.size.height ?? 0))
            var used = 0
            for (s, layouts) in measured.enumerated() {
                if let card, let frame = table.cards[s] {
                    placed.append((cardLayout(s, card, frame.size, context), down(frame)))
                }
                for (r, layout) in layouts.items.enumerated() {
                    placed.append((layout, Rect(origin: down(table.rows[s][r]).origin, size: layout.size)))
                    guard let line = table.separators[s][r], card?.lastSeparator != false || r < layouts.items.count - 1 else { continue }
                    let lineInset = sections[s].items[r].separatorInset
                    let frame = Rect(x: line.minX + lineInset.left, y: line.minY + top,
                                     width: max(0, line.width - lineInset.left - lineInset.right), height: line.height)
                    placed.append((separatorLayout(used, name: ListSection.placeName("separator", section: s, index: r), frame.size, context), frame))
                    used += 1
                }
            }
            // Section headers and footers over the rows, a header pinned while its section scrolls.
            for (s, layouts) in measured.enumerated() {
                if let header = layouts.header, let frame = table.headers[s] {
                    extras.append((header, down(frame), table.headerLimits[s] + top))
                }
                if let footer = layouts.footer, let frame = table.footers[s] { extras.append((footer, down(frame), nil)) }
            }
        case .flow(let horizontal):
            let extent = horizontal ? given.height - inset.top - inset.bottom : given.width - inset.left - inset.right
            let flow = FlowArrangement.arrange(
                zip(sections, measured).map { section, layouts in
                    FlowArrangement.Section(header: layouts.header?.size, footer: layouts.footer?.size, items: layouts.items.map(\.size),
                                            inset: section.inset, lineSpacing: section.lineSpacing,
                                            interitemSpacing: section.interitemSpacing)
                }, extent: extent, horizontal: horizontal)
            contentSize = flow.contentSize
            for (s, layouts) in measured.enumerated() {
                // A pinned header is drawn over the items, after them.
                if let header = layouts.header, let frame = flow.headers[s] {
                    if pinsSectionHeaders { extras.append((header, frame, flow.headerLimits[s])) } else { placed.append((header, frame)) }
                }
                for (i, layout) in layouts.items.enumerated() { placed.append((layout, flow.items[s][i])) }
                if let footer = layouts.footer, let frame = flow.footers[s] { placed.append((footer, frame)) }
            }
        }
        if !LayoutMath.isValidForSize(own.width) { own.width = range.clamp(Size(width: contentSize.width + inset.left + inset.right, height: 0)).width }
        if !LayoutMath.isValidForSize(own.height) { own.height = range.clamp(Size(width: 0, height: contentSize.height + inset.top + inset.bottom)).height }
        let paged = Double(page)
        let offset = contentOffset ?? (arrangement.isHorizontal ? Point(x: -inset.left + paged * own.width, y: -inset.top)
                                                                 : Point(x: -inset.left, y: -inset.top + paged * own.height))
        let visible = Rect(origin: offset, size: own)
        let horizontal = arrangement.isHorizontal
        let visibleStart = horizontal ? offset.x + inset.left : offset.y + inset.top
        for extra in extras {
            guard pinsSectionHeaders, let limit = extra.limit else { placed.append((extra.layout, extra.frame)); continue }
            placed.append((extra.layout, StickyHeaders.pinned(extra.frame, limit: limit, visibleStart: visibleStart, horizontal: horizontal)))
        }
        var sublayouts: [Layout] = []
        for (layout, frame) in placed where meets(frame, visible) {
            var layout = layout
            layout.position = frame.origin - offset
            sublayouts.append(layout)
        }
        return Layout(element: self, size: own, sublayouts: sublayouts, grid: context.grid)
    }

    /// Whether `frame` shows in `visible`: it overlaps it on both axes (an axis of zero length
    /// overlaps where it lies inside).
    private func meets(_ frame: Rect, _ visible: Rect) -> Bool {
        func overlaps(_ lo: Double, _ hi: Double, _ vlo: Double, _ vhi: Double) -> Bool {
            hi > lo ? hi > vlo && lo < vhi : lo >= vlo && lo < vhi
        }
        return overlaps(frame.minX, frame.maxX, visible.minX, visible.maxX) && overlaps(frame.minY, frame.maxY, visible.minY, visible.maxY)
    }

    private func measure(_ item: ListSection.Item, _ context: LayoutContext) -> Layout {
        item.node.layoutThatFits(item.range, parentSize: item.range.max, in: context)
    }

    /// The `index`th separator line's layout, its node made on first use.
    private func separatorLayout(_ index: Int, name: String, _ size: Size, _ context: LayoutContext) -> Layout {
        fillLayout(&separatorNodes, index, name: name, color: separatorColor, cornerRadius: 0, size, context)
    }

    /// Section `index`'s card, its node made on first use.
    private func cardLayout(_ index: Int, _ card: ListSectionCard, _ size: Size, _ context: LayoutContext) -> Layout {
        fillLayout(&cardNodes, index, name: ListSection.placeName("section", section: index), color: card.color, cornerRadius: card.cornerRadius, size, context)
    }

    /// The layout of a plain filled node of `size` from `pool`, made on first use.
    private func fillLayout(_ pool: inout [DisplayNode], _ index: Int, name: String, color: Color, cornerRadius: Double,
                            _ size: Size, _ context: LayoutContext) -> Layout {
        while pool.count <= index { pool.append(DisplayNode()) }
        let fill = pool[index]
        fill.debugName = name
        fill.backgroundColor = color
        fill.cornerRadius = cornerRadius
        fill.intrinsicSize = size
        return fill.layoutThatFits(SizeRange(exactly: size), parentSize: size, in: context)
    }
}
