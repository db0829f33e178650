import Foundation
import LayoutGeometry

// What the stack records in a `LayoutTrace`: each phase names itself before it measures children
// (the range they are offered comes from it), and the steps it applies to each child. Called
// only when the context has a trace.
//
// The recorders are never inlined, so a pass without a trace keeps none of their temporaries on
// its stack (a deep tree's stack is a large part of what its pass touches), and they are
// `mutating` although they change nothing: the steps calling them are, and a non-mutating call
// from a mutating step copies the pass (about 180 bytes) onto the stack first.
extension StackLayoutPass {
    /// The phases that measure children, as the trace names them.
    enum TracePhase {
        case firstPass, flex, zeroSize, stretch

        /// The sentence a child's `offeredBy` carries.
        var text: String {
            switch self {
            case .firstPass:
                return "step 1 (layoutItemsAlongUnconstrainedStackDimension): stack axis from the flexBasis (auto: 0…∞, "
                    + "a basis: exactly it, T11), cross axis up to the stack's cross maximum (T13), or the stack's cross "
                    + "range when stretched (T14)"
            case .flex:
                return "step 3 (flexLinesAlongStackDimension): the flexed length, exactly (T11)"
            case .zeroSize:
                return "step 3 (layoutFlexibleChildrenAtZeroSize): length 0, nothing flexed it (T12)"
            case .stretch:
                return "step 5 (stretchLinesAlongCrossDimension): its length exactly and the line's cross size"
            }
        }
    }

    /// The stack axis's name for the trace.
    var stackAxisName: String { direction == .horizontal ? "width" : "height" }
    /// The cross axis's name for the trace.
    var crossAxisName: String { direction == .horizontal ? "height" : "width" }

    /// Names `phase` as the step children are measured in.
    @inline(__always)
    func trace(phase: TracePhase, in context: LayoutContext) {
        if let trace = context.trace { Self.record(phase, in: trace) }
    }

    /// Records `phase` in `trace`.
    @inline(never)
    private static func record(_ phase: TracePhase, in trace: LayoutTrace) {
        trace.phase(phase.text)
    }

    /// Records Step 1's measurement of every child.
    @inline(never)
    mutating func traceFirstPass(_ trace: LayoutTrace, _ built: [Layout]) {
        for i in items.indices {
            let layout = built[i]
            let text: String
            let rule: String
            if layout.isPlaceholder {
                text = "not measured: the only child that both grows and shrinks in an exact-length stack starts as a "
                    + "0×0 placeholder (optimized flexing)"
                rule = "T12"
            } else {
                let basis = items[i].flexBasis
                text = "measured \(LayoutTrace.describe(layout.size))"
                    + (basis.isAuto ? "" : " (flexBasis \(LayoutStyle.dimension(basis)) on the stack axis)")
                rule = basis.isAuto ? "stack step 1" : "stack step 1, T11"
            }
            trace.step(TraceStep(kind: .measured, rule: rule, texture: "layoutItemsAlongUnconstrainedStackDimension",
                                 text: text, size: layout.size), for: items[i].child.element)
        }
    }

    /// Records that item `i` flexed from `original` by `adjustment` (+ `extra`, the growth
    /// remainder) on a line whose violation is `violation` and factors sum to `factorSum`.
    @inline(never)
    mutating func traceFlex(_ trace: LayoutTrace, _ i: Int, original: Double, adjustment: Double, extra: Double,
                            violation: Double, factorSum: Double) {
        let item = items[i]
        let size = layouts[i].size
        let n = LayoutTrace.number
        let text: String
        if violation > 0 {
            text = "grew by \(n(adjustment + extra)) (flexGrow \(n(item.flexGrow)) of \(n(factorSum)): "
                + "floor(free space \(n(violation)) × \(n(item.flexGrow))/\(n(factorSum))) = \(n(adjustment))"
                + (extra != 0 ? ", + \(n(extra)) left over by flooring, to the first growing item" : "")
                + ") → \(stackAxisName) \(n(original)) + \(n(adjustment + extra)) = \(n(direction.stack(size)))"
        } else {
            text = "shrank by \(n(-adjustment)) (flexShrink \(n(item.flexShrink)), weighted by its \(stackAxisName) "
                + "\(n(original)): its share of the overflow \(n(-violation)), in one pass) → \(stackAxisName) "
                + "\(n(direction.stack(size)))"
        }
        trace.step(TraceStep(kind: violation > 0 ? .grew : .shrank, rule: violation > 0 ? "stack step 3, T10" : "stack step 3, T9",
                             texture: "flexLinesAlongStackDimension", text: text, size: size), for: items[i].child.element)
    }

    /// Records that item `i`, left unmeasured by optimized flexing, was measured at length 0.
    @inline(never)
    mutating func traceZeroSize(_ trace: LayoutTrace, _ i: Int) {
        trace.step(TraceStep(kind: .measured, rule: "stack step 3, T12", texture: "layoutFlexibleChildrenAtZeroSize",
                             text: "nothing flexed it: measured at \(stackAxisName) 0 → "
                                + LayoutTrace.describe(layouts[i].size),
                             size: layouts[i].size), for: items[i].child.element)
    }

