import LayoutGeometry

extension StackLayoutPass {
    /// Step 4: the cross size and baseline of every line (Texture's
    /// `computeLinesCrossSizeAndBaseline`; in CSS Flexbox's layout algorithm, "Calculate the cross
    /// size of each flex line").
    ///
    /// - A single line in a stack whose cross range is exact takes that cross size; its baseline
    ///   is the largest baseline among baseline-aligned items.
    /// - Otherwise a line's cross size is `max(A + D, M)`: `A` the largest baseline and `D` the
    ///   largest cross size below the baseline among baseline-aligned items, `M` the largest cross
    ///   size of the other items; its baseline is `A`. A single line is then clamped to the stack's
    ///   cross range; the lines of a wrapped stack are not.
    mutating func computeLinesCrossSizeAndBaseline() {
        // Deviation T17: "single line" means one line, whether or not the stack wraps (CSS: a
        // container that does not wrap), so a wrapping stack whose items fit on one line takes
        // its exact cross size or is clamped to its cross range.
        let isSingleLine = lines.count == 1
        if isSingleLine && crossMin == crossMax {
            var baseline: Double = 0
            if summary.hasBaselineItems {
                for i in lines[0].start..<lines[0].end where items[i].isBaselineAligned {
                    baseline = LayoutMath.appleMax(baseline, baselineOfItem(i))
                }
            }
            lines[0].crossSize = crossMin
            lines[0].baseline = baseline
            return
        }
        for l in lines.indices {
            var maxAscent: Double = 0
            var maxDescent: Double = 0
            var maxCross: Double = 0
            if !summary.hasBaselineItems && lines[l].hasSizeSums {
                // Every item counts towards M, which Step 3 found as it last swept the line.
                maxCross = lines[l].maxCross
            } else {
                for i in lines[l].start..<lines[l].end {
                    let cross = direction.cross(layouts[i].size)
                    if items[i].isBaselineAligned {
                        let baseline = baselineOfItem(i)
                        maxAscent = LayoutMath.appleMax(maxAscent, baseline)
                        maxDescent = LayoutMath.appleMax(maxDescent, cross - baseline)
                    } else {
                        maxCross = LayoutMath.appleMax(maxCross, cross)
                    }
                }
            }
            var crossSize = LayoutMath.appleMax(maxAscent + maxDescent, maxCross)
            if isSingleLine {
                crossSize = LayoutMath.appleMin(LayoutMath.appleMax(crossMin, crossSize), crossMax)
            }
            lines[l].crossSize = crossSize
            lines[l].baseline = maxAscent
        }
    }

    /// Item `i`'s baseline from its cross start: its layout's ascender for baselineFirst, its cross
    /// size plus its layout's descender for baselineLast, 0 otherwise.
    /// Deviation T18: baselines are the layouts' ascender/descender values, not found in the
    /// laid-out content.
    @inline(__always)
    func baselineOfItem(_ i: Int) -> Double {
        switch items[i].alignment {
        case .baselineFirst: return ascender(ofItem: i)
        case .baselineLast: return direction.cross(layouts[i].size) + descender(ofItem: i)
        default: return 0
        }
    }
}
