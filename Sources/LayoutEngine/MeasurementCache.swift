import LayoutGeometry

/// The one-entry, per-pass measurement cache that `DisplayNode` and `LayoutSpec` keep for
/// themselves: the last range and parent size they were measured with in a pass, and the layout
/// they gave, stored without the element (its owner), so the cache holds no reference to it.
///
/// The owners declare it `@exclusivity(unchecked)`: it is only touched by their own
/// `layoutThatFits`, in short accesses that never overlap.
struct MeasurementCache {
    var pass: UInt64 = 0
    var range = SizeRange(min: .zero, max: .zero)
    var parentSize = Size.zero
    var size = Size.zero
    var sublayouts: [Layout] = []
    var storedMetrics = SIMD2<Double>(repeating: .nan)
    var isPlaceholder = false

    /// The entry's layout, for `element`.
    @inline(__always)
    func layout(for element: any LayoutElement) -> Layout {
        Layout(element: element, exactSize: size, sublayouts: sublayouts, storedMetrics: storedMetrics,
               isPlaceholder: isPlaceholder)
    }

    /// Replaces the entry, field by field, with `layout` measured with `range` and `parentSize`
    /// in `pass`.
    @inline(__always)
    mutating func store(_ layout: borrowing Layout, _ range: SizeRange, _ parentSize: Size, _ pass: UInt64) {
        self.pass = pass
        self.range = range
        self.parentSize = parentSize
        size = layout.size
        sublayouts = layout.sublayouts
        storedMetrics = layout.storedMetrics
        isPlaceholder = layout.isPlaceholder
    }

    /// The entry in the public `LayoutCache` form, for `element`.
    func publicForm(for element: any LayoutElement) -> LayoutCache {
        var cache = LayoutCache()
        if pass != 0 {
            cache.store(layout(for: element), range, parentSize, pass)
        }
        return cache
    }

    /// An entry holding what `cache` holds.
    init(_ cache: LayoutCache) {
        if let layout = cache.layout {
            store(layout, cache.range, cache.parentSize, cache.pass)
        }
    }

    /// An empty entry.
    init() {}
}

extension LayoutElement {
    /// Measures without consulting any cache: intersects `range` with the style's own range when
    /// `appliesOwnStyle`, calculates the layout and places it at the origin.
    @inline(__always)
    func measureUncached(_ range: SizeRange, parentSize: Size, in context: LayoutContext, appliesOwnStyle: Bool) -> Layout {
        var resolved = range
        if appliesOwnStyle {
            let s = style
            if !s.hasNoSizeDimensions {
                resolved = range.intersect(s.sizeRange(parentSize: parentSize))
            }
        }
        var layout = calculateLayout(resolved, parentSize: parentSize, in: context)
        layout.position = .zero
        return layout
    }
}
