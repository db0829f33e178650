import LayoutGeometry

/// Where one node that takes touches can be touched, in root coordinates (what the hit-area
/// overlay draws and `layoutlab layout --json` prints as `hitArea`).
///
/// Texture's rule, as its hit-test visualisation draws it: the node's frame grown (negative
/// values) or shrunk (positive values) by its `hitTestSlop`, limited by every ancestor node's
/// bounds grown or shrunk by that ancestor's own slop, clipped to the bounds of every ancestor
/// that clips to bounds, and to the root's bounds (the screen). `LayoutTree.hitTest(_:)` applies
/// the same rule point by point.
public struct HitArea {
    /// The node.
    public let node: DisplayNode
    /// The node's frame in root coordinates.
    public let frame: Rect
    /// The node's `hitTestSlop`.
    public let slop: EdgeInsets
    /// What the ancestors and the screen leave of the plane: the intersection of their limits;
    /// `nil` when nothing is left.
    public let limit: Rect?

    /// Creates a hit area.
    public init(node: DisplayNode, frame: Rect, slop: EdgeInsets, limit: Rect?) {
        self.node = node
        self.frame = frame
        self.slop = slop
        self.limit = limit
    }

    /// The frame grown or shrunk by the slop, before any ancestor limits it.
    public var slopRect: Rect { frame.inset(by: slop) }

    /// The effective touch area: the slop rectangle within the limit; `nil` when nothing is left.
    public var area: Rect? {
        let own = slopRect
        guard !own.isEmpty, let limit else { return nil }
        return own.intersection(limit)
    }

    /// The parts of the area outside the frame: what a negative slop added.
    public var addedBySlop: [Rect] {
        area?.subtracting(frame) ?? []
    }

    /// The parts of the frame that would take touches but for a positive slop: the frame within
    /// the limit, less the slop rectangle.
    public var removedBySlop: [Rect] {
        guard let limit, let visible = frame.intersection(limit) else { return [] }
        let own = slopRect
        return own.isEmpty ? [visible] : visible.subtracting(own)
    }

    /// True when `point` is inside the area.
    public func contains(_ point: Point) -> Bool {
        area?.contains(point) ?? false
    }
}
