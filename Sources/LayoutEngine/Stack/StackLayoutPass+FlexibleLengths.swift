import Foundation
import LayoutGeometry

extension StackLayoutPass {
    /// Step 3: resolves the flexible lengths of every line (Texture's
    /// `flexLinesAlongStackDimension`, a single-pass stand-in for CSS Flexbox's "Resolving
    /// Flexible Lengths").
    ///
    /// A line's violation is how far its length lies outside the stack's stack-axis range. Under
    /// 0.01 nothing flexes. Otherwise the grow factors (positive violation) or shrink factors
    /// (negative) decide; when they sum to 0 nothing flexes, and a child left unmeasured by
    /// optimized flexing is measured with length 0.
    mutating func flexLinesAlongStackDimension(in context: LayoutContext) {
        for l in lines.indices {
            let sums = lineSums(lines[l].start, lines[l].end)
            lines[l].marginSum = sums.margins
            flexLine(l, growSum: sums.grow, shrinkSum: sums.shrink, in: context)
        }
    }

    /// Flexes the items of line `l`.
    ///
    /// - Grow: each item gets `floor(v × grow / F)`, floored to whole points; the remainder goes
    ///   to the first item whose share is not 0. Items whose share floors to 0 are left alone.
    /// - Shrink: each item gets `−|v × scaled / S|` with `scaled = size × shrink / F`; a single
    ///   pass, no redistribution of what clamping at 0 cuts off, and nothing when `S` is 0.
    ///
    /// Every item with a non-zero share is measured again with the exact stack length
    /// `max(0, size + share)` and the stack's cross limits.
    /// Deviation T9: a single pass. No item is frozen at its min/max or automatic minimum size
    /// and nothing is redistributed, as CSS's loop does.
    /// (`growSum` and `shrinkSum` are the items' factors summed in order, see `lineSums`.)
    private mutating func flexLine(_ l: Int, growSum: Double, shrinkSum: Double, in context: LayoutContext) {
        let start = lines[l].start, end = lines[l].end
        // A line that can shrink (a finite maximum to exceed, factors that do not sum to 0) keeps
        // each item's shrink factor weighted by its size in the item's adjustment as its length is
        // summed: read below when the line shrinks, replaced by the item's share otherwise.
        let keepsScaledShrink = shrinkSum != 0 && stackMax < .infinity
        let sizes = keepsScaledShrink
            ? sumSizes(start, end, marginSum: lines[l].marginSum, keepingScaledShrinkOf: shrinkSum)
            : sumSizes(start, end, marginSum: lines[l].marginSum, keepingScaledShrinkOf: nil)
        let violation = StackLayoutPass.violation(of: sizes.stackSum, min: stackMin, max: stackMax)
        let grows = violation > 0
        let factorSum = Swift.abs(violation) >= StackLayoutPass.violationEpsilon ? (grows ? growSum : shrinkSum) : 0
        if factorSum == 0 {
            if usesOptimizedFlexing {
                measureFlexibleItemsAtZeroSize(start, end, in: context)   // the sums are then stale
            } else {
                keepSizeSums(l, sizes.stackSum, sizes.maxCross)
            }
            return
        }
        // Shrinking needs a length past a finite maximum and a factor sum (the shrink factors')
        // other than 0: the line kept its weighted factors.
        assert(grows || keepsScaledShrink)

        var remaining = violation
        var firstFlexItem = -1
        for i in start..<end {
            let adjustment = flexAdjustment(i, violation: violation, factorSum: factorSum,
                                            scaledShrinkSum: sizes.scaledShrinkSum)
            items[i].adjustment = adjustment
            remaining = remaining - adjustment
            if firstFlexItem < 0 && adjustment != 0 { firstFlexItem = i }
        }
        guard firstFlexItem >= 0 else {
            keepSizeSums(l, sizes.stackSum, sizes.maxCross)
            return
        }
        trace(phase: .flex, in: context)
        let flexed = measureFlexedItems(start, end, violation: violation, factorSum: factorSum, remaining: remaining,
                                        firstFlexItem: firstFlexItem, marginSum: lines[l].marginSum, in: context)
        keepSizeSums(l, flexed.stackSum, flexed.maxCross)
    }

