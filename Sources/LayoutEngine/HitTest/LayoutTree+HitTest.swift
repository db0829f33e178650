import LayoutGeometry

extension DisplayNode {
    /// Below this alpha a node and its subtree take no touches, as in UIKit.
    public static let minimumTouchableAlpha = 0.01

    /// The rectangle (in the same coordinates as `frame`) within which this node lets touches
    /// reach its subnodes: the frame grown or shrunk by `hitTestSlop`, and no larger than the
    /// frame when the node clips to bounds. (The node itself takes touches in the whole slop
    /// rectangle: clipping cuts what it draws and what its subnodes take, not its own area.)
    public func touchLimit(frame: Rect) -> Rect? {
        let slopRect = frame.inset(by: hitTestSlop)
        guard !slopRect.isEmpty else { return nil }
        return clipsToBounds ? slopRect.intersection(frame) : slopRect
    }

    /// Hidden, nearly transparent nodes and their subtrees take no touches.
    var blocksTouches: Bool { isHidden || alpha < DisplayNode.minimumTouchableAlpha }
}

extension LayoutTree {
    /// The deepest node that takes a touch at `point` (root coordinates), or `nil`.
    ///
    /// Walks the placed tree from the root: a node takes part only when the point is inside its
    /// frame grown or shrunk by its slop, and lets the touch through to its subnodes only when the
    /// point is also inside its `touchLimit` (cut to its frame when it clips); hidden and nearly transparent nodes and their subtrees are skipped; children are
    /// tried last-drawn first, so the topmost wins; a node answers for itself only when it takes
    /// touches (`isUserInteractionEnabled`, as controls and editable text do). Specs do not limit
    /// anything. Points outside the root's bounds hit nothing.
    public func hitTest(_ point: Point) -> DisplayNode? {
        guard root.frame.contains(point) else { return nil }
        return Self.hit(root, point)
    }

    private static func hit(_ placed: PlacedElement, _ point: Point) -> DisplayNode? {
        guard !placed.isUnplaced else { return nil }
        let node = placed.element as? DisplayNode
        var reachesChildren = true
        if let node {
            if node.blocksTouches { return nil }
            guard placed.frame.inset(by: node.hitTestSlop).contains(point) else { return nil }
            reachesChildren = !node.clipsToBounds || placed.frame.contains(point)
        }
        if reachesChildren {
            for child in placed.children.reversed() {
                if let found = hit(child, point) { return found }
            }
        }
        if let node, node.takesTouches { return node }
        return nil
    }

    /// Every node that takes touches, in drawing order, with its effective touch area (see
    /// `HitArea`). Hidden and nearly transparent subtrees, and nodes without a frame, are left out;
    /// a node whose area is cut away entirely is listed with a `nil` area.
    public var hitAreas: [HitArea] { root.hitAreas }

    /// The hit area of `node`, if it takes touches and is listed by `hitAreas`.
    public func hitArea(of node: DisplayNode) -> HitArea? {
        hitAreas.first { $0.node === node }
    }
}

extension PlacedElement {
    /// `LayoutTree.hitAreas` for the tree rooted at this element (its frame is the screen).
    public var hitAreas: [HitArea] {
        var out: [HitArea] = []
        Self.collect(self, limit: frame, into: &out)
        return out
    }

    private static func collect(_ placed: PlacedElement, limit: Rect?, into out: inout [HitArea]) {
        guard !placed.isUnplaced else { return }
        var inner = limit
        if let node = placed.element as? DisplayNode {
            if node.blocksTouches { return }
            if node.takesTouches {
                out.append(HitArea(node: node, frame: placed.frame, slop: node.hitTestSlop, limit: limit))
            }
            if let l = limit, let own = node.touchLimit(frame: placed.frame) {
                inner = l.intersection(own)
            } else {
                inner = nil
            }
        }
        for child in placed.children { collect(child, limit: inner, into: &out) }
    }
}
