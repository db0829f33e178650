/// A width and a height, in points.
public struct Size: Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero by zero.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
    /// Unbounded on both axes.
    @inlinable public static var infinite: Size { Size(width: .infinity, height: .infinity) }
    /// Both axes undefined (NaN), Texture's "no parent size".
    @inlinable public static var undefined: Size { Size(width: .nan, height: .nan) }

    /// True when both axes are valid sizes (finite, ≥ 0, < 1e7), Texture's `ASIsCGSizeValidForSize`.
    @inlinable
    public var isValidForSize: Bool { LayoutMath.isValidForSize(width) && LayoutMath.isValidForSize(height) }

    /// Bitwise equality that treats NaN as equal to NaN, for caches keyed by sizes.
    @inlinable
    public func isIdentical(to other: Size) -> Bool {
        LayoutMath.identical(width, other.width) && LayoutMath.identical(height, other.height)
    }
}
