import LayoutGeometry

/// The working state of one stack layout: the stack's settings, its resolved range, the items
/// captured from the children's styles and their layouts as the phases replace them.
///
/// Each phase is an extension in its own file, named after the step it performs; the
/// unpositioned phases (Steps 1–6) size everything, the positioned phase (Step 7) places it.
/// The phases that measure children or read the pixel grid take the layout context as an
/// argument: the pass holds no reference, so it has nothing to release, and a stack nested in a
/// stack keeps less on the stack for each level (a deep tree's pass touches its stack more than
/// anything else).
struct StackLayoutPass: ~Copyable {
    let direction: StackDirection
    let spacing: Double
    let justifyContent: StackJustifyContent
    let flexWrap: StackFlexWrap
    let alignContent: StackAlignContent
    let lineSpacing: Double

    /// The stack's range, its own style already applied.
    let range: SizeRange
    /// The parent size handed to every child (`parentSizeForChildren`): the stack's exact length
    /// per axis, else NaN.
    let parentSize: Size
    /// The stack's minimum and maximum on its stack axis.
    let stackMin: Double, stackMax: Double
    /// The stack's minimum and maximum on its cross axis (the cross limits children are measured with).
    let crossMin: Double, crossMax: Double

    /// One per child, in order, in storage that lives as long as the pass (see `init`).
    let items: UnsafeMutableBufferPointer<StackItem>
    /// What the items hold between them, gathered as they were captured.
    let summary: StackItemSummary
    /// The current layout of each child, in the storage of the array Step 1 built, for Steps 2
    /// to 7 (see `StackLayouts`): set once Step 1 is done.
    var layouts = StackLayouts.none
    /// The lines, in order (Step 2).
    var lines: StackLines
    /// Whether the single grow-and-shrink child skipped the first pass (Step 1).
    var usesOptimizedFlexing = false
    /// The longest line's stack length (Step 6).
    var stackSum: Double = 0
    /// The lines' cross lengths plus line spacing (Step 6).
    var crossSum: Double = 0

    /// Captures `spec`'s settings and the styles of `children` (the spec's, which the caller keeps
    /// alive for the pass: the items refer to them unretained) for a layout in `range`, writing
    /// the items into `items` and the lines into `lines` (uninitialized room for one item per
    /// child and for as many lines as the stack can have, which the caller keeps for the pass).
    /// `flexWrap` is the spec's, read once by the caller, which made room for the lines by it.
    init(spec: StackLayoutSpec, flexWrap: StackFlexWrap, children: [any LayoutElement], range: SizeRange,
         items: UnsafeMutableBufferPointer<StackItem>, lines: UnsafeMutableBufferPointer<StackLine>) {
        let direction = spec.direction
        self.direction = direction
        spacing = spec.spacing
        justifyContent = spec.justifyContent
        self.flexWrap = flexWrap
        alignContent = spec.alignContent
        lineSpacing = spec.lineSpacing
        self.range = range
        parentSize = StackLayoutPass.parentSizeForChildren(range)
        stackMin = direction.stack(range.min)
        stackMax = direction.stack(range.max)
        crossMin = direction.cross(range.min)
        crossMax = direction.cross(range.max)
        summary = StackLayoutPass.capture(children, into: items, direction: direction, alignItems: spec.alignItems,
                                          spacing: spacing)
        self.items = items
        self.lines = StackLines(storage: lines)
    }

    /// Initializes `items` with what a stack laid out along `direction` with `alignItems`
    /// captures of each of `children`, and returns their summary for `spacing`. (A function of
    /// its own, small enough for the compiler to inline each child's capture into its loop.)
    @inline(never)
    static func capture(_ children: [any LayoutElement], into items: UnsafeMutableBufferPointer<StackItem>,
                        direction: StackDirection, alignItems: StackAlignItems,
                        spacing: Double) -> StackItemSummary {
        let base = items.baseAddress!
        var summary = StackItemSummary(count: children.count, spacing: spacing)
        for i in children.indices {
            (base + i).initialize(to: StackChild(children[i]).item(direction: direction, alignItems: alignItems))
            summary.add(base[i])
        }
        return summary
    }

    /// The parent size a stack gives its children (as Texture's `ASStackUnpositionedLayout::compute`
    /// does): per axis, the stack's length when its range is exact on that axis, otherwise
    /// undefined (NaN), so percentages resolve only against an exactly constrained axis.
    /// Deviation T3: an inexact axis is undefined even when the stack's maximum is finite (CSS
    /// resolves percentages against any definite container size).
    @inline(__always)
    static func parentSizeForChildren(_ range: SizeRange) -> Size {
        Size(width: range.min.width == range.max.width ? range.min.width : .nan,
             height: range.min.height == range.max.height ? range.min.height : .nan)
    }

    /// The stack-axis length of items `start..<end` with their margins and the spacing between
    /// them, summed in Texture's order (spacing, then margins, then sizes): `marginSum` (the
    /// first two, see `lineSums`) plus the sizes.
    @inline(__always)
    func itemsStackSum(_ start: Int, _ end: Int, marginSum: Double) -> Double {
        var sum = marginSum
        for i in start..<end {
            sum = sum + direction.stack(layouts[i].size)
        }
        return sum
    }

    /// The spacing between items `start..<end` plus their margins (the first part of
    /// `itemsStackSum`), and their grow and shrink factors summed, in order. The margins do not
    /// change during a pass, so a line's is summed once (Step 3) and kept in the line for Step 6.
    /// For a line of all the items these are the summary's, gathered when the items were captured.
    @inline(__always)
    func lineSums(_ start: Int, _ end: Int) -> (margins: Double, grow: Double, shrink: Double) {
        if start == 0 && end == items.count {
            return (summary.marginSum, summary.growSum, summary.shrinkSum)
        }
        var line = StackItemSummary(count: end - start, spacing: spacing)
        for i in start..<end {
            line.add(items[i])
        }
        return (line.marginSum, line.growSum, line.shrinkSum)
    }

    /// Child `i`'s layout's ascender (`Layout.ascender`): the one set on it, else the style's of
    /// the layout's element. When that element is the child (an override of `calculateLayout`
    /// or `layoutThatFits` may answer with another element's layout), its style is read through
    /// the item's unretained reference: `Layout.ascender` would copy the layout, retaining its
    /// element and sublayouts, to ask the element for its style.
    @inline(__always)
    func ascender(ofItem i: Int) -> Double {
        let stored = layouts[i].storedMetrics.x
        if !stored.isNaN { return stored }
        return layouts[i].isLayout(of: items[i].child.identity) ? items[i].child.style.ascender : layouts[i].ascender
    }

    /// Child `i`'s layout's descender (see `ascender(ofItem:)`).
    @inline(__always)
    func descender(ofItem i: Int) -> Double {
        let stored = layouts[i].storedMetrics.y
        if !stored.isNaN { return stored }
        return layouts[i].isLayout(of: items[i].child.identity) ? items[i].child.style.descender : layouts[i].descender
    }

    /// How far `sum` must move to fall within `[lo, hi]`: positive below, negative above, 0 inside
    /// (Texture's `computeStackViolation` / `computeCrossViolation`).
    @inline(__always)
    static func violation(of sum: Double, min lo: Double, max hi: Double) -> Double {
        if sum < lo { return lo - sum }
        if sum > hi { return hi - sum }
        return 0
    }

    /// The threshold under which a violation counts as none (flexing, stretching, spaceBetween,
    /// spaceAround and alignContent).
    static let violationEpsilon = 0.01
}
