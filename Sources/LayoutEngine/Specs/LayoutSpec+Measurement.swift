import LayoutGeometry

extension LayoutSpec {
    /// Measures the spec (Texture's `-layoutThatFits:parentSize:`): intersects `range` with the
    /// style's own range (resolved against `parentSize`), then calculates the layout; the result
    /// is cached for the pass, keyed by `range` and `parentSize`.
    public final func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        measureCached(range, parentSize: parentSize, in: context, ownSizeRange: ownSizeRange)
    }
}