    /// Records that item `i` was stretched from `before` to its line's cross size `lineCross`.
    @inline(never)
    mutating func traceStretch(_ trace: LayoutTrace, _ i: Int, from before: Size, lineCross: Double) {
        let n = LayoutTrace.number
        let after = layouts[i].size
        let kept = direction.cross(after) != lineCross
        trace.step(TraceStep(kind: .stretched, rule: "stack step 5" + (items[i].ownCrossMin == 0 && items[i].ownCrossMax == .infinity ? "" : ", T14"),
                             texture: "stretchLinesAlongCrossDimension",
                             text: "stretched by alignItems/alignSelf stretch: \(crossAxisName) \(n(direction.cross(before))) → "
                                + "line cross size \(n(lineCross))"
                                + (kept ? " (its own cross size kept it at \(n(direction.cross(after))))" : ""),
                             size: after), for: items[i].child.element)
    }

    /// Records the stack's own size from its content (Steps 6 and 7).
    @inline(never)
    mutating func traceContent(_ trace: LayoutTrace, size: Size) {
        let n = LayoutTrace.number
        trace.step(TraceStep(kind: .content, rule: "stack step 6, T15", texture: "ASStackUnpositionedLayout::compute",
                             text: "content \(stackAxisName) \(n(stackSum)) (children, spacing and margins), \(crossAxisName) "
                                + "\(n(crossSum)) (lines), clamped to its range \(LayoutTrace.describe(range)) → "
                                + LayoutTrace.describe(size),
                             size: size))
    }

    /// Records the position of every item of `line` and the terms that add up to it.
    @inline(never)
    mutating func tracePositions(_ trace: LayoutTrace, line: StackLine, stackOffset: Double, gap: Double,
                                 lineCross: Double, violation: Double) {
        var preceding: Double = 0
        for i in line.start..<line.end {
            tracePosition(trace, i, line: line, preceding: preceding, stackOffset: stackOffset, gap: gap,
                          lineCross: lineCross, violation: violation)
            preceding = preceding + items[i].spacingBefore + direction.stack(layouts[i].size) + items[i].spacingAfter
        }
    }

    /// Records item `i`'s position and the terms that add up to it; `preceding` is the length of
    /// the items before it on its line, with their margins.
    private func tracePosition(_ trace: LayoutTrace, _ i: Int, line: StackLine, preceding: Double, stackOffset: Double,
                               gap: Double, lineCross: Double, violation: Double) {
        let n = LayoutTrace.number
        let stackAxis: PositionTerm.Axis = direction == .horizontal ? .x : .y
        let crossAxis: PositionTerm.Axis = direction == .horizontal ? .y : .x
        let before = Double(i - line.start)
        var terms = [PositionTerm(axis: stackAxis, amount: stackOffset,
                                  label: "justifyContent \(justifyContent.rawValue) offset (free space \(n(violation)))")]
        if preceding != 0 { terms.append(PositionTerm(axis: stackAxis, amount: preceding, label: "preceding items and their margins")) }
        if before > 0 && spacing != 0 { terms.append(PositionTerm(axis: stackAxis, amount: spacing * before, label: "spacing \(n(spacing)) × \(n(before))")) }
        if before > 0 && gap != 0 { terms.append(PositionTerm(axis: stackAxis, amount: gap * before, label: "justifyContent gap \(n(gap)) × \(n(before))")) }
        if items[i].spacingBefore != 0 { terms.append(PositionTerm(axis: stackAxis, amount: items[i].spacingBefore, label: "spacingBefore")) }
        let position = layouts[i].position
        let lineStart = lineCross
        let crossOffset = (direction == .horizontal ? position.y : position.x) - lineStart
        if lineStart != 0 { terms.append(PositionTerm(axis: crossAxis, amount: lineStart, label: "line offset (alignContent \(alignContent.rawValue))")) }
        terms.append(PositionTerm(axis: crossAxis, amount: crossOffset,
                                  label: "alignItems/alignSelf \(items[i].alignment.rawValue) in a line of cross size \(n(line.crossSize))"
                                    + (items[i].alignment == .center ? " (floored to the pixel grid, T7)" : "")))
        let text = "positioned by justifyContent \(justifyContent.rawValue), spacing \(n(spacing)) and alignItems/alignSelf "
            + "\(items[i].alignment.rawValue) at (\(n(position.x)), \(n(position.y)))"
        trace.step(TraceStep(kind: .positioned, rule: "stack step 7" + (items[i].alignment == .center ? ", T7" : ""),
                             texture: "ASStackPositionedLayout::compute", text: text, position: position, terms: terms),
                   for: items[i].child.element)
    }
}
