import Foundation
import LayoutEngine
import LayoutGeometry

/// Draws on a node's drawing context before or after its content (Texture's
/// `ASDisplayNodeContextModifier`): the context's clip, for instance, applies to the content.
public typealias ASDisplayNodeContextModifier = (CGContext, Any?) -> Void

/// Returns a node's layout spec for a constrained size (Texture's `ASLayoutSpecBlock`).
public typealias ASLayoutSpecBlock = (ASDisplayNode, ASSizeRange) -> ASLayoutSpec

/// A node (Texture's `ASDisplayNode`): subclass it, set up subnodes in `init`, and return a layout
/// spec from `layoutSpecThatFits(_:)` (or set `layoutSpecBlock`), or measure by hand in
/// `calculateSizeThatFits(_:)` and place subnodes in `layout()`.
///
/// Each node stands for a node of layoutlab's engine (`node`), which lays it out with Texture's
/// semantics and which the renderer draws; every property writes through to it.
open class ASDisplayNode: NSObject, ASLayoutElement, DisplayNodeHost {
    /// The engine node this one stands for.
    public private(set) lazy var node: DisplayNode = makeNode()
    /// The node's layout properties.
    public private(set) lazy var style = ASLayoutElementStyle(element: node)

    var nameSource = NameSource.none
    private var retainedSubnodes: [ASDisplayNode] = []
    private var lastLayoutSpec: ASLayoutSpec?
    /// The spec the base `layoutSpecThatFits(_:)` made last: returned as it is, the node has no spec.
    var baseSpec: ASLayoutSpec?
    var baseSizeResult: CGSize?
    /// The hooks whose extension override (`_ASExtension_…`) is running, so that its `super` call
    /// reaches the base implementation.
    private var runningExtensionHooks = Set<String>()
    private var measuringContext: LayoutContext?
    /// The check of `calculateLayoutThatFits` overrides under way (ASDisplayNode+CalculatedLayout.swift).
    var calculatedLayoutProbe = CalculatedLayoutProbe()
    private var loaded = false
    private var namedChildren = false
    private var didLoadBlocks: [(ASDisplayNode) -> Void] = []
    var backingView: UIView?
    var nodeLayer: CALayer?
    var storedLayoutMargins: UIEdgeInsets?
    /// The screen's safe area, for a view controller's node.
    var screenSafeAreaInsets: UIEdgeInsets = .zero
    /// The UIKit environment of the node's last layout, for an app's node class: its drawing
    /// code runs in it.
    var drawingEnvironment: UIKitEnvironment?

    /// A node.
    public override init() {
        super.init()
        node.host = self
        ASNodeNaming.nameByType(self)
    }

    /// Whether `object` is this class (Objective-C's class-level `isEqual:`, which app code calls
    /// on node types: `exampleType.isEqual(HeaderNode.self)`).
    open class func isEqual(_ object: Any?) -> Bool {
        guard let type = object as? AnyClass else { return false }
        return type == self
    }

    /// The engine node of this kind; each node class makes its own.
    func makeNode() -> DisplayNode { DisplayNode() }

    /// The engine element.
    public var layoutElement: any LayoutElement { node }

    // MARK: Subclass hooks

