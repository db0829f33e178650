import LayoutGeometry

// The stack layout spec: Texture's flexbox (ASStackLayoutSpec, ASStackUnpositionedLayout,
// ASStackPositionedLayout), reproduced exactly, to the half point, rather than CSS flexbox.
//
// The algorithm runs in numbered steps, one file per step (StackLayoutPass+<Step>.swift):
//   1. first pass: measure every child along an unconstrained stack axis (optimized flexing);
//   2. lines: collect the children into lines (wrap);
//   3. flexible lengths: grow or shrink each line's children to its violation, re-measuring them;
//   4. line cross size and baseline;
//   5. stretching: alignContent stretch, then alignItems/alignSelf stretch;
//   6. stack size: the content's stack and cross lengths;
//   7. positions: justifyContent, alignContent and cross alignment.
// Steps 1–6 are the unpositioned pass (sizes), Step 7 the positioned pass.
//
// Where this differs from CSS flexbox, because Texture does (each id is described in
// docs/semantics.md and cited where the code implements it):
//  - T8: flexShrink defaults to 0 (CSS: 1): children overflow unless they opt in to shrinking.
//  - T13: children are measured with the stack's cross maximum, so no child's cross size exceeds it.
//  - T11: a flexBasis, and a flexed length, is an exact stack-axis range that beats the child's
//    own min/max.
//  - T3: the children's percentages resolve only against an axis on which the stack's range is
//    exact; a percentage flexBasis that cannot resolve is NaN, which makes the child 0×0.
//  - T10: grow shares are floored to whole points (not pixels); the remainder goes to the first
//    item whose share is not 0; when every share floors to 0 nothing grows.
//  - T9: shrink is a single pass weighted by size × flexShrink, clamped at 0 with no
//    redistribution, no freeze-and-repeat loop and no min-content floor.
//  - T12: optimized flexing: the single grow-and-shrink child of an exact-length stack is never
//    measured at its intrinsic size or basis; it starts as a 0×0 placeholder, which stays
//    unmeasured when nothing flexes it (unless it is stretched).
//  - T5: child sizes are pixel-ceiled as each layout is made, and the stack sums the ceiled
//    sizes, so shrinking can overflow the stack by a pixel; T7: center alignment floors its
//    offset to the pixel grid.
//  - T14: stretch keeps explicit cross sizes, except an explicit 0, which is stretched.
//  - T18: baselines come from each child's layout ascender/descender (font metrics or style
//    values), not from laid-out content; a vertical stack takes its first child's ascender and
//    its last child's descender so that it can be baseline-aligned in an outer row.
//  - T15: the stack grows only to its minimum: an underflowing stack is as long as its content,
//    clamped to its range, and never fills its maximum by itself. An empty stack is its range's
//    minimum.
//  - T16: alignContent defaults to start (CSS: stretch).
//  - T17: a wrapping stack whose children fit on one line is treated as single-line: its line
//    takes the stack's exact cross size or is clamped to its cross range.
// As in CSS Flexbox Level 1: spaceBetween and spaceAround fall back to start and center on
// overflow or with a single item or line, and center and end overflow past the leading edge;
// spacingBefore/spacingAfter act as stack-axis margins (negative allowed) that count towards the
// violation and the wrapping decision; the lines of a wrapped stack are not clamped one by one;
// stretching comes after flexing.

/// The stack layout spec (Texture's `ASStackLayoutSpec`): lays its children out along one axis,
/// flexbox-style, following Texture's rules.
///
/// Defaults are those of Texture's `-init`: horizontal, no spacing, justifyContent start,
/// alignItems **stretch**, no wrap, alignContent start, no line spacing.
///
/// `horizontalAlignment` and `verticalAlignment` are direction-independent shorthands: they
/// overwrite `justifyContent` or `alignItems` according to the direction when set, and again
/// when the direction changes.
public final class StackLayoutSpec: LayoutSpec {
    // The settings are plain values read on every layout, so run-time exclusivity checks are off.
    /// The stack axis. Changing it re-applies `horizontalAlignment` and `verticalAlignment`.
    @exclusivity(unchecked) public var direction: StackDirection {
        didSet {
            guard direction != oldValue else { return }
            applyHorizontalAlignment()
            applyVerticalAlignment()
        }
    }
    /// Points between consecutive children on the stack axis.
    @exclusivity(unchecked) public var spacing: Double
    /// Distribution of the children along the stack axis.
    @exclusivity(unchecked) public var justifyContent: StackJustifyContent
    /// Cross-axis alignment of the children (a child's `alignSelf` overrides it).
    @exclusivity(unchecked) public var alignItems: StackAlignItems
    /// Whether children wrap onto several lines.
    @exclusivity(unchecked) public var flexWrap: StackFlexWrap
    /// Distribution of the lines on the cross axis when the stack wraps.
    @exclusivity(unchecked) public var alignContent: StackAlignContent
    /// Points between lines.
    @exclusivity(unchecked) public var lineSpacing: Double
    /// Shorthand that sets `justifyContent` in a horizontal stack and `alignItems` in a vertical one.
    @exclusivity(unchecked) public var horizontalAlignment: StackHorizontalAlignment = .none {
        didSet {
            guard horizontalAlignment != oldValue else { return }
            applyHorizontalAlignment()
        }
    }
    /// Shorthand that sets `alignItems` in a horizontal stack and `justifyContent` in a vertical one.
    @exclusivity(unchecked) public var verticalAlignment: StackVerticalAlignment = .none {
        didSet {
            guard verticalAlignment != oldValue else { return }
            applyVerticalAlignment()
        }
    }

