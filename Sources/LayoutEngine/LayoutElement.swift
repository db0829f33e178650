import LayoutGeometry

/// Anything that takes part in layout: display nodes and layout specs (Texture's
/// `ASLayoutElement`).
///
/// Conformers implement `calculateLayout(_:parentSize:in:)`; callers use
/// `layoutThatFits(_:parentSize:in:)`, which applies the element's own style size (unless
/// `appliesOwnStyleSize` is false), consults the pass cache, and sizes the result as Texture does.
public protocol LayoutElement: AnyObject {
    /// Layout properties.
    var style: LayoutStyle { get set }
    /// A name for debugging, reports and structural diffs.
    var debugName: String? { get set }
    /// The element's kind as the fixture format names it (`stack`, `inset`, `node`, `text`, …).
    var kindName: String { get }
    /// Child elements, in order (for traversal and debug output).
    var layoutChildren: [any LayoutElement] { get }
    /// False for the inset, background and overlay specs, which ignore their own style size.
    var appliesOwnStyleSize: Bool { get }
    /// Storage for the per-pass measurement cache.
    var layoutCache: LayoutCache { get set }
    /// Computes the layout inside an already-resolved range.
    func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout
    /// Measures the element (Texture's `-layoutThatFits:parentSize:`): intersects `range` with the
    /// style's own range (resolved against `parentSize`), then calculates the layout. The default
    /// implementation, below, is what every conformer should use; `DisplayNode` and `LayoutSpec`
    /// run the same measurement through the same cache (a plain `DisplayNode` leaf skips it).
    func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout
}

extension LayoutElement {
    /// Measures the element (Texture's `-layoutThatFits:parentSize:`): intersects `range` with the
    /// style's own range (resolved against `parentSize`), then calculates the layout, through the
    /// element's `layoutCache`.
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        measureCached(range, parentSize: parentSize, in: context)
    }

    /// Measures the element as a root: the parent size is the range's maximum.
    public func layoutThatFits(_ range: SizeRange, in context: LayoutContext) -> Layout {
        layoutThatFits(range, parentSize: range.max, in: context)
    }

    /// The name shown in debug output: the debug name when set, otherwise the kind.
    public var displayName: String { debugName ?? kindName }
}
