import LayoutGeometry

/// Draws an element over its child, sized exactly to it (Texture's `ASOverlayLayoutSpec`).
///
/// The child is measured in the spec's range; the overlay is then measured with the exact range of
/// the child's size, and the child's size as its parent size (so percentages in the overlay are
/// fractions of the child). Both sit at the origin, the overlay second (on top). The spec is as
/// large as the child and ignores its own style size.
public final class OverlayLayoutSpec: LayoutSpec {
    /// The element that sizes the spec.
    public var child: any LayoutElement {
        didSet { children = [child, overlay] }
    }
    /// The element drawn over the child, sized to it.
    public var overlay: any LayoutElement {
        didSet { children = [child, overlay] }
    }

    /// Creates an overlay spec.
    public init(child: any LayoutElement, overlay: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                debugName: String? = nil) {
        self.child = child
        self.overlay = overlay
        super.init(children: [child, overlay], style: style, debugName: debugName)
    }

    /// `overlay`.
    public override var kindName: String { "overlay" }

    /// The child, then the overlay.
    public override var layoutChildren: [any LayoutElement] { [child, overlay] }

    /// False: an overlay spec's own width and height do nothing.
    /// Deviation T19: the spec's own style size is ignored.
    public override var appliesOwnStyleSize: Bool { false }

    /// Measures the child, then the overlay at exactly the child's size.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        var content = child.layoutThatFits(range, parentSize: parentSize, in: context)
        content.position = .zero
        var top = overlay.layoutThatFits(SizeRange(exactly: content.size), parentSize: content.size, in: context)
        top.position = .zero
        return Layout(element: self, size: content.size, sublayouts: [content, top], grid: context.grid)
    }
}