    /// Sums the stack lengths of items `start..<end` from `marginSum` (see `itemsStackSum`) and
    /// finds their largest cross length. With `shrinkSum`, also keeps each item's shrink factor
    /// weighted by its length (`size × shrink / shrinkSum`) in its adjustment, and sums those.
    @inline(__always)
    private mutating func sumSizes(_ start: Int, _ end: Int, marginSum: Double, keepingScaledShrinkOf shrinkSum: Double?)
        -> (stackSum: Double, maxCross: Double, scaledShrinkSum: Double) {
        var sum = marginSum
        var maxCross: Double = 0
        var scaledShrinkSum: Double = 0
        for i in start..<end {
            let size = layouts[i].size
            sum = sum + direction.stack(size)
            maxCross = LayoutMath.appleMax(maxCross, direction.cross(size))
            if let shrinkSum {
                let scaled = direction.stack(size) * (items[i].flexShrink / shrinkSum)
                items[i].adjustment = scaled
                scaledShrinkSum = scaledShrinkSum + scaled
            }
        }
        return (sum, maxCross, scaledShrinkSum)
    }

    /// Keeps `stackSum` and `maxCross` as line `l`'s sums of its items' current layouts.
    @inline(__always)
    private mutating func keepSizeSums(_ l: Int, _ stackSum: Double, _ maxCross: Double) {
        lines[l].stackSum = stackSum
        lines[l].maxCross = maxCross
        lines[l].hasSizeSums = true
    }

    /// Measures each item of `start..<end` that flexes with its flexed length (see `flexLine`),
    /// and returns the items' lengths summed from `marginSum` and their largest cross length, as
    /// `sumSizes` would find them after. (A function of its own, in which each child's
    /// measurement is inlined.)
    private mutating func measureFlexedItems(_ start: Int, _ end: Int, violation: Double, factorSum: Double,
                                             remaining: Double, firstFlexItem: Int, marginSum: Double,
                                             in context: LayoutContext) -> (stackSum: Double, maxCross: Double) {
        var sum = marginSum
        var maxCross: Double = 0
        for i in start..<end {
            let item = items[i]
            let adjustment = item.adjustment
            if adjustment != 0 {
                let original = direction.stack(layouts[i].size)
                // Deviation T10: what flooring left over goes to the first item that flexes.
                let extra = (i == firstFlexItem && item.flexGrow > 0) ? remaining : 0
                // Deviation T9: clamped at 0; the part cut off is not given to the other items.
                let flexed = LayoutMath.appleMax(original + adjustment + extra, 0)
                // Deviation T11: the flexed length is an exact range, which beats the child's own
                // min/max on the stack axis.
                let range = StackLayoutPass.childRange(item, direction: direction, stackMin: flexed, stackMax: flexed,
                                                       crossMin: crossMin, crossMax: crossMax)
                item.child.measure(range, parentSize: parentSize, in: context, into: &layouts[i])
                if let trace = context.trace {
                    traceFlex(trace, i, original: original, adjustment: adjustment, extra: extra, violation: violation,
                              factorSum: factorSum)
                }
            }
            let size = layouts[i].size
            sum = sum + direction.stack(size)
            maxCross = LayoutMath.appleMax(maxCross, direction.cross(size))
        }
        return (sum, maxCross)
    }

    /// The share of `violation` that item `i` takes (see `flexLine`).
    @inline(__always)
    private func flexAdjustment(_ i: Int, violation: Double, factorSum: Double, scaledShrinkSum: Double) -> Double {
        if violation > 0 {
            // Deviation T10: shares are floored to whole points.
            return Foundation.floor(violation * (items[i].flexGrow / factorSum))
        }
        if scaledShrinkSum == 0 { return 0 }
        // The item's weighted factor, kept in its adjustment by `sumSizes`.
        let ratio = items[i].adjustment / scaledShrinkSum
        return -Swift.abs(ratio * violation)
    }

    /// Measures the children that optimized flexing left unmeasured, with stack length 0 (Texture's
    /// `layoutFlexibleChildrenAtZeroSize`).
    /// Deviation T12: the placeholder is measured at length 0 when nothing flexes.
    private mutating func measureFlexibleItemsAtZeroSize(_ start: Int, _ end: Int, in context: LayoutContext) {
        trace(phase: .zeroSize, in: context)
        for i in start..<end where items[i].isFlexibleInBothDirections {
            let item = items[i]
            layouts[i] = StackLayoutPass.measure(
                item.child, item, direction: direction, parentSize: parentSize,
                context: context, stackMin: 0, stackMax: 0, crossMin: crossMin, crossMax: crossMax)
            if let trace = context.trace { traceZeroSize(trace, i) }
        }
    }
}
