import LayoutGeometry

/// Insets its child (Texture's `ASInsetLayoutSpec`).
///
/// Any inset may be `.infinity`: the child then keeps its own size on that axis and is pushed
/// against the opposite edge, or centred when both insets of the axis are infinite. Positions are
/// computed against the range's maximum, not against the spec's final size.
///
/// The spec ignores its own style size (`appliesOwnStyleSize` is false), as Texture's does.
public final class InsetLayoutSpec: LayoutSpec {
    // The settings are read on every layout, so run-time exclusivity checks are off.
    /// The insets: top, left, bottom, right; a value may be `.infinity`.
    @exclusivity(unchecked) public var insets: EdgeInsets
    /// The inset element.
    @exclusivity(unchecked) public var child: any LayoutElement {
        didSet { children = [child] }
    }

    /// Creates an inset spec.
    public init(insets: EdgeInsets, child: any LayoutElement, style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.insets = insets
        self.child = child
        super.init(children: [child], style: style, debugName: debugName)
    }

    /// `inset`.
    public override var kindName: String { "inset" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        let n = LayoutTrace.number
        return [("insets", "[\(n(insets.top)), \(n(insets.left)), \(n(insets.bottom)), \(n(insets.right))]")]
    }

    /// The child.
    public override var layoutChildren: [any LayoutElement] { [child] }

    /// False: an inset spec's own width and height do nothing.
    /// Deviation T19: the spec's own style size is ignored.
    public override var appliesOwnStyleSize: Bool { false }

    /// Measures the child inside the range less the finite insets, then positions it.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let i = insets
        let insetsX = Self.finite(i.left, or: 0) + Self.finite(i.right, or: 0)
        let insetsY = Self.finite(i.top, or: 0) + Self.finite(i.bottom, or: 0)

        // An infinite inset on an axis lets the child take its own size there (minimum 0).
        let minWidth = (i.left.isInfinite || i.right.isInfinite) ? 0 : range.min.width
        let minHeight = (i.top.isInfinite || i.bottom.isInfinite) ? 0 : range.min.height
        let childRange = SizeRange(
            min: Size(width: LayoutMath.appleMax(0, minWidth - insetsX), height: LayoutMath.appleMax(0, minHeight - insetsY)),
            max: Size(width: LayoutMath.appleMax(0, range.max.width - insetsX),
                      height: LayoutMath.appleMax(0, range.max.height - insetsY)))
        // An undefined (NaN) parent dimension becomes 0 here, as with Apple's MAX.
        // Deviation T4: so a percentage inside an inset in an undefined parent is 0, not auto.
        let childParent = Size(width: LayoutMath.appleMax(0, parentSize.width - insetsX),
                               height: LayoutMath.appleMax(0, parentSize.height - insetsY))

        // The child's layout replaces the previous pass's in its storage, as a stack's do.
        var sublayouts = layoutCache.takeStaleLayoutsInPlace(count: 1, pass: context.pass)
        if sublayouts.count > 1 { sublayouts.removeLast(sublayouts.count - 1) }
        if sublayouts.isEmpty {
            sublayouts.append(child.layoutThatFits(childRange, parentSize: childParent, in: context))
        } else {
            // The old sublayouts are let go first, so that a child spec builds in its own storage.
            sublayouts[0].sublayouts = []
            sublayouts[0] = child.layoutThatFits(childRange, parentSize: childParent, in: context)
        }
        let c = sublayouts[0].size

        let size = range.clamp(Size(width: Self.finite(c.width + i.left + i.right, or: range.max.width),
                                    height: Self.finite(c.height + i.top + i.bottom, or: range.max.height)))

        // Deviation T7: an inset that is infinite on both sides of an axis centres the child with
        // an offset rounded to the pixel grid.
        let grid = context.grid
        let x = Self.finite(i.left, or: range.max.width
            - (Self.finite(i.right, or: grid.round((range.max.width - c.width) / 2)) + c.width))
        let y = Self.finite(i.top, or: range.max.height
            - (Self.finite(i.bottom, or: grid.round((range.max.height - c.height) / 2)) + c.height))
        sublayouts[0].position = Point(x: x, y: y)
        return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.grid)
    }

    /// `v` unless it is infinite, else `substitute` (NaN is kept).
    @inline(__always)
    private static func finite(_ v: Double, or substitute: @autoclosure () -> Double) -> Double {
        v.isInfinite ? substitute() : v
    }
}
