import LayoutGeometry

extension LayoutSpec {
    /// Measures the spec (Texture's `-layoutThatFits:parentSize:`): intersects `range` with the
    /// style's own range (resolved against `parentSize`), then calculates the layout; the result
    /// is cached for the pass, keyed by `range` and `parentSize`.
    public final func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let pass = context.pass
        let caches = context.cachesMeasurements
        if caches && measurementCache.pass == pass && measurementCache.range.isIdentical(to: range)
            && measurementCache.parentSize.isIdentical(to: parentSize) {
            return measurementCache.layout(for: self)
        }
        let layout = measureUncached(range, parentSize: parentSize, in: context, appliesOwnStyle: appliesOwnStyleSize)
        if caches {
            measurementCache.store(layout, range, parentSize, pass)
        }
        return layout
    }

    /// The per-pass measurement cache in its public form.
    public var layoutCache: LayoutCache {
        get { measurementCache.publicForm(for: self) }
        set { measurementCache = MeasurementCache(newValue) }
    }
}
