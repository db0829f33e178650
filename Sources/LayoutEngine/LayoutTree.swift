import LayoutGeometry

/// One element of a computed layout, placed in the root's coordinate space.
public struct PlacedElement {
    /// The element.
    public let element: any LayoutElement
    /// Frame relative to the root, in points. Node frames are pixel-ceiled per owning node, as
    /// Texture flattens them; spec frames follow the same rule.
    public var frame: Rect
    /// Children in z-order.
    public var children: [PlacedElement]
    /// True for display nodes, false for layout specs.
    public var isNode: Bool { element is DisplayNode }
    /// True when the element sat inside an unmeasured placeholder and so has no real frame.
    public var isUnplaced: Bool

    /// Creates a placed element.
    public init(element: any LayoutElement, frame: Rect, children: [PlacedElement] = [], isUnplaced: Bool = false) {
        self.element = element
        self.frame = frame
        self.children = children
        self.isUnplaced = isUnplaced
    }

    /// Calls `body` for this element and every descendant, depth first, parents before children.
    public func forEach(_ body: (PlacedElement, _ depth: Int) throws -> Void) rethrows {
        try visit(depth: 0, body)
    }

    private func visit(depth: Int, _ body: (PlacedElement, Int) throws -> Void) rethrows {
        try body(self, depth)
        for child in children { try child.visit(depth: depth + 1, body) }
    }

    /// The depths of this element and its descendants summed, this element's depth being 1:
    /// how many segments their paths from this element hold together (a chain nesting n levels
    /// holds n(n + 1)/2).
    public var pathSegments: Int {
        var sum = 0
        forEach { _, depth in sum += depth + 1 }
        return sum
    }

    /// Every element in depth-first order.
    public var flattened: [PlacedElement] {
        var out: [PlacedElement] = []
        forEach { element, _ in out.append(element) }
        return out
    }
}

/// The layout of a whole fixture: the raw layout tree and the placed tree after node frames were
/// applied and every `layout()` hook ran.
public struct LayoutTree {
    /// The root's measured layout (specs included, positions unrounded).
    public let rootLayout: Layout
    /// The placed tree, frames relative to the root.
    public let root: PlacedElement
    /// The root's size.
    public var size: Size { root.frame.size }

    /// Lays out `root` in `range` (its parent size is the range's maximum), applies the frames to
    /// the nodes, runs their `layout()` hooks and returns the placed tree.
    public static func compute(root: any LayoutElement, range: SizeRange, direction: LayoutDirection = .ltr,
                               in context: LayoutContext) -> LayoutTree {
        LayoutContext.$current.withValue(context) {
            let layout = root.layoutThatFits(range, parentSize: range.max, in: context)
            var applier = LayoutApplier(context: context, direction: direction)
            let placed = applier.placeRoot(layout)
            return LayoutTree(rootLayout: layout, root: placed)
        }
    }
}
