import Foundation
import LayoutGeometry

extension CGSize {
    /// The engine's size.
    public var layoutSize: Size { Size(width: Double(width), height: Double(height)) }
    /// A size from the engine's.
    public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGPoint {
    /// The engine's point.
    public var layoutPoint: Point { Point(x: Double(x), y: Double(y)) }
    /// A point from the engine's.
    public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGRect {
    /// The engine's rectangle.
    public var layoutRect: Rect { Rect(origin: origin.layoutPoint, size: size.layoutSize) }
    /// A rectangle from the engine's.
    public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}
