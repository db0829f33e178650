import LayoutGeometry

/// Draws an element behind its child, sized exactly to it (Texture's `ASBackgroundLayoutSpec`).
///
/// The child is measured in the spec's range; the background is then measured with the exact
/// range of the child's size and the spec's own parent size. Both sit at the origin, the background
/// first (below). The spec is as large as the child and ignores its own style size.
public final class BackgroundLayoutSpec: LayoutSpec {
    /// The element that sizes the spec.
    public var child: any LayoutElement {
        didSet { children = [child, background] }
    }
    /// The element drawn behind the child, sized to it.
    public var background: any LayoutElement {
        didSet { children = [child, background] }
    }

    /// Creates a background spec.
    public init(child: any LayoutElement, background: any LayoutElement, style: LayoutStyle = LayoutStyle(),
                debugName: String? = nil) {
        self.child = child
        self.background = background
        super.init(children: [child, background], style: style, debugName: debugName)
    }

    /// `background`.
    public override var kindName: String { "background" }

    /// The child, then the background (Texture's child order; the layout lists the background
    /// first).
    public override var layoutChildren: [any LayoutElement] { [child, background] }

    /// False: a background spec's own width and height do nothing.
    /// Deviation T19: the spec's own style size is ignored.
    public override var appliesOwnStyleSize: Bool { false }

    /// Measures the child, then the background at exactly the child's size.
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        var content = child.layoutThatFits(range, parentSize: parentSize, in: context)
        var back = background.layoutThatFits(SizeRange(exactly: content.size), parentSize: parentSize, in: context)
        back.position = .zero
        content.position = .zero
        return Layout(element: self, size: content.size, sublayouts: [back, content], grid: context.grid)
    }
}
