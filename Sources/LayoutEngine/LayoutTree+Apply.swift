import LayoutGeometry

/// Applies a layout tree to its nodes, as Texture's flattening does:
/// - inside each node that owns a spec, a descendant node's position is
///   `ceilPixel(Σ raw positions from the owner down to it)`; spec frames follow the same rule;
/// - right-to-left mirrors each frame inside its owner: `x' = ownerWidth − w − x`;
/// - a coordinate that is not finite (an infinite inset on an unbounded axis) becomes 0, as
///   Texture's `-[ASLayout frame]` makes it;
/// - subnodes are synced from the spec when `automaticallyManagesSubnodes` is on;
/// - the host's `nodeDidLayout`, then `layout()`, run parents first; a subnode whose frame size (pixel-ceiled) differs from its
///   measured size, because the hook changed it, is measured again at exactly that size before its
///   own subtree is applied. So is a node that was never measured (an optimized-flexing
///   placeholder), as Texture measures such a node at its bounds when it lays itself out.
struct LayoutApplier {
    let context: LayoutContext
    let direction: LayoutDirection
    /// The nodes being placed, from the root down to the one being placed now.
    private var placing: Set<ObjectIdentifier> = []

    /// The placed tree of one owner's spec subtree, relative to the owner.
    private struct OwnedTree {
        var placed: [PlacedElement] = []
        var nodes: [(node: DisplayNode, layout: Layout)] = []
    }

    init(context: LayoutContext, direction: LayoutDirection) {
        self.context = context
        self.direction = direction
    }

    mutating func placeRoot(_ layout: Layout) -> PlacedElement {
        let frame = Rect(origin: .zero, size: layout.size)
        if let node = layout.element as? DisplayNode {
            node.frame = frame
            node.hasFrame = true
            return placeNode(node, layout: layout, origin: .zero)
        }
        // A spec at the root: the root acts as the owner of everything below it.
        let owned = collect(layout.sublayouts, offset: .zero, ownerWidth: layout.size.width)
        let children = finishNodes(in: owned.placed, nodes: owned.nodes, ownerOrigin: .zero)
        return PlacedElement(element: layout.element, frame: frame, children: children)
    }

    /// Places `node` (whose frame is set) and its subtree; `origin` is the node's origin in root
    /// coordinates.
    ///
    /// A node that is already being placed (element code that made a node its own descendant,
    /// which the measurement met only as a cycle) is placed there once more without its subtree
    /// and without running its hooks again, where placing it would never end.
    private mutating func placeNode(_ node: DisplayNode, layout: Layout, origin: Point) -> PlacedElement {
        let id = ObjectIdentifier(node)
        guard placing.insert(id).inserted else {
            return PlacedElement(element: node, frame: Rect(origin: origin, size: node.frame.size))
        }
        defer { placing.remove(id) }
        let owned = collect(layout.sublayouts, offset: .zero, ownerWidth: layout.size.width)
        if node.automaticallyManagesSubnodes {
            node.setManagedSubnodes(owned.nodes.map(\.node))
        }
        if node.hasHost { node.host?.nodeDidLayout(node) }
        node.layout()
        var children = finishNodes(in: owned.placed, nodes: owned.nodes, ownerOrigin: origin)
        // Subnodes added by hand and absent from the spec are measured at their frame size.
        let inLayout = Set(owned.nodes.map { ObjectIdentifier($0.node) })
        for sub in node.subnodes where !inLayout.contains(ObjectIdentifier(sub)) {
            let boundsSize = Size(width: context.grid.ceil(sub.frame.size.width), height: context.grid.ceil(sub.frame.size.height))
            let subLayout = sub.layoutThatFits(SizeRange(exactly: boundsSize), parentSize: boundsSize, in: context)
            sub.hasFrame = true
            let subOrigin = origin + sub.frame.origin
            children.append(placeNode(sub, layout: subLayout, origin: subOrigin))
        }
        return PlacedElement(element: node, frame: Rect(origin: origin, size: node.frame.size), children: children)
    }

