import LayoutGeometry

/// A node that draws styled text and measures itself by it (Texture's `ASTextNode`).
///
/// Its baseline metrics come from the measured font: the ascender of the first character and the
/// descender of the last, unless the style sets its own.
open class TextNode: DisplayNode {
    /// The text and its paragraph settings.
    public var attributedText: AttributedText

    /// Creates a text node.
    public init(_ attributedText: AttributedText) {
        self.attributedText = attributedText
        super.init()
    }

    /// Creates a text node with one run of plain text.
    public convenience init(_ string: String, font: String = "Sans 12", color: Color = .black) {
        self.init(AttributedText(string, font: font, color: color))
    }

    /// `text`.
    open override var kindName: String { "text" }

    /// The measured text size within the constrained size (or `intrinsicSize` when set).
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        return context.textMeasurer.measure(attributedText, maxSize: constrainedSize).size
    }

    /// Measures the text and carries its font ascender and descender on the layout for baseline
    /// alignment.
    open override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        if layoutSpecThatFits(range) != nil || intrinsicSize != nil {
            return super.calculateLayout(range, parentSize: parentSize, in: context)
        }
        // A host's own measurement, asked once (it is not the text's, so no baseline metrics).
        if hasHost, let hosted = host?.size(of: self, thatFits: range.max, in: context) {
            return Layout(element: self, size: range.clamp(hosted), grid: context.grid)
        }
        let m = context.textMeasurer.measure(attributedText, maxSize: range.max)
        var layout = Layout(element: self, size: range.clamp(m.size), grid: context.grid)
        if style.ascender == 0 { layout.ascender = m.ascender }
        if style.descender == 0 { layout.descender = m.descender }
        return layout
    }
}
