/// A box of pixels with inclusive bounds, used while clustering.
struct PixelBox: Hashable, Sendable {
    /// Left column.
    var x0: Int
    /// Top row.
    var y0: Int
    /// Right column (inclusive).
    var x1: Int
    /// Bottom row (inclusive).
    var y1: Int

    /// The smallest box holding both.
    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Unchanged pixels between the two boxes along the axis where they are farthest apart
    /// (0 when they touch or overlap).
    func gap(to other: PixelBox) -> Int {
        let gx = max(0, max(other.x0 - x1, x0 - other.x1) - 1)
        let gy = max(0, max(other.y0 - y1, y0 - other.y1) - 1)
        return max(gx, gy)
    }

    /// The same box as a `PixelRect`.
    var rect: PixelRect { PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
}
