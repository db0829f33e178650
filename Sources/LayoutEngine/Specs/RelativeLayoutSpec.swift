import LayoutGeometry

/// Where a relative spec places its child on one axis (Texture's `ASRelativeLayoutSpecPosition`).
public enum RelativeLayoutPosition: String, Hashable, Sendable, CaseIterable {
    /// At 0, and the child receives the spec's minimum on this axis.
    case none
    /// At 0 (left or top); the child's minimum on this axis is 0.
    case start
    /// Centred, rounded to the pixel grid.
    case center
    /// Against the far edge (right or bottom).
    case end

    /// The fraction of the free space placed before the child: 0, ½ or 1.
    public var proportion: Double {
        switch self {
        case .none, .start: return 0
        case .center: return 0.5
        case .end: return 1
        }
    }
}

/// How much space a relative spec takes (Texture's `ASRelativeLayoutSpecSizingOption`).
public enum RelativeLayoutSizing: String, Hashable, Sendable, CaseIterable {
    /// As much as the range allows.
    case `default`
    /// As narrow as the child (never below the range's minimum).
    case minimumWidth
    /// As short as the child (never below the range's minimum).
    case minimumHeight
    /// Both `minimumWidth` and `minimumHeight`.
    case minimumSize

    /// True when the spec shrinks to the child's width.
    public var minimizesWidth: Bool { self == .minimumWidth || self == .minimumSize }
    /// True when the spec shrinks to the child's height.
    public var minimizesHeight: Bool { self == .minimumHeight || self == .minimumSize }
}

/// Positions its child at a corner, an edge's middle or the centre of the space it takes
/// (Texture's `ASRelativeLayoutSpec`).
///
/// The spec fills the range's maximum (per axis, when it is finite) unless its sizing shrinks it to
/// the child; the child's offset is `roundPixel((size − child) × p)` with p = 0, ½ or 1. A position
/// of `none` differs from `start`: it hands the range's minimum on that axis to the child.
public class RelativeLayoutSpec: LayoutSpec {
    /// The horizontal position.
    public var horizontalPosition: RelativeLayoutPosition
    /// The vertical position.
    public var verticalPosition: RelativeLayoutPosition
    /// How much space the spec takes.
    public var sizingOption: RelativeLayoutSizing
    /// The positioned element.
    public var child: any LayoutElement {
        didSet { children = [child] }
    }

    /// Creates a relative spec; both positions default to `none` and sizing to `default`.
    public init(horizontalPosition: RelativeLayoutPosition = .none, verticalPosition: RelativeLayoutPosition = .none,
                sizingOption: RelativeLayoutSizing = .default, child: any LayoutElement,
                style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
        super.init(children: [child], style: style, debugName: debugName)
    }

    /// `relative`.
    public override var kindName: String { "relative" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        var parts: [(name: String, value: String)] = []
        if horizontalPosition != .none { parts.append(("horizontal", horizontalPosition.rawValue)) }
        if verticalPosition != .none { parts.append(("vertical", verticalPosition.rawValue)) }
        if sizingOption != .default { parts.append(("sizing", sizingOption.rawValue)) }
        return parts
    }

    /// The child.
    public override var layoutChildren: [any LayoutElement] { [child] }

    /// Measures the child, sizes the spec and places the child (see the type's description).
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        // A finite maximum is the parent size the child's percentages resolve against.
        let available = Size(width: LayoutMath.isValidForSize(range.max.width) ? range.max.width : .nan,
                             height: LayoutMath.isValidForSize(range.max.height) ? range.max.height : .nan)
        let childMin = Size(width: horizontalPosition == .none ? range.min.width : 0,
                            height: verticalPosition == .none ? range.min.height : 0)
        var sublayout = child.layoutThatFits(SizeRange(min: childMin, max: range.max), parentSize: available, in: context)
        let c = sublayout.size

        // An undefined axis takes the child's size.
        var size = range.clamp(Size(width: available.width.isFinite ? available.width : c.width,
                                    height: available.height.isFinite ? available.height : c.height))
        // Minimum sizing shrinks towards the child, never below the range's minimum.
        size = range.clamp(Size(width: LayoutMath.appleMin(size.width, sizingOption.minimizesWidth ? c.width : size.width),
                                height: LayoutMath.appleMin(size.height, sizingOption.minimizesHeight ? c.height : size.height)))

        // Deviation T7: the offset is rounded to the pixel grid (halves away from zero).
        let grid = context.grid
        sublayout.position = Point(x: grid.round((size.width - c.width) * horizontalPosition.proportion),
                                   y: grid.round((size.height - c.height) * verticalPosition.proportion))
        return Layout(element: self, size: size, sublayouts: [sublayout], grid: context.grid)
    }
}
