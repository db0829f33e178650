import LayoutGeometry

/// A node: an element that draws (Texture's `ASDisplayNode`).
///
/// A node measures itself in one of three ways:
/// - **with a layout spec**: override `layoutSpecThatFits(_:)` or set `layoutSpecBlock`; the node
///   is as large as its spec's layout, and the nodes inside the spec become its subnodes when
///   `automaticallyManagesSubnodes` is on;
/// - **manually**: override `calculateSizeThatFits(_:in:)`, or set `intrinsicSize`;
/// - **as a plain leaf**: it fills the largest size it is offered, or collapses to the minimum
///   when either axis is unbounded.
///
/// After layout, `layout()` runs on every node (parents first) and may set subnode frames by hand.
open class DisplayNode: LayoutElement {
    // The stored properties a measurement reads come first (stored properties are laid out in
    // the order declared), so that measuring a node touches as few of its cache lines as it can.

    /// Layout properties. (Read on every measurement, so run-time exclusivity checks are off.)
    @exclusivity(unchecked) public var style = LayoutStyle() {
        didSet { ownSizeRange = OwnSizeRange(style) }
    }
    /// The style's own size range, resolved when the style is set, for plain leaves to read
    /// instead of resolving six dimensions on every measurement.
    @exclusivity(unchecked) final var ownSizeRange = OwnSizeRange.unconstrained
    /// True for an instance of `DisplayNode` itself, not of a subclass (set once, at creation,
    /// so measuring a plain leaf does not ask for the class's metadata).
    final let isDisplayNodeItself: Bool
    /// Whether a host was set: a plain flag, so hot paths skip loading the weak reference.
    @exclusivity(unchecked) public private(set) var hasHost = false
    /// Returns the node's layout spec; used when `layoutSpecThatFits(_:)` is not overridden. (Read
    /// on every measurement, so run-time exclusivity checks are off.)
    @exclusivity(unchecked) public var layoutSpecBlock: ((DisplayNode, SizeRange) -> any LayoutElement)?
    /// What the node measures itself as when it has no spec and no style size (as a text or image
    /// node would); `nil` for a plain node.
    @exclusivity(unchecked) public var intrinsicSize: Size?
    /// The layout spec the node returned for its latest measurement; `nil` before the first one and
    /// for a node measured without a spec. Debug output (`asciiArtString()`) draws it inside the
    /// node. (Written on every measurement, so run-time exclusivity checks are off.)
    @exclusivity(unchecked) public internal(set) var measuredLayoutSpec: (any LayoutElement)?
    /// A name for debugging, reports and structural diffs.
    public var debugName: String?
    /// Per-pass measurement cache (see `layoutThatFits(_:parentSize:in:)`).
    @exclusivity(unchecked) public final var layoutCache = LayoutCache()

    /// When true, the nodes of the layout spec become this node's subnodes after each layout.
    public var automaticallyManagesSubnodes = false

    /// Subnodes in z-order (first drawn first).
    public private(set) var subnodes: [DisplayNode] = []
    /// The node this one is a subnode of.
    public private(set) weak var supernode: DisplayNode?

    /// Frame in the supernode's coordinates, in points; set by layout, or by hand in `layout()`.
    public var frame: Rect = .zero
    /// The node's own coordinate space: origin zero, size of the frame.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// False for a node that was in a layout spec but received no frame (inside an unmeasured
    /// optimized-flexing placeholder).
    public internal(set) var hasFrame = false

    /// Fill colour behind the content; `nil` for none.
    public var backgroundColor: Color?
    /// Border colour; drawn when `borderWidth` > 0.
    public var borderColor: Color?
    /// Border width in points, drawn inside the bounds.
    public var borderWidth: Double = 0
    /// Corner radius in points for the background, border and clipping.
    public var cornerRadius: Double = 0
    /// The corners `cornerRadius` rounds (all by default; Core Animation's `maskedCorners`).
    public var maskedCorners: RoundedCorners = .all
    /// When true, the corners are rounded into the node's drawing (Texture's precomposited corner
    /// rounding): the background stays square and the node's own content is drawn inside the
    /// rounded rectangle, so the corners show the background colour. When false (the default),
    /// the layer's corners are rounded: background, border and clipping alike.
    public var precomposesCorners = false
    /// When true, the corners are covered after the subtree draws by overlays of the background
    /// colour outside the rounded rectangle (Texture's clipping corner rounding): background,
    /// content and subnodes stay square beneath them. Without a background colour nothing covers
    /// the corners.
    public var coversCornersWithBackground = false
    /// Clip subnodes (and content) to the bounds, rounded when the corners are.
    public var clipsToBounds = false
    /// Opacity of the whole subtree, applied as a group.
    public var alpha: Double = 1
    /// Hidden nodes and their subtrees are not drawn and take no touches.
    public var isHidden = false
    /// How the node and its subtree are drawn moved, turned or scaled about the node's centre
    /// (Core Animation's `transform`, its affine part); layout ignores it, as Texture's does.
    public var transform = Transform2D.identity
    /// How the node's subnodes are drawn moved, turned or scaled about the node's centre (Core
    /// Animation's `sublayerTransform`); layout ignores it.
    public var subnodeTransform = Transform2D.identity
    /// For a node backed by a platform view that layoutlab does not draw (Texture's
    /// `setViewBlock`): the view's class name, drawn as a labelled placeholder in the bounds in
    /// place of the node's content; nil for none.
    public var placeholderViewClassName: String?
    /// Grows (negative values) or shrinks (positive values) the touch area, per edge.
    public var hitTestSlop: EdgeInsets = .zero
    /// Whether nodes of this kind take touches (controls do; plain nodes pass them through).
    open var isUserInteractionEnabled: Bool { false }
    /// Overrides `isUserInteractionEnabled` for this node; nil keeps its kind's answer.
    public var userInteractionOverride: Bool?
    /// Whether the node takes touches: the override when set, otherwise its kind's answer.
    public final var takesTouches: Bool { userInteractionOverride ?? isUserInteractionEnabled }

