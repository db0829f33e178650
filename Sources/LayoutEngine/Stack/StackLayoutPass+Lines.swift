import LayoutGeometry

extension StackLayoutPass {
    /// Step 2: collects the items into lines (Texture's `collectChildrenIntoLines`; in CSS
    /// Flexbox's layout algorithm, "Collect flex items into flex lines").
    ///
    /// Without wrapping there is one line. With wrapping, a running line length sums each item's
    /// `spacingBefore + size + spacingAfter` plus the stack's spacing between items of the same
    /// line; when the next item would push it past the stack's maximum length and the line
    /// already holds an item, a new line starts and the spacing restarts at 0.
    mutating func collectItemsIntoLines() {
        let count = items.count
        guard flexWrap == .wrap else {
            lines.append(StackLine(start: 0, end: count))
            return
        }
        var lineStart = 0
        var lineSum: Double = 0
        var interitemSpacing: Double = 0
        for i in 0..<count {
            let item = items[i]
            let itemAndSpacing = item.spacingBefore + direction.stack(layouts[i].size) + item.spacingAfter
            let overflows = StackLayoutPass.violation(of: lineSum + interitemSpacing + itemAndSpacing,
                                                      min: stackMin, max: stackMax) < 0
            if overflows && i > lineStart {
                lines.append(StackLine(start: lineStart, end: i))
                lineStart = i
                lineSum = 0
                interitemSpacing = 0
            }
            lineSum += interitemSpacing + itemAndSpacing
            interitemSpacing = spacing
        }
        lines.append(StackLine(start: lineStart, end: count))
    }
}
