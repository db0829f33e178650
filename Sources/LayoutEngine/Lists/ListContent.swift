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

    /// The header node, measured in its range; for a table it spans the table's width and its
    /// height replaces `headerHeight`.
    public var header: Item?
    /// The footer node, as `header`.
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

/// How a grouped table draws each section's rows: together on a card of `color`, inset by
/// `margin` from each side of the table, its corners rounded by `cornerRadius` (UIKit's
/// `grouped` and `insetGrouped` styles).
public struct ListSectionCard: Sendable, Equatable {
    /// The card's colour.
    public var color: Color
    /// The space left and right of the card (and the rows on it).
    public var margin: Double
    /// The radius of the card's corners.
    public var cornerRadius: Double
    /// Whether the last row's separator is drawn (an inset-grouped section's is not).
    public var lastSeparator: Bool

    /// A card.
    public init(color: Color, margin: Double = 0, cornerRadius: Double = 0, lastSeparator: Bool = true) {
        self.color = color
        self.margin = margin
        self.cornerRadius = cornerRadius
        self.lastSeparator = lastSeparator
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