    /// The object that answers for the node's spec, measurement and layout hook when it is
    /// owned by a node of another API; nil for none. Held weakly: the host owns the node.
    public weak var host: (any DisplayNodeHost)? {
        didSet { hasHost = host != nil }
    }

    /// Creates a node.
    public init() {
        isDisplayNodeItself = type(of: self) == DisplayNode.self
    }

    // MARK: LayoutElement

    /// `node` for plain display nodes; subclasses return their own kind.
    open var kindName: String { "node" }

    /// None: a node's subnodes and its spec are not layout children (only a spec places nodes;
    /// `measuredLayoutSpec` gives the node's spec).
    open var layoutChildren: [any LayoutElement] { [] }

    /// Nodes apply their own style size.
    public var appliesOwnStyleSize: Bool { true }

    /// The node's layout spec for a constrained size; `nil` means the node is measured manually.
    /// The default calls `layoutSpecBlock`, else asks the `host`.
    open func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        if let layoutSpecBlock { return layoutSpecBlock(self, constrainedSize) }
        return hasHost ? host?.layoutSpec(for: self, constrainedSize: constrainedSize) : nil
    }

    /// Manual measurement: the size the node wants within `constrainedSize` (the range's maximum;
    /// an axis may be ∞). The default returns `intrinsicSize` when set, otherwise the constrained
    /// size when it is valid and zero when it is not.
    open func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        // Deviation T2: no content size; the node takes the whole size it is offered when it is
        // valid (CSS: an empty box's content size is 0).
        return constrainedSize.isValidForSize ? constrainedSize : .zero
    }

    /// Runs after the node's frame and its subnodes' frames are set from the layout; override to
    /// adjust subnode frames by hand (`subnode.frame = bounds`). The default does nothing.
    open func layout() {}

    /// Measures the node: through its spec when it has one, otherwise manually and clamped.
    open func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let spec = layoutSpecThatFits(range)
        measuredLayoutSpec = spec
        if let spec {
            var specLayout = spec.layoutThatFits(range, parentSize: range.max, in: context)
            specLayout.position = .zero
            return Layout(element: self, size: specLayout.size, sublayouts: [specLayout], grid: context.grid)
        }
        let want = sizeThatFits(range.max, in: context)
        if let trace = context.trace { trace.leaf(wanted: want, in: range, source: measurementSource(range)) }
        return Layout(element: self, size: range.clamp(want), grid: context.grid)
    }

    // MARK: Subnodes

    /// Adds a subnode on top of the others (moving it from its old supernode). A node is never
    /// added to itself or to one of its own subnodes (`wouldCycle(adding:)`): the tree stays a tree.
    public func addSubnode(_ node: DisplayNode) {
        guard !wouldCycle(adding: node) else { return }
        node.removeFromSupernode()
        node.supernode = self
        subnodes.append(node)
    }

    /// Removes the node from its supernode.
    public func removeFromSupernode() {
        guard let parent = supernode else { return }
        parent.subnodes.removeAll { $0 === self }
        supernode = nil
    }

    /// True when adding `node` as a subnode would make a cycle: it is this node or one of its
    /// supernodes.
    public func wouldCycle(adding node: DisplayNode) -> Bool {
        var ancestor: DisplayNode? = self
        while let current = ancestor {
            if current === node { return true }
            ancestor = current.supernode
        }
        return false
    }

    /// Replaces the subnodes with `nodes`, in order (used when subnodes are managed automatically);
    /// the node itself and its supernodes are left out (they can be in its spec only as a cycle).
    func setManagedSubnodes(_ nodes: [DisplayNode]) {
        let nodes = nodes.filter { !wouldCycle(adding: $0) }
        for old in subnodes where !nodes.contains(where: { $0 === old }) { old.supernode = nil }
        for node in nodes where node.supernode !== self {
            node.removeFromSupernode()
            node.supernode = self
        }
        subnodes = nodes
    }
}
