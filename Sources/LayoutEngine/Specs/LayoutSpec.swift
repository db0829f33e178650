import LayoutGeometry

/// The plain layout spec (Texture's `ASLayoutSpec`), base of every spec.
///
/// With no children it is a spacer: its size is the range's minimum, so it takes space in a stack
/// only through its style or flexGrow. With children it behaves as the wrapper spec: each child is
/// measured with the spec's range and placed at the origin, and the spec is as large as the
/// largest child (never smaller than the range's minimum, never clamped to its maximum).
open class LayoutSpec: LayoutElement {
    /// Layout properties. (Read on every measurement, so run-time exclusivity checks are off.)
    @exclusivity(unchecked) public var style: LayoutStyle {
        didSet { ownSizeRange = OwnSizeRange(style) }
    }
    /// The style's own size range, resolved when the style is set, so that a measurement does
    /// not resolve six dimensions.
    @exclusivity(unchecked) final var ownSizeRange: OwnSizeRange
    /// A name for debugging.
    public var debugName: String?
    /// Children, in order. (Read on every layout, so run-time exclusivity checks are off.)
    @exclusivity(unchecked) public var children: [any LayoutElement]
    /// Per-pass measurement cache (see `layoutThatFits(_:parentSize:in:)`).
    @exclusivity(unchecked) public final var layoutCache = LayoutCache()

    /// Creates a spec with optional children.
    public init(children: [any LayoutElement] = [], style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.children = children
        self.style = style
        ownSizeRange = OwnSizeRange(style)
        self.debugName = debugName
    }

    /// The fixture-format kind: `spacer` when childless, `wrapper` otherwise.
    open var kindName: String { children.isEmpty ? "spacer" : "wrapper" }

    /// The spec's own parameters that differ from the engine's defaults, as fixture files name
    /// them (`("direction", "vertical")`); none for specs without parameters (spacer, wrapper,
    /// background, overlay). A spec kind writes its parameters here; `specFixtureDescription`
    /// sorts and joins them.
    open var fixtureParameters: [(name: String, value: String)] { [] }

    /// The children, in order.
    open var layoutChildren: [any LayoutElement] { children }

    /// Specs apply their own style size, except inset, overlay and background.
    open var appliesOwnStyleSize: Bool { true }

    /// The plain-spec algorithm described on the type.
    open func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        // Starts from the range's minimum as it is, as Texture's wrapper does: a NaN, infinite or
        // too large minimum keeps the size invalid (the layout then becomes 0×0), while a negative
        // one is overtaken by the children.
        var size = range.min
        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(children.count)
        for child in children {
            var sub = child.layoutThatFits(range, parentSize: range.max, in: context)
            sub.position = .zero
            size.width = LayoutMath.appleMax(size.width, sub.size.width)
            size.height = LayoutMath.appleMax(size.height, sub.size.height)
            sublayouts.append(sub)
        }
        return Layout(element: self, size: size, sublayouts: sublayouts, grid: context.grid)
    }
}

/// A spec around one or several children that adds nothing (Texture's `ASWrapperLayoutSpec`):
/// every child is measured with the wrapper's range and placed at the origin; the wrapper is as
/// large as its largest child.
public final class WrapperLayoutSpec: LayoutSpec {
    /// Creates a wrapper around one child.
    public convenience init(child: any LayoutElement, style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.init(children: [child], style: style, debugName: debugName)
    }

    /// Always `wrapper`.
    public override var kindName: String { "wrapper" }
}
