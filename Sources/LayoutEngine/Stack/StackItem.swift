import LayoutGeometry

/// What the stack reads from one child's style, captured once per layout (Texture's
/// `ASStackLayoutSpecChild`). The child's layout itself is kept apart, in the pass's `layouts`.
struct StackItem {
    /// The child's grow factor.
    var flexGrow: Double
    /// The child's shrink factor.
    var flexShrink: Double
    /// Stack-axis margin before the child.
    var spacingBefore: Double
    /// Stack-axis margin after the child.
    var spacingAfter: Double
    /// The child's flex basis.
    var flexBasis: Dimension
    /// The child's effective cross alignment (alignSelf, or else the stack's alignItems).
    var alignment: StackAlignItems
    /// For a stretch child: its own cross minimum resolved with an undefined parent (0 when none).
    var ownCrossMin: Double
    /// For a stretch child: its own cross maximum resolved with an undefined parent (∞ when none).
    var ownCrossMax: Double

    /// True when the child grows and shrinks: the candidate for optimized flexing.
    @inline(__always)
    var isFlexibleInBothDirections: Bool { flexGrow > 0 && flexShrink > 0 }

    /// True for baselineFirst and baselineLast children.
    @inline(__always)
    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }

    /// Captures `style` for a child of a stack laid out along `direction` with `alignItems`.
    @inline(__always)
    init(style: LayoutStyle, direction: StackDirection, alignItems: StackAlignItems) {
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        flexBasis = style.flexBasis
        alignment = style.alignSelf.resolved(alignItems)
        ownCrossMin = 0
        ownCrossMax = .infinity
        if alignment == .stretch && !style.hasNoSizeDimensions {
            let own = style.sizeRange(parentSize: .undefined)
            ownCrossMin = direction.cross(own.min)
            ownCrossMax = direction.cross(own.max)
        }
    }
}

/// One line of a stack: a run of consecutive items (all of them unless the stack wraps).
struct StackLine {
    /// Index of the first item.
    var start: Int
    /// Index past the last item.
    var end: Int
    /// The line's cross size (Step 4, grown by alignContent stretch).
    var crossSize: Double = 0
    /// Distance from the line's cross start to its baseline.
    var baseline: Double = 0
    /// The line's stack-axis length after flexing and stretching (Step 6).
    var stackSum: Double = 0

    /// The number of items on the line.
    @inline(__always)
    var count: Int { end - start }
}
