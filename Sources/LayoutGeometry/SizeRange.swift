/// A range of acceptable sizes, `{min: (w, h), max: (w, h)}` (Texture's `ASSizeRange`).
public struct SizeRange: Hashable, Sendable {
    /// The smallest acceptable size.
    public var min: Size
    /// The largest acceptable size; an axis may be `.infinity`.
    public var max: Size

    /// Creates a range.
    @inlinable
    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// An exact range: `[size, size]`.
    @inlinable
    public init(exactly size: Size) {
        self.init(min: size, max: size)
    }

    /// `{0,0}-{∞,∞}`.
    @inlinable public static var unconstrained: SizeRange { SizeRange(min: .zero, max: .infinite) }

    /// Per axis `max(min, min(max, v))`: the minimum wins when min and max cross.
    @inlinable @inline(__always)
    public func clamp(_ size: Size) -> Size {
        Size(width: LayoutMath.appleMax(min.width, LayoutMath.appleMin(max.width, size.width)),
             height: LayoutMath.appleMax(min.height, LayoutMath.appleMin(max.height, size.height)))
    }

    /// Intersects this range (the incoming constraint) with `other` (an element's own range).
    /// Where they do not overlap, this range wins and collapses to its end nearest `other`
    /// (`ASSizeRangeIntersect`).
    @inlinable @inline(__always)
    public func intersect(_ other: SizeRange) -> SizeRange {
        let w = SizeRange.intersectAxis(min.width, max.width, other.min.width, other.max.width)
        let h = SizeRange.intersectAxis(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(width: w.0, height: h.0), max: Size(width: w.1, height: h.1))
    }

    @usableFromInline @inline(__always)
    static func intersectAxis(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> (Double, Double) {
        let lo = LayoutMath.appleMax(aMin, bMin)
        let hi = LayoutMath.appleMin(aMax, bMax)
        // `!(lo > hi)` as Texture writes it: a NaN bound counts as overlapping.
        if !(lo > hi) { return (lo, hi) }
        // No overlap: the incoming range wins, collapsing to its end nearest the other range.
        // Deviation T1: the parent's range beats the element's own size (CSS lets the box overflow).
        if aMin < bMin { return (aMax, aMax) }
        return (aMin, aMin)
    }

    /// True when min equals max on both axes.
    public var isExact: Bool { min == max }

    /// `{0,0}-{320,∞}` style text used in debug output.
    public var description: String {
        "{\(LayoutFormat.number(min.width)), \(LayoutFormat.number(min.height))}-{\(LayoutFormat.number(max.width)), \(LayoutFormat.number(max.height))}"
    }

    /// Bitwise equality that treats NaN as equal, for caches.
    @inlinable @inline(__always)
    public func isIdentical(to other: SizeRange) -> Bool {
        min.isIdentical(to: other.min) && max.isIdentical(to: other.max)
    }
}
