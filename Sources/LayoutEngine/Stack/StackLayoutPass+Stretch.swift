import LayoutGeometry

extension StackLayoutPass {
    /// Step 5: alignContent stretch, then item stretch (Texture's
    /// `stretchLinesAlongCrossDimension`; in CSS Flexbox's layout algorithm, "Handle
    /// 'align-content: stretch'" and "Determine the used cross size of each flex item").
    /// Stretching comes after flexing.
    ///
    /// - With more than one line and alignContent stretch, when the lines' total cross length is
    ///   short of the stack's cross minimum by more than 0.01, each line gets an equal share.
    /// - A stretch item more than 0.01 short of its line's cross size is measured again with its
    ///   current stack length, exactly, and the line's cross size as its cross limits (through
    ///   the measurement helper, so explicit cross sizes other than 0 still win).
    ///
    /// (Never inlined: a stack measured again here is laid out with this frame on the stack, not
    /// with the larger one of the step's caller.)
    @inline(never)
    mutating func stretchLinesAlongCrossDimension(in context: LayoutContext) {
        let violation = StackLayoutPass.violation(of: linesCrossSum(), min: crossMin, max: crossMax)
        let stretchesLines = lines.count > 1 && alignContent == .stretch
            && violation > StackLayoutPass.violationEpsilon
        let extraPerLine = violation / Double(lines.count)
        trace(phase: .stretch, in: context)
        for l in lines.indices {
            if stretchesLines {
                lines[l].crossSize += extraPerLine
            }
            if summary.hasStretchItems && stretchItemsAlongCrossDimension(lines[l].start, lines[l].end,
                                                                          lineCross: lines[l].crossSize, in: context) {
                lines[l].hasSizeSums = false
            }
        }
    }

    /// Stretches the stretch items among `start..<end` to `lineCross`; true when it measured one.
    private mutating func stretchItemsAlongCrossDimension(_ start: Int, _ end: Int, lineCross: Double,
                                                          in context: LayoutContext) -> Bool {
        var measured = false
        for i in start..<end where items[i].alignment == .stretch {
            let size = layouts[i].size
            let shortfall = lineCross - direction.cross(size)
            if shortfall > StackLayoutPass.violationEpsilon {
                let stack = direction.stack(size)
                let range = StackLayoutPass.childRange(items[i], direction: direction, stackMin: stack, stackMax: stack,
                                                       crossMin: lineCross, crossMax: lineCross)
                items[i].child.measure(range, parentSize: parentSize, in: context, into: &layouts[i])
                measured = true
                if let trace = context.trace { traceStretch(trace, i, from: size, lineCross: lineCross) }
            }
        }
        return measured
    }

    /// The lines' cross sizes plus the line spacing between them, in Texture's order.
    @inline(__always)
    func linesCrossSum() -> Double {
        var sum = lines.isEmpty ? 0 : lineSpacing * Double(lines.count - 1)
        for l in lines.indices {
            sum = sum + lines[l].crossSize
        }
        return sum
    }
}
