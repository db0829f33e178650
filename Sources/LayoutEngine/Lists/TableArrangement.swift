import LayoutGeometry

/// UIKit's table (`UITableView`) as Texture fills it, as pure arithmetic: rows stacked top to
/// bottom, each section's header above its rows and its footer below.
///
/// Every row is as wide as the table's content (`width`) less `margin` on each side (an
/// inset-grouped table's sections are inset; zero otherwise); Texture asks UIKit for a row height
/// of the cell's height plus the separator's (one pixel) when the table draws separators, so each
/// row's cell is followed by its separator line. Headers and footers span the whole width at the
/// heights given (zero for none).
public enum TableArrangement {
    /// One section's input.
    public struct Section: Sendable, Equatable {
        /// The header's height (zero for none).
        public var headerHeight: Double
        /// The footer's height (zero for none).
        public var footerHeight: Double
        /// Each row's cell height.
        public var rowHeights: [Double]

        /// A section.
        public init(headerHeight: Double = 0, footerHeight: Double = 0, rowHeights: [Double]) {
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.rowHeights = rowHeights
        }
    }

    /// The frames, in content coordinates.
    public struct Result: Sendable, Equatable {
        /// Each section's header frame, nil where its height is zero.
        public var headers: [Rect?] = []
        /// Each section's footer frame, nil where its height is zero.
        public var footers: [Rect?] = []
        /// Each row's cell frame, by section.
        public var rows: [[Rect]] = []
        /// Each row's separator frame, by section (nil without separators).
        public var separators: [[Rect?]] = []
        /// Each section's rows and their separators together, nil for a section without rows (a
        /// grouped table draws its sections' rows on one card).
        public var cards: [Rect?] = []
        /// How far down each section's header may be pinned: its bottom goes no further than the
        /// section's end, below its footer, where the next section's header starts (`StickyHeaders`).
        public var headerLimits: [Double] = []
        /// The size of the whole content.
        public var contentSize: Size = .zero
    }

    /// Stacks `sections` in a table whose content is `width` wide; `separator` is the separator
    /// line's height (zero when the table draws none) and `margin` the space left of and right of
    /// the rows. Separators span the rows' width (a cell's separator inset is applied by the table).
    public static func arrange(_ sections: [Section], width: Double, separator: Double, margin: Double = 0) -> Result {
        var result = Result()
        var y = 0.0
        for section in sections {
            result.headers.append(section.headerHeight > 0 ? Rect(x: 0, y: y, width: width, height: section.headerHeight) : nil)
            y += max(0, section.headerHeight)
            let rowsTop = y, rowWidth = max(0, width - 2 * margin)
            var rows: [Rect] = []
            var separators: [Rect?] = []
            rows.reserveCapacity(section.rowHeights.count)
            for height in section.rowHeights {
                rows.append(Rect(x: margin, y: y, width: rowWidth, height: height))
                y += height
                if separator > 0 {
                    separators.append(Rect(x: margin, y: y, width: rowWidth, height: separator))
                    y += separator
                } else {
                    separators.append(nil)
                }
            }
            result.rows.append(rows)
            result.separators.append(separators)
            result.cards.append(rows.isEmpty ? nil : Rect(x: margin, y: rowsTop, width: rowWidth, height: y - rowsTop))
            result.footers.append(section.footerHeight > 0 ? Rect(x: 0, y: y, width: width, height: section.footerHeight) : nil)
            y += max(0, section.footerHeight)
            result.headerLimits.append(y)
        }
        result.contentSize = Size(width: width, height: y)
        return result
    }
}
