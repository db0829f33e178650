/// A two-dimensional affine transform: a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty),
/// as Core Graphics' `CGAffineTransform` and the affine part of Core Animation's transforms.
public struct Transform2D: Hashable, Sendable {
    /// The matrix entries, named as Core Graphics names them.
    public var a, b, c, d, tx, ty: Double

    /// Creates a transform from its entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is a finite number.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// Whether it can be undone: finite entries and a determinant that is not zero. A transform
    /// that cannot flattens what it draws to a line or a point (a scale of 0): nothing shows.
    public var isInvertible: Bool {
        let determinant = a * d - b * c
        return isFinite && determinant.isFinite && determinant != 0
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
