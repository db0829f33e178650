import LayoutGeometry

/// What a list node (`ListNode`) shows: its sections of cells, each cell with the range it is
/// measured in, as a table's or collection's data source gives them.
public struct ListSection {
    /// One cell, header or footer.
    public struct Item {
        /// The node.
        public var node: DisplayNode
        /// The range it is measured in.
        public var range: SizeRange
        /// Where its separator line starts and ends (tables only).
        public var separatorInset: EdgeInsets

        /// An item.
        public init(node: DisplayNode, range: SizeRange, separatorInset: EdgeInsets = .zero) {
            self.node = node
            self.range = range
            self.separatorInset = separatorInset
        }
    }

    /// The header node (collections).
    public var header: Item?
    /// The footer node (collections).
    public var footer: Item?
    /// The header's height when it is a gap rather than a node (tables).
    public var headerHeight: Double
    /// The footer's height when it is a gap rather than a node (tables).
    public var footerHeight: Double
    /// The cells, in order.
    public var items: [Item]
    /// Space around the items (flow layouts).
    public var inset: EdgeInsets
    /// Space between lines (flow layouts).
    public var lineSpacing: Double
    /// The least space between items of a line (flow layouts).
    public var interitemSpacing: Double

    /// A section.
    public init(items: [Item], header: Item? = nil, footer: Item? = nil, headerHeight: Double = 0, footerHeight: Double = 0,
                inset: EdgeInsets = .zero, lineSpacing: Double = 10, interitemSpacing: Double = 10) {
        self.items = items
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
    }
}

/// How a list node arranges its cells.
public enum ListArrangement: Sendable, Equatable {
    /// A plain table: rows stacked, each followed by a separator line one pixel tall when
    /// `separators` is true (`TableArrangement`).
    case table(separators: Bool)
    /// A flow layout, vertical or horizontal (`FlowArrangement`).
    case flow(horizontal: Bool)

    /// Whether the content scrolls sideways.
    public var isHorizontal: Bool {
        if case .flow(let horizontal) = self { return horizontal }
        return false
    }
}
