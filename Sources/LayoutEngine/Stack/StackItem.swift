import LayoutGeometry

/// One child of a stack during a layout: a reference to it and what the stack reads from its
/// style, captured once (Texture's `ASStackLayoutSpecChild`), plus its flex adjustment. The
/// child's layout itself is kept apart, in the pass's `layouts`.
struct StackItem {
    /// The child.
    let child: StackChild
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
    /// The share of its line's violation the child takes (Step 3).
    var adjustment: Double = 0

    /// True when the child grows and shrinks: the candidate for optimized flexing.
    @inline(__always)
    var isFlexibleInBothDirections: Bool { flexGrow > 0 && flexShrink > 0 }

    /// True for baselineFirst and baselineLast children.
    @inline(__always)
    var isBaselineAligned: Bool { alignment == .baselineFirst || alignment == .baselineLast }

    /// Captures `child`, which is `element`, for a stack laid out along `direction` with
    /// `alignItems`. Each value is read from the element's style in place (specialized for nodes
    /// and specs, whose styles are stored properties), not from a copy of the whole style.
    @inline(__always)
    init<Element: StyledElement>(_ child: StackChild, reading element: Element, direction: StackDirection,
                                 alignItems: StackAlignItems) {
        self.child = child
        flexGrow = element.style.flexGrow
        flexShrink = element.style.flexShrink
        spacingBefore = element.style.spacingBefore
        spacingAfter = element.style.spacingAfter
        flexBasis = element.style.flexBasis
        alignment = element.style.alignSelf.resolved(alignItems)
        ownCrossMin = 0
        ownCrossMax = .infinity
        if alignment == .stretch, let own = StackItem.ownRange(of: element) {
            ownCrossMin = direction.cross(own.min)
            ownCrossMax = direction.cross(own.max)
        }
    }

    /// The element's own size range resolved with an undefined parent, or nil when its style
    /// sets no size dimension (the range is then 0 to ∞). A display node's is the one resolved
    /// when its style was set.
    @inline(__always)
    private static func ownRange<Element: StyledElement>(of element: Element) -> SizeRange? {
        if let node = element as? DisplayNode {
            return node.ownSizeRange.rangeWithoutParent(style: node.style)
        }
        if let spec = element as? LayoutSpec {
            return spec.ownSizeRange.rangeWithoutParent(style: spec.style)
        }
        if element.style.hasNoSizeDimensions { return nil }
        return element.style.sizeRange(parentSize: .undefined)
    }
}

/// What a stack reads a child's style through when it captures the child: the node or spec
/// itself (its stored style read in place), or a `StyleSnapshot` of another conformer's.
protocol StyledElement {
    /// The style.
    var style: LayoutStyle { get }
}

extension DisplayNode: StyledElement {}
extension LayoutSpec: StyledElement {}

/// A copy of an element's style, taken with one call of its getter.
struct StyleSnapshot: StyledElement {
    let style: LayoutStyle

    /// The style of `element`.
    @inline(__always)
    init(element: any LayoutElement) {
        style = element.style
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
    /// The spacing between the line's items plus their margins (Step 3, `StackLayoutPass.lineSums`),
    /// which do not change during a pass: the first part of `stackSum`.
    var marginSum: Double = 0
    /// The line's stack-axis length, its margins and spacing plus its items' sizes in Texture's
    /// order: final after flexing and stretching (Step 6); before that, valid while `hasSizeSums`.
    var stackSum: Double = 0
    /// The largest cross size among the line's items, valid while `hasSizeSums`.
    var maxCross: Double = 0
    /// True while `stackSum` and `maxCross` are those of the items' current layouts: Step 3
    /// sets them as it last sweeps the line, and Step 5 clears this when it measures an item of
    /// the line again. (Steps 4 and 6 then need not sweep the layouts once more.)
    var hasSizeSums = false

    /// The number of items on the line.
    @inline(__always)
    var count: Int { end - start }
}

/// The lines of a stack, in storage the caller provides for the pass (room for one line per
/// item when the stack wraps, the most it can have, and for one otherwise), so that a pass
/// allocates nothing for its lines and changing a line never copies them.
struct StackLines: RandomAccessCollection {
    private let storage: UnsafeMutablePointer<StackLine>
    private var lineCount = 0
    #if DEBUG
    private let capacity: Int
    #endif

    /// No lines yet, in `storage` (uninitialized room for as many lines as the stack can have).
    init(storage: UnsafeMutableBufferPointer<StackLine>) {
        self.storage = storage.baseAddress!
        #if DEBUG
        capacity = storage.count
        #endif
    }

    var startIndex: Int { 0 }
    var endIndex: Int { lineCount }

    subscript(index: Int) -> StackLine {
        @inline(__always) get { storage[index] }
        @inline(__always) nonmutating set { storage[index] = newValue }
    }

    /// Adds a line at the end.
    @inline(__always)
    mutating func append(_ line: StackLine) {
        #if DEBUG
        precondition(lineCount < capacity, "a stack has more lines than it made room for")
        #endif
        (storage + lineCount).initialize(to: line)
        lineCount += 1
    }
}

/// The children's layouts during Steps 2 to 7 of a stack's pass, read and changed in place in the
/// storage of the array Step 1 built (which the stack holds, unique, for those steps): no
/// uniqueness check or copy on each change, as an array element's would make.
struct StackLayouts {
    private let base: UnsafeMutablePointer<Layout>

    /// The layouts at `base`, one per child.
    init(_ base: UnsafeMutablePointer<Layout>) {
        self.base = base
    }

    /// No storage yet (before Step 1 is done, and after Step 7): a pointer never dereferenced.
    static var none: StackLayouts {
        StackLayouts(UnsafeMutablePointer(bitPattern: MemoryLayout<Layout>.alignment)!)
    }

    /// Child `index`'s layout.
    subscript(index: Int) -> Layout {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) nonmutating unsafeMutableAddress { base + index }
    }
}
