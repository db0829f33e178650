import LayoutGeometry

/// The one-entry, per-pass measurement cache every element keeps: the last range and parent
/// size it was measured with in a pass, and the layout it gave, stored without the element (its
/// owner), so the cache holds no reference to it.
///
/// `DisplayNode` and `LayoutSpec` declare theirs `@exclusivity(unchecked)`: it is only touched by
/// their own `layoutThatFits`, in short accesses that never overlap. Other conformers of
/// `LayoutElement` hold one as a plain stored property.
public struct LayoutCache {
    var pass: UInt64 = 0
    var range = SizeRange(min: .zero, max: .zero)
    var parentSize = Size.zero
    var size = Size.zero
    var sublayouts: [Layout] = []
    var storedMetrics = SIMD2<Double>(repeating: .nan)
    var isPlaceholder = false
    /// True while the element is being measured: reaching it again then is a cycle.
    var isMeasuring = false

    /// An empty cache.
    public init() {}

    /// True when the entry was measured in `pass` with exactly `range` and `parentSize`.
    @inline(__always)
    func holds(_ range: SizeRange, _ parentSize: Size, _ pass: UInt64) -> Bool {
        self.pass == pass && self.range.isIdentical(to: range) && self.parentSize.isIdentical(to: parentSize)
    }

    /// The entry's layout, for `element`.
    @inline(__always)
    func layout(for element: any LayoutElement) -> Layout {
        Layout(element: element, exactSize: size, sublayouts: sublayouts, storedMetrics: storedMetrics,
               isPlaceholder: isPlaceholder)
    }

    /// The previous pass's sublayouts, as they are, for a layout of `count` children in `pass`
    /// to build its own in place: entry `i` is the layout child `i` had then, which the pass
    /// overwrites (a plain leaf's only in its size and position, see
    /// `StackChild.measure(_:parentSize:in:replacing:)`), and entries past the children's count
    /// are the caller's to remove. Empty, with room for `count`, when the entry is not from an
    /// earlier pass.
    ///
    /// Nothing else holds the storage when the previous pass's root layout was let go, and the
    /// pass then allocates nothing and releases nothing it keeps; when a layout tree still holds
    /// it, the first change copies it, as copy-on-write does, and the tree's layouts are
    /// untouched.
    @inline(__always)
    mutating func takeStaleLayoutsInPlace(count: Int, pass: UInt64) -> [Layout] {
        if self.pass != pass && self.pass != 0 {
            self.pass = 0
            var storage: [Layout] = []
            swap(&storage, &sublayouts)
            return storage
        }
        var fresh: [Layout] = []
        fresh.reserveCapacity(count)
        return fresh
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
}

extension LayoutElement {
    /// Measures through `layoutCache` (Texture's `-layoutThatFits:parentSize:` with its pass
    /// cache): the cached layout when the entry holds this pass, range and parent size, else a
    /// fresh measurement, stored when the context caches. `ownSizeRange`, when given, is the
    /// element's style's (see `resolvedRange`).
    @inline(__always)
    func measureCached(_ range: SizeRange, parentSize: Size, in context: LayoutContext,
                       ownSizeRange: OwnSizeRange? = nil) -> Layout {
        let pass = context.pass
        let caches = context.cachesMeasurements
        if caches && layoutCache.holds(range, parentSize, pass) {
            if let trace = context.trace { trace.reused(self) }
            return layoutCache.layout(for: self)
        }
        if layoutCache.isMeasuring { return context.cycle(at: self, range: range) }
        layoutCache.isMeasuring = true
        let layout = measureUncached(range, parentSize: parentSize, in: context, appliesOwnStyle: appliesOwnStyleSize,
                                     ownSizeRange: ownSizeRange)
        layoutCache.isMeasuring = false
        if caches {
            layoutCache.store(layout, range, parentSize, pass)
        }
        return layout
    }

    /// Measures without consulting any cache: intersects `range` with the style's own range when
    /// `appliesOwnStyle`, calculates the layout and places it at the origin. With a trace, the
    /// trace measures and records it.
    @inline(__always)
    func measureUncached(_ range: SizeRange, parentSize: Size, in context: LayoutContext, appliesOwnStyle: Bool,
                         ownSizeRange: OwnSizeRange? = nil) -> Layout {
        if let trace = context.trace {
            return trace.measure(self, range, parentSize: parentSize, in: context, appliesOwnStyle: appliesOwnStyle)
        }
        var layout = calculateLayout(resolvedRange(range, parentSize: parentSize, appliesOwnStyle: appliesOwnStyle,
                                                   ownSizeRange: ownSizeRange),
                                     parentSize: parentSize, in: context)
        layout.position = .zero
        return layout
    }

    /// `range` intersected with the style's own range (resolved against `parentSize`) when
    /// `appliesOwnStyle` and the style sets a size; otherwise `range`. `ownSizeRange`, when given,
    /// is the style's (`OwnSizeRange(style)`, kept by nodes and specs), which spares resolving it.
    @inline(__always)
    func resolvedRange(_ range: SizeRange, parentSize: Size, appliesOwnStyle: Bool,
                       ownSizeRange: OwnSizeRange? = nil) -> SizeRange {
        guard appliesOwnStyle else { return range }
        if let ownSizeRange {
            return ownSizeRange.applied(to: range, parentSize: parentSize, style: style)
        }
        let s = style
        if !s.hasNoSizeDimensions {
            return range.intersect(s.sizeRange(parentSize: parentSize))
        }
        return range
    }
}
