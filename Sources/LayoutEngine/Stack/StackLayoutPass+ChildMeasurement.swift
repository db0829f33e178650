import LayoutGeometry

extension StackLayoutPass {
    /// Measures `child` (whose captured style is `item`) with a stack-axis interval and cross
    /// limits (Texture's `crossChildLayout`), in a stack laid out along `direction` that
    /// gives its children `parentSize`.
    ///
    /// - A non-stretch child gets the cross range `[0, crossMax]`.
    /// - A stretch child gets its own cross minimum when that is non-zero (else `crossMin`) and its
    ///   own cross maximum when that is finite (else `crossMax`), both resolved with an undefined
    ///   parent. An explicit cross size is therefore never stretched, except an explicit 0, whose
    ///   inverted range the stack's range wins.
    ///
    /// The child then intersects the range with its own style; the stack's range wins conflicts.
    /// (A static function taking what it needs, so that calling it from a phase never copies the
    /// pass's state.)
    @inline(__always)
    static func measure(_ child: StackChild, _ item: StackItem, direction: StackDirection, parentSize: Size,
                        context: LayoutContext, stackMin: Double, stackMax: Double,
                        crossMin: Double, crossMax: Double) -> Layout {
        child.layoutThatFits(childRange(item, direction: direction, stackMin: stackMin, stackMax: stackMax,
                                        crossMin: crossMin, crossMax: crossMax),
                             parentSize: parentSize, in: context)
    }

    /// The range `measure` gives the child of `item`.
    @inline(__always)
    static func childRange(_ item: StackItem, direction: StackDirection, stackMin: Double, stackMax: Double,
                           crossMin: Double, crossMax: Double) -> SizeRange {
        let childCrossMin: Double
        let childCrossMax: Double
        if item.alignment == .stretch {
            // Deviation T14: an explicit cross size of 0 reads as "no minimum", so the child is
            // stretched (CSS keeps any explicit cross size).
            childCrossMin = item.ownCrossMin != 0 ? item.ownCrossMin : crossMin
            childCrossMax = item.ownCrossMax == .infinity ? crossMax : item.ownCrossMax
        } else {
            childCrossMin = 0
            // Deviation T13: the stack's cross maximum caps every child, even one with a larger
            // explicit cross size.
            childCrossMax = crossMax
        }
        return direction.range(stackMin: stackMin, stackMax: stackMax, crossMin: childCrossMin, crossMax: childCrossMax)
    }
}
