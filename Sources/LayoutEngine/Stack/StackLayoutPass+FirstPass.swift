import LayoutGeometry

extension StackLayoutPass {
    /// Step 1: the first, hypothetical measurement of every child along an unconstrained stack
    /// axis (Texture's `layoutItemsAlongUnconstrainedStackDimension`; in CSS Flexbox's layout
    /// algorithm, "Determine the flex base size and hypothetical main size of each item").
    ///
    /// Each child is measured with the stack interval its flex basis gives (`[0, ∞]` for auto,
    /// `[b, b]` for a basis `b`, which overrides the child's own stack-axis size) and the stack's
    /// cross limits.
    ///
    /// Optimized flexing: when exactly one child both grows and shrinks and the stack's own length
    /// is exact, that child is not measured at all; it starts as a 0×0 placeholder.
    ///
    /// The layouts are built in `built`, one per child in order, over the previous pass's (which
    /// are overwritten); they become the stack's sublayouts.
    mutating func measureItemsAlongUnconstrainedStackDimension(into built: inout [Layout], in context: LayoutContext) {
        usesOptimizedFlexing = shouldUseOptimizedFlexing()
        let parentStack = direction.stack(parentSize)
        trace(phase: .firstPass, in: context)
        // The previous pass's layouts are overwritten in place, the ones past the children's
        // count removed.
        let stale = built.count
        if stale > items.count { built.removeLast(stale - items.count) }
        let reused = Swift.min(stale, items.count)
        // Entries of the previous pass are overwritten through the array's storage (no
        // uniqueness check for each); a child's measurement cannot reach this array.
        built.withUnsafeMutableBufferPointer { layouts in
            for i in 0..<reused {
                measureItem(i, parentStack: parentStack, in: context, replacing: &layouts[i])
            }
        }
        if reused < items.count { measureNewItems(from: reused, parentStack: parentStack, in: context, into: &built) }
        if let trace = context.trace { traceFirstPass(trace, built) }
    }

    /// Measures items `start...` into new entries at the end of `built`. (A function of its own,
    /// so that its temporaries are not on the stack while the previous pass's entries are
    /// measured: the stack of a deep tree is a large part of what a pass touches; `mutating`,
    /// as the trace's recorders are, so that calling it does not copy the pass.)
    @inline(never)
    private mutating func measureNewItems(from start: Int, parentStack: Double, in context: LayoutContext,
                                          into built: inout [Layout]) {
        for i in start..<items.count {
            if usesOptimizedFlexing && items[i].isFlexibleInBothDirections {
                built.append(items[i].child.placeholder())
            } else {
                let range = itemRange(i, parentStack: parentStack)
                built.append(items[i].child.layoutThatFits(range, parentSize: parentSize, in: context))
            }
        }
    }

    /// Measures item `i` into `layout`, the layout the previous pass had at its index.
    @inline(__always)
    private func measureItem(_ i: Int, parentStack: Double, in context: LayoutContext, replacing layout: inout Layout) {
        // Deviation T12: the single grow-and-shrink child starts unmeasured, at 0×0, whatever
        // its basis or content.
        if usesOptimizedFlexing && items[i].isFlexibleInBothDirections {
            items[i].child.placeholder(replacing: &layout)
            return
        }
        items[i].child.measure(itemRange(i, parentStack: parentStack), parentSize: parentSize, in: context,
                               replacing: &layout)
    }

    /// The range Step 1 measures item `i` with.
    @inline(__always)
    private func itemRange(_ i: Int, parentStack: Double) -> SizeRange {
        // Deviation T3: a percentage basis of an undefined stack length is NaN, which makes the
        // child's layout invalid (0×0); CSS falls back to the content size.
        // Deviation T11: the basis is an exact stack-axis range, which beats the child's own
        // min/max on that axis (CSS clamps the basis by them).
        let basis = items[i].flexBasis
        return StackLayoutPass.childRange(items[i], direction: direction, stackMin: basis.resolve(parent: parentStack, auto: 0),
                                          stackMax: basis.resolve(parent: parentStack, auto: .infinity),
                                          crossMin: crossMin, crossMax: crossMax)
    }

    /// True when exactly one child grows and shrinks and the stack's stack-axis range is exact.
    @inline(__always)
    func shouldUseOptimizedFlexing() -> Bool {
        stackMin == stackMax && summary.flexibleInBothDirections == 1
    }
}
