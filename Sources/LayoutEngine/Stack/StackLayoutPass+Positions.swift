import LayoutGeometry

extension StackLayoutPass {
    /// Step 7: positions every item and returns the stack's size (Texture's
    /// `ASStackPositionedLayout::compute`; in CSS Flexbox's layout algorithm, "Distribute any
    /// remaining free space", "Align all flex items along the cross-axis" and "Align all flex
    /// lines"). Positions are relative to the stack and stay unrounded; they
    /// are pixel-ceiled only when the owning node flattens its spec tree.
    ///
    /// - Lines: the cross violation of the lines against the stack's cross range gives the start
    ///   offset and the gap between lines (alignContent); spaceBetween falls back to start and
    ///   spaceAround to center on overflow (or under 0.01) or with one line.
    /// - Items: each line's own violation gives the start offset and the gap between items
    ///   (justifyContent), with the same fallbacks; `spacingBefore` counts on every item, the
    ///   first included.
    /// - Cross offset in the line: end `line − item`, center `floorPixel((line − item)/2)`,
    ///   baseline `lineBaseline − itemBaseline`, otherwise 0.
    mutating func positionItems(in context: LayoutContext) -> Size {
        let crossViolation = StackLayoutPass.violation(of: crossSum, min: crossMin, max: crossMax)
        let (crossOffset, crossGap) = StackLayoutPass.lineOffsetAndGap(lineCount: lines.count,
                                                                       violation: crossViolation,
                                                                       alignContent: alignContent)
        var lineCross = crossOffset
        for l in lines.indices {
            if l > 0 {
                lineCross = lineCross + (crossGap + lineSpacing)
            }
            let line = lines[l]
            let stackViolation = StackLayoutPass.violation(of: line.stackSum, min: stackMin, max: stackMax)
            let (stackOffset, stackGap) = StackLayoutPass.itemOffsetAndGap(itemCount: line.count,
                                                                           violation: stackViolation,
                                                                           justifyContent: justifyContent)
            if summary.hasNoMargins && !summary.hasCrossOffsets {
                positionItemsInLine(line, stackOffset: stackOffset, gap: stackGap, lineCross: lineCross,
                                    grid: context.grid, readsItems: false)
            } else {
                positionItemsInLine(line, stackOffset: stackOffset, gap: stackGap, lineCross: lineCross,
                                    grid: context.grid, readsItems: true)
            }
            if let trace = context.trace {
                tracePositions(trace, line: line, stackOffset: stackOffset, gap: stackGap, lineCross: lineCross,
                               violation: stackViolation)
            }
            lineCross = lineCross + line.crossSize
        }
        // Deviation T15: the content's size clamped to the range; the stack does not fill its
        // maximum.
        let size = range.clamp(direction.size(stack: stackSum, cross: crossSum))
        if let trace = context.trace { traceContent(trace, size: size) }
        return size
    }

    /// Places the items of `line`, walking the stack axis from `stackOffset`.
    ///
    /// Without `readsItems` (when no item has a margin or sits off its line's cross start) only
    /// the layouts are read: the margins are +0 and so is every cross offset, and the same sums
    /// are taken with +0 in their place.
    @inline(__always)
    private mutating func positionItemsInLine(_ line: StackLine, stackOffset: Double, gap: Double, lineCross: Double,
                                              grid: PixelGrid, readsItems: Bool) {
        var p = stackOffset
        for i in line.start..<line.end {
            p = p + (readsItems ? items[i].spacingBefore : 0)
            if i > line.start {
                p = p + (spacing + gap)
            }
            let size = layouts[i].size
            let offset = readsItems ? crossOffsetOfItem(i, lineCross: line.crossSize, baseline: line.baseline, grid: grid) : 0
            let cross = lineCross + offset
            layouts[i].position = direction.point(stack: p, cross: cross)
            p = p + (direction.stack(size) + (readsItems ? items[i].spacingAfter : 0))
        }
    }

    /// Item `i`'s offset from its line's cross start.
    @inline(__always)
    private func crossOffsetOfItem(_ i: Int, lineCross: Double, baseline: Double, grid: PixelGrid) -> Double {
        switch items[i].alignment {
        case .end:
            return lineCross - direction.cross(layouts[i].size)
        case .center:
            // Deviation T7: the centring offset is floored to the pixel grid.
            return grid.floor((lineCross - direction.cross(layouts[i].size)) / 2)
        case .baselineFirst, .baselineLast:
            return baseline - baselineOfItem(i)
        case .start, .stretch, .notSet:
            return 0
        }
    }

    /// The offset of the first line and the extra gap between lines for alignContent.
    static func lineOffsetAndGap(lineCount: Int, violation: Double,
                                 alignContent: StackAlignContent) -> (offset: Double, gap: Double) {
        var alignment = alignContent
        if alignment == .spaceBetween && (violation < violationEpsilon || lineCount == 1) {
            alignment = .start
        } else if alignment == .spaceAround && (violation < violationEpsilon || lineCount == 1) {
            alignment = .center
        }
        switch alignment {
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / Double(lineCount - 1))
        case .spaceAround:
            let unit = violation / (Double(lineCount) * 2)
            return (unit, unit * 2)
        case .start, .stretch: return (0, 0)
        }
    }

    /// The offset of a line's first item and the extra gap between its items for justifyContent.
    static func itemOffsetAndGap(itemCount: Int, violation: Double,
                                 justifyContent: StackJustifyContent) -> (offset: Double, gap: Double) {
        var justify = justifyContent
        if justify == .spaceBetween && (violation < violationEpsilon || itemCount == 1) {
            justify = .start
        } else if justify == .spaceAround && (violation < violationEpsilon || itemCount == 1) {
            justify = .center
        }
        switch justify {
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / Double(itemCount - 1))
        case .spaceAround:
            let unit = violation / (Double(itemCount) * 2)
            return (unit, unit * 2)
        case .start: return (0, 0)
        }
    }
}