    /// Converts owner-relative placed specs to root coordinates and recurses into owned nodes.
    private mutating func finishNodes(in placed: [PlacedElement], nodes: [(node: DisplayNode, layout: Layout)],
                                      ownerOrigin: Point) -> [PlacedElement] {
        var layouts: [ObjectIdentifier: Layout] = [:]
        for (node, layout) in nodes { layouts[ObjectIdentifier(node)] = layout }
        return placed.map { finish($0, layouts: layouts, ownerOrigin: ownerOrigin) }
    }

    private mutating func finish(_ element: PlacedElement, layouts: [ObjectIdentifier: Layout], ownerOrigin: Point) -> PlacedElement {
        if let node = element.element as? DisplayNode, !element.isUnplaced,
           let measured = layouts[ObjectIdentifier(node)] {
            let origin = ownerOrigin + node.frame.origin
            var layout = measured
            let boundsSize = Size(width: context.grid.ceil(node.frame.size.width), height: context.grid.ceil(node.frame.size.height))
            if measured.isPlaceholder || !boundsSize.isIdentical(to: measured.size) {
                layout = node.layoutThatFits(SizeRange(exactly: boundsSize), parentSize: boundsSize, in: context)
            }
            return placeNode(node, layout: layout, origin: origin)
        }
        var out = element
        // Elements without a frame (inside an unmeasured placeholder) keep their zero frame.
        if !element.isUnplaced { out.frame = element.frame.offsetBy(ownerOrigin) }
        out.children = element.children.map { finish($0, layouts: layouts, ownerOrigin: ownerOrigin) }
        return out
    }

    /// Walks one owner's spec subtree: spec frames and node frames relative to the owner.
    private func collect(_ sublayouts: [Layout], offset: Point, ownerWidth: Double) -> OwnedTree {
        var tree = OwnedTree()
        for sub in sublayouts {
            collect(sub, offset: offset, ownerWidth: ownerWidth, nodes: &tree.nodes, placed: &tree.placed)
        }
        return tree
    }

    private func collect(_ layout: Layout, offset: Point, ownerWidth: Double,
                         nodes: inout [(node: DisplayNode, layout: Layout)], placed: inout [PlacedElement]) {
        let raw = offset + layout.position
        // Deviation T6: the position is rounded once, here, from the unrounded sum of the offsets
        // inside the owner.
        var origin = context.grid.ceil(raw)
        if direction == .rtl { origin.x = ownerWidth - layout.size.width - origin.x }
        if !origin.x.isFinite { origin.x = 0 }
        if !origin.y.isFinite { origin.y = 0 }
        let frame = Rect(origin: origin, size: layout.size)
        if let node = layout.element as? DisplayNode {
            node.frame = frame
            node.hasFrame = true
            nodes.append((node, layout))
            placed.append(PlacedElement(element: node, frame: frame))
            return
        }
        var element = PlacedElement(element: layout.element, frame: frame)
        if layout.isPlaceholder {
            var path: [ObjectIdentifier] = []
            element.children = unplacedChildren(of: layout.element, path: &path)
        } else {
            for sub in layout.sublayouts {
                collect(sub, offset: raw, ownerWidth: ownerWidth, nodes: &nodes, placed: &element.children)
            }
        }
        placed.append(element)
    }

    /// The elements under an unmeasured placeholder: present in the tree, with no frame. `path`
    /// holds the elements being walked: a child that is one of them (element code that made its
    /// children a cycle, which no measurement reached to report) is listed without its children
    /// again, where following it would never end.
    private func unplacedChildren(of element: any LayoutElement, path: inout [ObjectIdentifier]) -> [PlacedElement] {
        path.append(ObjectIdentifier(element))
        defer { path.removeLast() }
        return element.layoutChildren.map { child in
            (child as? DisplayNode)?.hasFrame = false
            let children = path.contains(ObjectIdentifier(child)) ? [] : unplacedChildren(of: child, path: &path)
            return PlacedElement(element: child, frame: .zero, children: children, isUnplaced: true)
        }
    }
}
