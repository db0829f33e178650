import Foundation

/// Texture's pixel rounding at a screen scale (`ASCeilPixelValue`, `ASFloorPixelValue`,
/// `ASRoundPixelValue`).
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double

    /// Creates a grid for a screen scale.
    @inlinable
    public init(scale: Double) {
        self.scale = scale
    }

    /// `ceil((f − ε)·s) / s`: the −ε keeps 100.6666667 at 100.6666667 rather than 101 at 3x.
    @inlinable @inline(__always)
    public func ceil(_ f: Double) -> Double { Foundation.ceil((f - LayoutMath.floatEpsilon) * scale) / scale }

    /// `floor((f + ε)·s) / s`.
    @inlinable @inline(__always)
    public func floor(_ f: Double) -> Double { Foundation.floor((f + LayoutMath.floatEpsilon) * scale) / scale }

    /// `round(f·s) / s`, halves away from zero.
    @inlinable @inline(__always)
    public func round(_ f: Double) -> Double { Foundation.round(f * scale) / scale }

    /// A layout size as Texture stores it: a size with an invalid axis (NaN, negative, ≥ 1e7)
    /// becomes 0×0, a valid one is pixel-ceiled.
    /// Deviation T5: sizes are rounded as each layout is made, so parents add up rounded sizes
    /// (CSS lays out in fractional lengths).
    @inlinable @inline(__always)
    public func layoutSize(_ size: Size) -> Size {
        guard size.isValidForSize else { return .zero }
        return Size(width: ceil(size.width), height: ceil(size.height))
    }

    /// Pixel-ceils a point's coordinates (final node positions).
    @inlinable @inline(__always)
    public func ceil(_ p: Point) -> Point { Point(x: ceil(p.x), y: ceil(p.y)) }
}
