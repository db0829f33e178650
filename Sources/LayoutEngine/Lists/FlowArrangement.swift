import LayoutGeometry

/// UIKit's flow layout (`UICollectionViewFlowLayout`), as pure arithmetic: items of known sizes
/// placed in lines, section by section, with each section's header above and footer below.
///
/// The rules, for a vertical flow in a collection `width` points wide (a horizontal flow is the
/// same with the axes swapped: columns top to bottom, sections left to right):
/// - a header or footer spans the whole width at the height it was given; a section's items start
///   `inset.top` below its header and its footer `inset.bottom` below its last line;
/// - items fill a line left to right while their widths and `interitemSpacing` between them fit
///   in `width − inset.left − inset.right`; an item that does not fit starts the next line, and an
///   item wider than the line has a line of its own;
/// - a line of several items is justified: the first item starts at `inset.left`, the last ends
///   at `width − inset.right`, the space left over is shared equally between the gaps (never less
///   than `interitemSpacing`); a line of one item centres it;
/// - a line is as tall as its tallest item, each item centred on the line vertically; lines are
///   `lineSpacing` apart;
/// - the content is as tall as the sections stacked, as wide as the collection.
public enum FlowArrangement {
    /// One section's input.
    public struct Section: Sendable, Equatable {
        /// The header's size (only its height counts in a vertical flow); nil or empty for none.
        public var header: Size?
        /// The footer's size; nil or empty for none.
        public var footer: Size?
        /// The items' sizes, in order.
        public var items: [Size]
        /// Space around the section's items (not around its header and footer).
        public var inset: EdgeInsets
        /// Space between lines.
        public var lineSpacing: Double
        /// The least space between items of a line.
        public var interitemSpacing: Double

        /// A section.
        public init(header: Size? = nil, footer: Size? = nil, items: [Size], inset: EdgeInsets = .zero,
                    lineSpacing: Double = 10, interitemSpacing: Double = 10) {
            self.header = header
            self.footer = footer
            self.items = items
            self.inset = inset
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
        }
    }

    /// The frames, in content coordinates, by section.
    public struct Result: Sendable, Equatable {
        /// Each section's header frame, nil where it has none.
        public var headers: [Rect?] = []
        /// Each section's footer frame, nil where it has none.
        public var footers: [Rect?] = []
        /// Each section's item frames.
        public var items: [[Rect]] = []
        /// How far down (right, horizontal) each section's header may be pinned: its bottom goes
        /// no further than the section's last line and bottom inset, above its footer (`StickyHeaders`).
        public var headerLimits: [Double] = []
        /// The size of the whole content.
        public var contentSize: Size = .zero
    }

    /// Arranges `sections` in a collection `extent` points across its lines (the width for a
    /// vertical flow, the height for a horizontal one).
    public static func arrange(_ sections: [Section], extent: Double, horizontal: Bool = false) -> Result {
        guard horizontal else { return arrangeVertically(sections, width: extent) }
        let swapped = arrangeVertically(sections.map(transposed), width: extent)
        return Result(headers: swapped.headers.map { $0.map(transposed) }, footers: swapped.footers.map { $0.map(transposed) },
                      items: swapped.items.map { $0.map(transposed) }, headerLimits: swapped.headerLimits,
                      contentSize: transposed(swapped.contentSize))
    }

    private static func arrangeVertically(_ sections: [Section], width: Double) -> Result {
        var result = Result()
        var y = 0.0
        for section in sections {
            if let header = section.header, header.height > 0 {
                result.headers.append(Rect(x: 0, y: y, width: width, height: header.height))
                y += header.height
            } else {
                result.headers.append(nil)
            }
            y += section.inset.top
            var frames: [Rect] = []
            frames.reserveCapacity(section.items.count)
            let lineWidth = width - section.inset.left - section.inset.right
            var start = 0
            var firstLine = true
            while start < section.items.count {
                var end = start + 1
                var used = section.items[start].width
                while end < section.items.count, used + section.interitemSpacing + section.items[end].width <= lineWidth + 1e-9 {
                    used += section.interitemSpacing + section.items[end].width
                    end += 1
                }
                if !firstLine { y += section.lineSpacing }
                firstLine = false
                let line = section.items[start..<end]
                let height = line.map(\.height).max() ?? 0
                let widths = line.map(\.width).reduce(0, +)
                var x = section.inset.left
                let gap: Double
                if line.count == 1 {
                    x += (lineWidth - widths) / 2
                    gap = 0
                } else {
                    gap = max(section.interitemSpacing, (lineWidth - widths) / Double(line.count - 1))
                }
                for size in line {
                    frames.append(Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                    x += size.width + gap
                }
                y += height
                start = end
            }
            result.items.append(frames)
            y += section.inset.bottom
            result.headerLimits.append(y)
            if let footer = section.footer, footer.height > 0 {
                result.footers.append(Rect(x: 0, y: y, width: width, height: footer.height))
                y += footer.height
            } else {
                result.footers.append(nil)
            }
        }
        result.contentSize = Size(width: width, height: y)
        return result
    }

    private static func transposed(_ section: Section) -> Section {
        Section(header: section.header.map(transposed), footer: section.footer.map(transposed), items: section.items.map(transposed),
                inset: EdgeInsets(top: section.inset.left, left: section.inset.top, bottom: section.inset.right, right: section.inset.bottom),
                lineSpacing: section.lineSpacing, interitemSpacing: section.interitemSpacing)
    }

    private static func transposed(_ size: Size) -> Size { Size(width: size.height, height: size.width) }

    private static func transposed(_ rect: Rect) -> Rect {
        Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
}