    /// The node's layout spec within `constrainedSize`. Override it (or set `layoutSpecBlock`) to
    /// lay the node out with specs; do not call `super`.
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if let adapted = self as? _ASExtension_layoutSpecThatFits, let spec = runExtensionHook("layoutSpecThatFits", {
            adapted._asExtension_layoutSpecThatFits(constrainedSize)
        }) {
            return spec
        }
        let spec = ASLayoutSpec()
        baseSpec = spec
        return spec
    }

    /// The size the node wants within `constrainedSize`, for a node without a spec. The default is
    /// what the node's kind measures (text, an image) or, for a plain node, the constrained size
    /// when it is finite and zero otherwise.
    open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        if let adapted = self as? _ASExtension_calculateSizeThatFits, let size = runExtensionHook("calculateSizeThatFits", {
            adapted._asExtension_calculateSizeThatFits(constrainedSize)
        }) {
            return size
        }
        let context = measuringContext ?? ASLayoutRunner.context()
        let size = CGSize(node.calculateSizeThatFits(constrainedSize.layoutSize, in: context))
        baseSizeResult = size
        return size
    }

    /// The node's layout within `constrainedSize`, its own style size not applied (Texture's
    /// `calculateLayoutThatFits:`): what its layout spec or `calculateSizeThatFits(_:)` gives. An
    /// override that would lay the node out otherwise is reported when the node is laid out.
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        baseCalculateLayout(constrainedSize)
    }

    /// `constrainedSize` intersected with `size` (resolved against `parentSize`), laid out by
    /// `calculateLayoutThatFits(_:)`: what `layoutThatFits` computes with the node's style size.
    /// An override that would lay the node out otherwise is reported when the node is laid out.
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange, restrictedTo size: ASLayoutElementSize,
                                      relativeToParentSize parentSize: CGSize) -> ASLayout {
        baseCalculateLayout(constrainedSize, restrictedTo: size, relativeToParentSize: parentSize)
    }

    /// Runs after the node's frame and its subnodes' frames are set; override to place subnodes by
    /// hand (`subnode.frame = …`).
    open func layout() {
        if let adapted = self as? _ASExtension_layout { _ = runExtensionHook("layout") { adapted._asExtension_layout() } }
    }

    /// Runs once, before the node is first laid out in a fixture (where UIKit loads the node's
    /// view). Views and layers are not part of layoutlab's UIKit; set node properties here.
    open func didLoad() {
        if let adapted = self as? _ASExtension_didLoad { _ = runExtensionHook("didLoad") { adapted._asExtension_didLoad() } }
    }

    /// Runs the extension override of `hook` in place of the base implementation, as a subclass's
    /// override would run (and a `super` call of the subclass's own reaches it): nil when it is
    /// already running, so its own `super` call gets the base implementation.
    private func runExtensionHook<T>(_ hook: String, _ body: () -> T) -> T? {
        guard !runningExtensionHooks.contains(hook) else { return nil }
        runningExtensionHooks.insert(hook)
        defer { runningExtensionHooks.remove(hook) }
        return body()
    }

    /// Runs after the node's layout is computed and applied (Texture's `layoutDidFinish`).
    open func layoutDidFinish() {}

    /// Runs when the node's traits change; a fixture's traits never change after it is built.
    open func asyncTraitCollectionDidChange(withPreviousTraitCollection previousTraitCollection: ASPrimitiveTraitCollection) {}

    /// The node's traits: the fixture screen's.
    open func primitiveTraitCollection() -> ASPrimitiveTraitCollection { ASPrimitiveTraitCollectionMakeDefault() }

    /// The node's traits (the old name of `primitiveTraitCollection()`).
    open func asyncTraitCollection() -> ASPrimitiveTraitCollection { primitiveTraitCollection() }

    /// The node enters the preload range: called once, when a fixture first lays it out.
    open func didEnterPreloadState() {}
    /// The node enters the display range: called once, after `didEnterPreloadState()`.
    open func didEnterDisplayState() {}
    /// The node becomes visible: called once, after `didEnterDisplayState()`.
    open func didEnterVisibleState() {}
    /// The node stops being visible (never, in a fixture).
    open func didExitVisibleState() {}
    /// The node leaves the display range (never, in a fixture).
    open func didExitDisplayState() {}
    /// The node leaves the preload range (never, in a fixture).
    open func didExitPreloadState() {}

    /// Touches began (none happen in a fixture).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>?, with event: UIEvent?) {}

    /// Returns the node's layout spec; used when `layoutSpecThatFits(_:)` is not overridden.
    open var layoutSpecBlock: ASLayoutSpecBlock?

    /// Adds `body` to run with the node when it loads (Texture's `onDidLoad:`).
    open func onDidLoad(_ body: @escaping (ASDisplayNode) -> Void) {
        if loaded { body(self) } else { didLoadBlocks.append(body) }
    }

    /// Whether `didLoad()` has run.
    open var isNodeLoaded: Bool { loaded }

    // MARK: DisplayNodeHost

    /// The spec of `layoutSpecBlock` or an overridden `layoutSpecThatFits(_:)`.
    public func layoutSpec(for node: DisplayNode, constrainedSize: SizeRange) -> (any LayoutElement)? {
        nameChildrenOnce()
        let range = ASSizeRange(constrainedSize)
        let spec: ASLayoutSpec
        if let block = layoutSpecBlock {
            spec = block(self, range)
        } else {
            baseSpec = nil
            let own = layoutSpecThatFits(range)
            // The base implementation's own spec, returned as it is: the node has none.
            if let baseSpec, own === baseSpec { return nil }
            spec = own
        }
        lastLayoutSpec = spec
        // Building the spec may create nodes (lazy properties, nodes made in place): name them too.
        ASNodeNaming.nameChildren(of: self)
        return spec.layoutElement
    }

    /// The size of an overridden `calculateSizeThatFits(_:)`, nil when it is not overridden (or
    /// gives what the node's kind measures).
    public func size(of node: DisplayNode, thatFits constrainedSize: Size, in context: LayoutContext) -> Size? {
        let saved = measuringContext
        measuringContext = context
        baseSizeResult = nil
        defer { measuringContext = saved }
        let size = calculateSizeThatFits(CGSize(constrainedSize))
        if let base = baseSizeResult, base == size { return nil }
        return size.layoutSize
    }

    /// Loads the node, runs `layout()` and `layoutDidFinish()`, and the first time, the hooks
    /// of a node coming on screen (preload, display, visible).
    public func nodeDidLayout(_ node: DisplayNode) {
        if !ASNodeClasses.isFramework(Swift.type(of: self)) { drawingEnvironment = UIKitEnvironment.current }
        let firstTime = !loaded
        loadIfNeeded()
        nameChildrenOnce()
        layout()
        layoutDidFinish()
        checkAfterLayout()
        checkCalculateLayoutOverrides()
        if firstTime {
            didEnterPreloadState()
            didEnterDisplayState()
            didEnterVisibleState()
        }
    }

    /// Reports, after the node's layout, what its kind was told and does not lay out (a button's
    /// part styles); nothing for a plain node.
    func checkAfterLayout() {}

    func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        didLoad()
        let blocks = didLoadBlocks
        didLoadBlocks = []
        for block in blocks { block(self) }
    }

    private func nameChildrenOnce() {
        guard !namedChildren else { return }
        namedChildren = true
        ASNodeNaming.nameChildren(of: self)
    }

    /// The node's view: for a view-backed node, the view its block made; otherwise a view standing
    /// for the node, whose property changes are reported (they would not show: set the node's).
    /// Table and collection nodes have their table and collection views.
    open var view: UIView {
        if let backingView { return backingView }
        let stand = ASNodeStandInView(frame: frame)
        stand.node = self
        let owner = ASNodeNaming.describe(self)
        stand.onChange = { property in
            UIKitEnvironment.report("\(owner): view.\(property) is not drawn; set the node's \(property) instead")
        }
        backingView = stand
        return stand
    }

    // MARK: Subnodes

    /// Adds `subnode` on top of the others.
    open func addSubnode(_ subnode: ASDisplayNode) {
        // Texture ignores a node added to itself; a supernode added to its own subnode is an
        // exception on a device.
        guard subnode !== self else { return }
        guard !node.wouldCycle(adding: subnode.node) else {
            UIKitEnvironment.report("\(ASNodeNaming.describe(subnode)) was added as a subnode of its own subnode "
                                    + "\(ASNodeNaming.describe(self)) (UIKit raises an exception for this cycle)")
            return
        }
        subnode.removeFromSupernode()
        retainedSubnodes.append(subnode)
        node.addSubnode(subnode.node)
        subnode.tintColorDidChange()
    }

    /// Inserts `subnode` at `index` of the subnodes.
    open func insertSubnode(_ subnode: ASDisplayNode, at index: Int) {
        addSubnode(subnode)
        var order = node.subnodes
        if let last = order.popLast() { order.insert(last, at: min(max(0, index), order.count)) }
        reorder(order)
    }

    /// Inserts `subnode` below `below`.
    open func insertSubnode(_ subnode: ASDisplayNode, belowSubnode below: ASDisplayNode) {
        insertSubnode(subnode, at: node.subnodes.firstIndex { $0 === below.node } ?? 0)
    }

    /// Inserts `subnode` above `above`.
    open func insertSubnode(_ subnode: ASDisplayNode, aboveSubnode above: ASDisplayNode) {
        insertSubnode(subnode, at: (node.subnodes.firstIndex { $0 === above.node } ?? node.subnodes.count - 1) + 1)
    }

    private func reorder(_ order: [DisplayNode]) {
        for sub in order { sub.removeFromSupernode() }
        for sub in order { node.addSubnode(sub) }
    }

    /// Removes the node from its supernode.
    open func removeFromSupernode() {
        guard let parent = supernode else { return node.removeFromSupernode() }
        parent.retainedSubnodes.removeAll { $0 === self }
        node.removeFromSupernode()
        if ownTintColor == nil { tintColorDidChange() }
    }

    /// The subnodes, in drawing order.
    open var subnodes: [ASDisplayNode]? { node.subnodes.compactMap { $0.host as? ASDisplayNode } }

    /// The node this one is a subnode of.
    open var supernode: ASDisplayNode? { node.supernode?.host as? ASDisplayNode }

    /// When true, the nodes of the layout spec become the subnodes after each layout.
    open var automaticallyManagesSubnodes: Bool {
        get { node.automaticallyManagesSubnodes } set { node.automaticallyManagesSubnodes = newValue }
    }

    // MARK: Geometry

    /// The frame in the supernode's coordinates, set by layout (or by hand in `layout()`).
    open var frame: CGRect {
        get { CGRect(node.frame) } set { node.frame = newValue.layoutRect }
    }
    /// Origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set { node.frame = Rect(origin: node.frame.origin, size: newValue.size.layoutSize) }
    }
    /// The centre of the frame.
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the latest layout.
    open var calculatedSize: CGSize { frame.size }

    // MARK: Drawing properties

    /// Fill behind the content.
    open var backgroundColor: UIColor? {
        get { node.backgroundColor.map(UIColor.init) } set { node.backgroundColor = newValue?.layoutColor }
    }
    /// Corner radius for the background, border and clipping.
    open var cornerRadius: CGFloat {
        get { CGFloat(node.cornerRadius) } set { node.cornerRadius = Double(newValue) }
    }
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(node.maskedCorners.rawValue)) }
        set { node.maskedCorners = RoundedCorners(rawValue: UInt8(truncatingIfNeeded: newValue.rawValue & 0xF)) }
    }
    /// How corners are rounded: `precomposited` rounds the node's drawing inside a square
    /// background (the corners show the background colour); `clipping` covers the corners of the
    /// drawn subtree with the background colour; `defaultSlowCALayer` rounds the layer.
    open var cornerRoundingType: ASCornerRoundingType = .defaultSlowCALayer {
        didSet {
            node.precomposesCorners = cornerRoundingType == .precomposited
            node.coversCornersWithBackground = cornerRoundingType == .clipping
        }
    }
    /// Clip the content and subnodes to the bounds.
    open var clipsToBounds: Bool {
        get { node.clipsToBounds } set { node.clipsToBounds = newValue }
    }
    /// Opacity of the node and its subnodes.
    open var alpha: CGFloat {
        get { CGFloat(node.alpha) } set { node.alpha = Double(newValue) }
    }
    /// Hidden nodes are not drawn and take no touches.
    open var isHidden: Bool {
        get { node.isHidden } set { node.isHidden = newValue }
    }
    /// Border width, drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { CGFloat(node.borderWidth) } set { node.borderWidth = Double(newValue) }
    }
    /// Border colour.
    open var borderColor: CGColor? {
        get { node.borderColor.map { UIColor($0).cgColor } }
        set { node.borderColor = newValue.map { UIColor(cgColor: $0).layoutColor } }
    }
    /// Whether the node is opaque: a node that draws itself (`draw(_:withParameters:isCancelled:isRasterizing:)`)
    /// draws into an opaque context, its background colour filled first, as Texture's does.
    open var isOpaque = false

    // MARK: Drawing its own contents (Texture's ASDisplayNode+Subclasses.h)

    /// Draws the node's contents into the current context (`UIGraphicsGetCurrentContext()`),
    /// `bounds` in points, as Texture's `+drawRect:withParameters:isCancelled:isRasterizing:`:
    /// override it in a node that draws itself. `parameters` is what
    /// `drawParameters(forAsyncLayer:)` returned. The drawing is shown over the node's
    /// background colour and under its subnodes.
    open class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool,
                         isRasterizing: Bool) {
        ASNodeDrawing.baseImplementationRan()
    }

    /// The node's contents as an image, shown over its bounds by its `contentMode`, as Texture's
    /// `+displayWithParameters:isCancelled:` (which takes precedence over `draw`): override it
    /// in a node that makes an image. Nil by default.
    open class func display(withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool) -> UIImage? {
        ASNodeDrawing.baseImplementationRan()
        return nil
    }

    /// The object the class drawing methods are given: a copy of what drawing reads. Nil by default.
    open func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? { nil }

    /// The layer's contents: a `CGImage` (or `UIImage`) shown over the bounds by `contentsGravity`,
    /// at `contentsScale` pixels to the point; nil shows nothing.
    open var contents: Any?
    /// The part of `contents` shown, in unit coordinates; only the whole image is drawn.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { ASNodeDrawing.reportUnitRect(contentsRect, "contentsRect", of: self) }
    }
    /// The stretchable part of `contents`, in unit coordinates; only a uniformly stretched image is drawn.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { ASNodeDrawing.reportUnitRect(contentsCenter, "contentsCenter", of: self) }
    }
    /// Pixels to the point of `contents` (for gravities that do not resize it).
    open var contentsScale: CGFloat = 1
    /// How `contents` (and an image from `display(withParameters:isCancelled:)`) fills the
    /// bounds: Core Animation's gravity names ("resize", "resizeAspect", "center", "topLeft" …).
    open var contentsGravity: String = CALayerContentsGravity.resize.rawValue
    /// How the node and its subtree are drawn moved, turned or scaled about its centre; layout
    /// ignores it, as Texture's does. Only the plane part is drawn: depth and perspective are
    /// reported, and a transform with a NaN entry is refused, as Texture refuses it.
    open var transform = CATransform3DIdentity {
        didSet { node.transform = ASNodeDrawing.planeTransform(transform, "transform", of: self) }
    }
    /// How the subnodes are drawn moved, turned or scaled about the node's centre (the layer's
    /// `sublayerTransform`); the plane part only, as `transform`.
    open var subnodeTransform = CATransform3DIdentity {
        didSet { node.subnodeTransform = ASNodeDrawing.planeTransform(subnodeTransform, "subnodeTransform", of: self) }
    }
    /// How the view reads for right-to-left languages: kept for the view; Texture's layout
    /// specs do not read it.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// How content fills the bounds (image nodes draw by it).
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { contentsGravity = ASNodeDrawing.gravity(of: contentMode) }
    }
    /// The tint (image nodes with template images draw in it): the node's own, else its
    /// supernode's, else, at the top of a view-backed hierarchy, UIKit's default tint (system
    /// blue), as Texture reads it from the node or its view.
    open var tintColor: UIColor? {
        get {
            if let ownTintColor { return ownTintColor }
            if let supernode { return supernode.tintColor }
            return isLayerBacked ? nil : UIColor.tintColor
        }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }
    private var ownTintColor: UIColor?

    /// Called when the tint the node inherits or sets changes; tells the subnodes that inherit it.
    open func tintColorDidChange() {
        for subnode in subnodes ?? [] where subnode.ownTintColor == nil { subnode.tintColorDidChange() }
    }
    /// Shadow colour (text nodes draw it under their glyphs; other nodes' shadows are not drawn
    /// yet: a visible one is reported).
    open var shadowColor: CGColor? { didSet { shadowChanged() } }
    /// Shadow opacity; above zero the node shows a shadow (see `shadowColor`).
    open var shadowOpacity: CGFloat = 0 { didSet { shadowChanged() } }
    /// Shadow offset.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { shadowChanged() } }
    /// Shadow radius.
    open var shadowRadius: CGFloat = 3 { didSet { shadowChanged() } }

    /// Called when a shadow property changes; reports a visible shadow, which only text nodes draw.
    func shadowChanged() {
        if shadowOpacity > 0 {
            UIKitEnvironment.report(ASNodeNaming.describe(self) + ": shadows are not drawn yet (shadowOpacity > 0)")
        }
    }
    /// Draws before the node's content; its clip applies to the content (image nodes).
    open var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
        didSet { contentModifiersChanged() }
    }
    /// Draws after the node's content (image nodes).
    open var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
        didSet { contentModifiersChanged() }
    }

    func contentModifiersChanged() {
        if willDisplayNodeContentWithRenderingContext != nil || didDisplayNodeContentWithRenderingContext != nil {
            UIKitEnvironment.report(ASNodeNaming.describe(self) + ": willDisplay/didDisplayNodeContentWithRenderingContext "
                                    + "are drawn for image nodes only")
        }
    }

    // MARK: Touch

    /// Grows (negative) or shrinks (positive) the touch area per edge.
    open var hitTestSlop: UIEdgeInsets {
        get { UIEdgeInsets(node.hitTestSlop) } set { node.hitTestSlop = newValue.edgeInsets }
    }
    /// Whether the node takes touches (controls do by default).
    open var isUserInteractionEnabled: Bool {
        get { node.takesTouches } set { node.userInteractionOverride = newValue }
    }
    /// Whether the node is exclusive to touches (accepted).
    open var isExclusiveTouch = false

    // MARK: Naming and debugging

    /// A name for debug output, reports and structural diffs. Without one, a node takes the name
    /// of the stored property that holds it in its supernode (`usernameLabel`), or else its class
    /// name when it is a subclass of your own.
    open var debugName: String? {
        get { nameSource == .explicit ? node.debugName : nil }
        set {
            node.debugName = newValue
            nameSource = newValue == nil ? .none : .explicit
        }
    }

    /// The name the node shows in reports (its debug name, property name or class).
    public var reportedName: String? { node.debugName }

    // MARK: Accepted for compatibility (no effect on a snapshot)

    /// Accessibility label (accepted).
    open var accessibilityLabel: String?
    /// Accessibility hint (accepted).
    open var accessibilityHint: String?
    /// Accessibility value (accepted).
    open var accessibilityValue: String?
    /// Accessibility identifier (accepted).
    open var accessibilityIdentifier: String?
    /// Whether the node is an accessibility element (accepted).
    open var isAccessibilityElement = false
    /// Whether the node draws on a background thread (accepted).
    open var displaysAsynchronously = true
    /// Whether the node is layer-backed (accepted).
    open var isLayerBacked = false
    /// Whether placeholders show (accepted).
    open var placeholderEnabled = false
    /// Whether placeholders never show (accepted).
    open var neverShowPlaceholders = false
    /// Whether descendants rasterize (accepted).
    open var shouldRasterizeDescendants = false
    /// Asks for the layout to be computed again: called after the fixture's first layout pass
    /// (from `didLoad()`, `layout()`), the fixture is laid out again, as a device would.
    open func setNeedsLayout() { ASFixtureScope.noteInvalidation() }
    /// Accepted; layout is computed when a fixture is checked.
    open func layoutIfNeeded() {}
    /// Accepted; drawing happens when a fixture is checked.
    open func setNeedsDisplay() {}
    /// Drops the calculated layout: called after the fixture's first layout pass, the fixture is
    /// laid out again.
    open func invalidateCalculatedLayout() { ASFixtureScope.noteInvalidation() }
}

/// How a node's corners are rounded.
public enum ASCornerRoundingType: Int, Sendable {
    /// Core Animation's corner radius.
    case defaultSlowCALayer
    /// Corners drawn into the content.
    case precomposited
    /// Corners covered by overlays of the background colour.
    case clipping
}

/// Where a node's report name came from.
enum NameSource {
    case none, type, property, explicit
}
