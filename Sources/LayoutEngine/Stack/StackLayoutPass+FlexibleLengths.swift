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
            lines[l].stackSum = sums.margins   // completed by Step 6
            flexLine(lines[l].start, lines[l].end, marginSum: sums.margins, growSum: sums.grow,
                     shrinkSum: sums.shrink, in: context)
        }
    }

    /// Flexes items `start..<end`.
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
    private mutating func flexLine(_ start: Int, _ end: Int, marginSum: Double, growSum: Double, shrinkSum: Double,
                                   in context: LayoutContext) {
        let violation = StackLayoutPass.violation(of: itemsStackSum(start, end, marginSum: marginSum),
                                                  min: stackMin, max: stackMax)
        let grows = violation > 0
        let factorSum = Swift.abs(violation) >= StackLayoutPass.violationEpsilon ? (grows ? growSum : shrinkSum) : 0
        if factorSum == 0 {
            if usesOptimizedFlexing {
                measureFlexibleItemsAtZeroSize(start, end, in: context)
            }
            return
        }

        // Shrinking weighs each item's factor by its size. Each item's weighted factor is kept
        // in its adjustment until its share replaces it below (read there instead of computed
        // again, which would read the layouts once more).
        var scaledShrinkSum: Double = 0
        if !grows {
            for i in start..<end {
                let scaled = scaledShrinkFactor(i, factorSum)
                items[i].adjustment = scaled
                scaledShrinkSum = scaledShrinkSum + scaled
            }
        }

        var remaining = violation
        var firstFlexItem = -1
        for i in start..<end {
            let adjustment = flexAdjustment(i, violation: violation, factorSum: factorSum, scaledShrinkSum: scaledShrinkSum)
            items[i].adjustment = adjustment
            remaining = remaining - adjustment
            if firstFlexItem < 0 && adjustment != 0 { firstFlexItem = i }
        }
        guard firstFlexItem >= 0 else { return }
        trace(phase: .flex, in: context)
        measureFlexedItems(start, end, violation: violation, factorSum: factorSum, remaining: remaining,
                           firstFlexItem: firstFlexItem, in: context)
    }

    /// Measures each item of `start..<end` that flexes with its flexed length (see `flexLine`).
    /// (A function of its own, in which each child's measurement is inlined.)
    private mutating func measureFlexedItems(_ start: Int, _ end: Int, violation: Double, factorSum: Double,
                                             remaining: Double, firstFlexItem: Int, in context: LayoutContext) {
        for i in start..<end {
            let item = items[i]
            let adjustment = item.adjustment
            guard adjustment != 0 else { continue }
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
    }

    /// The share of `violation` that item `i` takes (see `flexLine`).
    @inline(__always)
    private func flexAdjustment(_ i: Int, violation: Double, factorSum: Double, scaledShrinkSum: Double) -> Double {
        if violation > 0 {
            // Deviation T10: shares are floored to whole points.
            return Foundation.floor(violation * (items[i].flexGrow / factorSum))
        }
        if scaledShrinkSum == 0 { return 0 }
        // The item's weighted factor, kept in its adjustment by `flexLine`.
        let ratio = items[i].adjustment / scaledShrinkSum
        return -Swift.abs(ratio * violation)
    }

    /// Item `i`'s shrink factor weighted by its current stack length.
    @inline(__always)
    private func scaledShrinkFactor(_ i: Int, _ factorSum: Double) -> Double {
        direction.stack(layouts[i].size) * (items[i].flexShrink / factorSum)
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
