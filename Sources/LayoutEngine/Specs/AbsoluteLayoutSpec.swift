import LayoutGeometry

/// How much space an absolute spec takes (Texture's `ASAbsoluteLayoutSpecSizing`).
public enum AbsoluteLayoutSizing: String, Hashable, Sendable, CaseIterable {
    /// The range's maximum on every axis where it is finite; the children's union elsewhere.
    case `default`
    /// The union of the children's frames (from the origin), at least the range's minimum.
    case sizeToFit
}

/// Places each child at its `style.layoutPosition` (Texture's `ASAbsoluteLayoutSpec`).
///
/// A child's range comes from its own style only: an unset minimum is 0 and an unset maximum is the
/// space left after its position (`range.max − position`), so an explicit size larger than that is
/// cut to it. Percentages resolve against the range's maximum where it is finite.
public final class AbsoluteLayoutSpec: LayoutSpec {
    /// How much space the spec takes.
    public var sizing: AbsoluteLayoutSizing

    /// Creates an absolute spec.
    public init(sizing: AbsoluteLayoutSizing = .default, children: [any LayoutElement], style: LayoutStyle = LayoutStyle(),
                debugName: String? = nil) {
        self.sizing = sizing
        super.init(children: children, style: style, debugName: debugName)
    }

    /// `absolute`.
    public override var kindName: String { "absolute" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        sizing != .default ? [("sizing", sizing.rawValue)] : []
    }

    /// Measures every child at its position, then sizes the spec.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        var size = Size(width: LayoutMath.isValidForSize(range.max.width) ? range.max.width : .nan,
                        height: LayoutMath.isValidForSize(range.max.height) ? range.max.height : .nan)
        let available = size
        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(children.count)
        for child in children {
            let style = child.style
            let position = style.layoutPosition
            let autoMax = Size(width: range.max.width - position.x, height: range.max.height - position.y)
            let childRange = style.sizeRange(parentSize: available, autoMin: .zero, autoMax: autoMax)
            var sublayout = child.layoutThatFits(childRange, parentSize: available, in: context)
            sublayout.position = position
            sublayouts.append(sublayout)
        }
        if sizing == .sizeToFit || size.width.isNaN {
            size.width = range.min.width
            for sub in sublayouts { size.width = LayoutMath.appleMax(size.width, sub.position.x + sub.size.width) }
        }
        if sizing == .sizeToFit || size.height.isNaN {
            size.height = range.min.height
            for sub in sublayouts { size.height = LayoutMath.appleMax(size.height, sub.position.y + sub.size.height) }
        }
        return Layout(element: self, size: range.clamp(size), sublayouts: sublayouts, grid: context.grid)
    }
}