    /// Creates a stack. The defaults are Texture's `-init`: horizontal, alignItems stretch.
    /// Deviation T16: alignContent defaults to start (CSS: stretch).
    public init(direction: StackDirection = .horizontal, spacing: Double = 0,
                justifyContent: StackJustifyContent = .start, alignItems: StackAlignItems = .stretch,
                flexWrap: StackFlexWrap = .noWrap, alignContent: StackAlignContent = .start,
                lineSpacing: Double = 0, children: [any LayoutElement] = [],
                style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        super.init(children: children, style: style, debugName: debugName)
    }

    /// A vertical stack with Texture's defaults otherwise (`+verticalStackLayoutSpec`).
    public static func vertical(children: [any LayoutElement] = []) -> StackLayoutSpec {
        StackLayoutSpec(direction: .vertical, children: children)
    }

    /// A horizontal stack with Texture's defaults (`+horizontalStackLayoutSpec`).
    public static func horizontal(children: [any LayoutElement] = []) -> StackLayoutSpec {
        StackLayoutSpec(direction: .horizontal, children: children)
    }

    /// Always `stack`.
    public override var kindName: String { "stack" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        let n = LayoutTrace.number
        var parts: [(name: String, value: String)] = []
        if direction != .horizontal { parts.append(("direction", direction.rawValue)) }
        if spacing != 0 { parts.append(("spacing", n(spacing))) }
        if justifyContent != .start { parts.append(("justifyContent", justifyContent.rawValue)) }
        if alignItems != .stretch { parts.append(("alignItems", alignItems.rawValue)) }
        if flexWrap != .noWrap { parts.append(("flexWrap", flexWrap.rawValue)) }
        if alignContent != .start { parts.append(("alignContent", alignContent.rawValue)) }
        if lineSpacing != 0 { parts.append(("lineSpacing", n(lineSpacing))) }
        return parts
    }

    /// Lays the children out in `range` (the stack's own style already applied), in the steps
    /// listed at the top of this file. A vertical stack's layout carries its first child's
    /// ascender and its last child's descender.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        // The children are held for the whole layout (a child's measurement may replace the
        // spec's array): the items refer to them unretained.
        let children = self.children
        guard !children.isEmpty else {
            // Deviation T15: an empty stack is its range's minimum.
            return Layout(element: self, size: range.min, grid: context.grid)
        }
        let count = children.count
        // The items and lines live on the stack (on the heap for many children) for the pass only,
        // in one allocation: the items, then the lines (room for one line per item when the stack
        // wraps, the most it can have; one line otherwise). They are plain values
        // (StackPassStorageTests), so the storage is let go uninitialized.
        let itemBytes = count * MemoryLayout<StackItem>.stride
        let flexWrap = self.flexWrap   // read once: the pass makes lines by this value
        let lineCapacity = flexWrap == .wrap ? count : 1
        let alignment = Swift.max(MemoryLayout<StackItem>.alignment, MemoryLayout<StackLine>.alignment)
        assert(itemBytes % MemoryLayout<StackLine>.alignment == 0)
        let layout = withUnsafeTemporaryAllocation(byteCount: itemBytes + lineCapacity * MemoryLayout<StackLine>.stride,
                                                   alignment: alignment) { storage in
            let items = UnsafeMutableRawBufferPointer(rebasing: storage[..<itemBytes]).bindMemory(to: StackItem.self)
            let lines = UnsafeMutableRawBufferPointer(rebasing: storage[itemBytes...]).bindMemory(to: StackLine.self)
            var pass = StackLayoutPass(spec: self, flexWrap: flexWrap, children: children, range: range, items: items,
                                       lines: lines)
            var sublayouts = layoutCache.takeStaleLayoutsInPlace(count: count, pass: context.pass)
            pass.measureItemsAlongUnconstrainedStackDimension(into: &sublayouts, in: context)   // Step 1
            // Steps 2 to 7 change the layouts in place, through their storage.
            let (size, isVertical, ascender, descender) = sublayouts.withUnsafeMutableBufferPointer { buffer in
                pass.layouts = StackLayouts(buffer.baseAddress!)
                pass.collectItemsIntoLines()                      // Step 2
                pass.flexLinesAlongStackDimension(in: context)    // Step 3
                pass.computeLinesCrossSizeAndBaseline()           // Step 4
                pass.stretchLinesAlongCrossDimension(in: context) // Step 5
                pass.computeStackAndCrossSums()                   // Step 6
                let size = pass.positionItems(in: context)        // Step 7
                // Deviation T18: only a vertical stack passes baseline metrics on; a horizontal
                // stack's are its style's. (The direction read now, as a child measured above
                // may have changed it.)
                let isVertical = direction == .vertical
                return (size, isVertical, isVertical ? pass.ascender(ofItem: 0) : 0,
                        isVertical ? pass.descender(ofItem: count - 1) : 0)
            }
            pass.layouts = .none
            var layout = Layout(element: self, size: size, sublayouts: sublayouts, grid: context.grid)
            if isVertical {
                layout.ascender = ascender
                layout.descender = descender
            }
            return layout
        }
        withExtendedLifetime(children) {}
        return layout
    }

    private func applyHorizontalAlignment() {
        if direction == .horizontal {
            justifyContent = horizontalAlignment.justifyContent(default: justifyContent)
        } else {
            alignItems = horizontalAlignment.alignItems(default: alignItems)
        }
    }

    private func applyVerticalAlignment() {
        if direction == .horizontal {
            alignItems = verticalAlignment.alignItems(default: alignItems)
        } else {
            justifyContent = verticalAlignment.justifyContent(default: justifyContent)
        }
    }
}
