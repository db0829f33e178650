import LayoutGeometry

extension DisplayNode {
    /// Measures the node (Texture's `-layoutThatFits:parentSize:`): intersects `range` with the
    /// style's own range (resolved against `parentSize`), then calculates the layout; the result
    /// is cached for the pass, keyed by `range` and `parentSize`.
    ///
    /// A plain leaf (a `DisplayNode` itself, without a layout spec block) is measured directly and
    /// not cached: its layout is a clamp of the range, cheaper than the cache's bookkeeping.
    public final func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        if isPlainLeaf {
            if let trace = context.trace {
                return trace.measure(self, range, parentSize: parentSize, in: context, appliesOwnStyle: true)
            }
            return plainLeafLayout(range, parentSize: parentSize, in: context)
        }
        return measureCached(range, parentSize: parentSize, in: context, ownSizeRange: ownSizeRange)
    }

    /// The layout of a plain leaf (see `isPlainLeaf`): what `calculateLayout` gives a node without
    /// a spec, i.e. its intrinsic size or, lacking one, the range's maximum when that is valid
    /// (zero otherwise), clamped to the range after the node's own style is applied.
    @inline(__always)
    private func plainLeafLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        Layout(element: self, exactSize: plainLeafSize(range, parentSize: parentSize, in: context), sublayouts: [],
               storedMetrics: SIMD2(repeating: .nan), isPlaceholder: false)
    }

    /// The size of the layout `plainLeafLayout` makes, pixel-ceiled (or zero when invalid), for
    /// a caller that keeps the node's layout and changes only its size.
    @inline(__always)
    func plainLeafSize(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Size {
        if measuredLayoutSpec != nil { measuredLayoutSpec = nil }
        let resolved = ownSizeRange.applied(to: range, parentSize: parentSize, style: style)
        // Deviation T2: a plain leaf fills the range's maximum when it is valid (see
        // `calculateSizeThatFits`).
        let want = intrinsicSize ?? (resolved.max.isValidForSize ? resolved.max : .zero)
        return context.grid.layoutSize(resolved.clamp(want))
    }

    /// True for an instance of `DisplayNode` itself (so `calculateLayout`, `layoutSpecThatFits`
    /// and `calculateSizeThatFits` are the base implementations) that has no layout spec block and
    /// no host: its layout is a pure function of its range.
    @inline(__always)
    var isPlainLeaf: Bool {
        isDisplayNodeItself && layoutSpecBlock == nil && !hasHost
    }
}
