import LayoutGeometry

/// The corner of the child a corner spec pins its corner element to (Texture's
/// `ASCornerLayoutLocation`).
public enum CornerLayoutLocation: String, Hashable, Sendable, CaseIterable {
    /// The child's top-left corner.
    case topLeft
    /// The child's top-right corner.
    case topRight
    /// The child's bottom-left corner.
    case bottomLeft
    /// The child's bottom-right corner.
    case bottomRight
}

/// Pins an element (a badge, say) to a corner of its child (Texture's `ASCornerLayoutSpec`).
///
/// Child and corner element are both measured with the spec's range. The corner element's centre
/// sits on the chosen corner of the child, moved by `offset`. The spec is as large as the child;
/// with `wrapsCorner` it grows to the union of both frames (clamped to the range), and when that
/// union starts left of or above the child, both are shifted so that it starts at the origin.
public final class CornerLayoutSpec: LayoutSpec {
    /// The element that sizes the spec.
    public var child: any LayoutElement {
        didSet { children = [child, corner] }
    }
    /// The element pinned to the corner.
    public var corner: any LayoutElement {
        didSet { children = [child, corner] }
    }
    /// Which corner of the child.
    public var location: CornerLayoutLocation
    /// Moves the corner element from its default place (its centre on the corner).
    public var offset: Point
    /// When true, the spec's size grows to contain the corner element.
    public var wrapsCorner: Bool

    /// Creates a corner spec.
    public init(child: any LayoutElement, corner: any LayoutElement, location: CornerLayoutLocation,
                offset: Point = .zero, wrapsCorner: Bool = false, style: LayoutStyle = LayoutStyle(),
                debugName: String? = nil) {
        self.child = child
        self.corner = corner
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
        super.init(children: [child, corner], style: style, debugName: debugName)
    }

    /// `corner`.
    public override var kindName: String { "corner" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        let n = LayoutTrace.number
        var parts: [(name: String, value: String)] = [("location", location.rawValue)]
        if offset != .zero { parts.append(("offset", "[\(n(offset.x)), \(n(offset.y))]")) }
        if wrapsCorner { parts.append(("wrapsCorner", "true")) }
        return parts
    }

    /// The child, then the corner element (also their z-order).
    public override var layoutChildren: [any LayoutElement] { [child, corner] }

    /// Measures both elements, places the corner element and sizes the spec.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let available = Size(width: LayoutMath.isValidForSize(range.max.width) ? range.max.width : .nan,
                             height: LayoutMath.isValidForSize(range.max.height) ? range.max.height : .nan)
        var childLayout = child.layoutThatFits(range, parentSize: available, in: context)
        var cornerLayout = corner.layoutThatFits(range, parentSize: available, in: context)

        var childFrame = Rect(origin: .zero, size: childLayout.size)
        var cornerFrame = Rect(origin: cornerOrigin(in: childFrame, cornerSize: cornerLayout.size), size: cornerLayout.size)

        var frame = childFrame
        if wrapsCorner {
            frame = childFrame.union(cornerFrame)
            frame.size = range.clamp(frame.size)
        }
        // Shift both so that the spec's frame starts at the origin.
        if frame.origin.x != 0 {
            childFrame.origin.x -= frame.origin.x
            cornerFrame.origin.x -= frame.origin.x
        }
        if frame.origin.y != 0 {
            childFrame.origin.y -= frame.origin.y
            cornerFrame.origin.y -= frame.origin.y
        }
        childLayout.position = childFrame.origin
        cornerLayout.position = cornerFrame.origin
        return Layout(element: self, size: frame.size, sublayouts: [childLayout, cornerLayout], grid: context.grid)
    }

    /// The corner element's origin: its centre on the chosen corner of `base`, plus `offset`.
    func cornerOrigin(in base: Rect, cornerSize: Size) -> Point {
        let halfW = cornerSize.width / 2, halfH = cornerSize.height / 2
        var origin: Point
        switch location {
        case .topLeft: origin = Point(x: base.minX - halfW, y: base.minY - halfH)
        case .topRight: origin = Point(x: base.maxX - halfW, y: base.minY - halfH)
        case .bottomLeft: origin = Point(x: base.minX - halfW, y: base.maxY - halfH)
        case .bottomRight: origin = Point(x: base.maxX - halfW, y: base.maxY - halfH)
        }
        origin.x += offset.x
        origin.y += offset.y
        return origin
    }
}
