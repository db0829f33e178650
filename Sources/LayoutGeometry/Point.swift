/// A point in a layout's coordinate space, in points.
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    /// Component-wise sum.
    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
