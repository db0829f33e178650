import LayoutGeometry

/// Flips between the stack's own axes (stack and cross) and width/height, so that every phase of
/// the algorithm is written once for both directions.
extension StackDirection {
    /// The stack-axis length of `size`: the width of a horizontal stack, the height of a vertical one.
    @inline(__always)
    func stack(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// The cross-axis length of `size`.
    @inline(__always)
    func cross(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }

    /// A size from its stack and cross lengths.
    @inline(__always)
    func size(stack: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: stack, height: cross) : Size(width: cross, height: stack)
    }

    /// A point from its stack and cross coordinates.
    @inline(__always)
    func point(stack: Double, cross: Double) -> Point {
        self == .horizontal ? Point(x: stack, y: cross) : Point(x: cross, y: stack)
    }

    /// A range from a stack-axis interval and cross-axis limits.
    @inline(__always)
    func range(stackMin: Double, stackMax: Double, crossMin: Double, crossMax: Double) -> SizeRange {
        SizeRange(min: size(stack: stackMin, cross: crossMin), max: size(stack: stackMax, cross: crossMax))
    }
}
