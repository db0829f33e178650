import LayoutGeometry

/// A node that draws styled text and measures itself by it (Texture's `ASTextNode`).
///
/// Its baseline metrics come from the measured font: the ascender of the first character and the
/// descender of the last, unless the style sets its own.
open class TextNode: DisplayNode {
    /// The text and its paragraph settings.
    public var attributedText: AttributedText
    /// Space between the bounds and the text, per edge: the text is laid out in what is left and
    /// the node measures the text plus the insets (Texture's `textContainerInset`, and the room
    /// `ASTextNode` makes for a shadow).
    public var textContainerInset: EdgeInsets = .zero

    /// Creates a text node.
    public init(_ attributedText: AttributedText) {
        self.attributedText = attributedText
        super.init()
    }

    /// Creates a text node with one run of plain text.
    public convenience init(_ string: String, font: String = TextDefaults.font, color: Color = .black) {
        self.init(AttributedText(string, font: font, color: color))
    }

    /// `text`.
    open override var kindName: String { "text" }

    /// The measured text size within the constrained size (or `intrinsicSize` when set).
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        return measure(in: constrainedSize, context: context).size
    }

    /// The text measured in `size` less the insets, its size grown by the insets again and its
    /// baseline metrics moved by them.
    private func measure(in size: Size, context: LayoutContext) -> TextMeasurement {
        let i = textContainerInset
        guard i != .zero else { return context.textMeasurer.measure(attributedText, maxSize: size) }
        let room = Size(width: max(0, size.width - i.left - i.right), height: max(0, size.height - i.top - i.bottom))
        var m = context.textMeasurer.measure(attributedText, maxSize: room)
        m.size = Size(width: max(0, m.size.width + i.left + i.right), height: max(0, m.size.height + i.top + i.bottom))
        m.ascender += i.top
        m.descender -= i.bottom
        return m
    }

    /// Where the text is drawn within the node's `bounds`: inside the insets.
    public func textRect(in bounds: Rect) -> Rect { bounds.inset(by: textContainerInset) }

    /// Measures the text and carries its font ascender and descender on the layout for baseline
    /// alignment.
    open override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        if layoutSpecThatFits(range) != nil || intrinsicSize != nil {
            return super.calculateLayout(range, parentSize: parentSize, in: context)
        }
        // A host's own measurement, asked once (it is not the text's, so no baseline metrics).
        if hasHost, let hosted = host?.size(of: self, thatFits: range.max, in: context) {
            if let trace = context.trace { trace.leaf(wanted: hosted, in: range, source: "the host's measurement") }
            return Layout(element: self, size: range.clamp(hosted), grid: context.grid)
        }
        let m = measure(in: range.max, context: context)
        if let trace = context.trace {
            trace.leaf(wanted: m.size, in: range, source: "text measured within \(LayoutTrace.describe(range.max))",
                       truncated: m.isTruncated)
        }
        var layout = Layout(element: self, size: range.clamp(m.size), grid: context.grid)
        // Deviation T18: the font's ascender of the first character and descender of the last,
        // whatever the lines the text wraps onto.
        if style.ascender == 0 { layout.ascender = m.ascender }
        if style.descender == 0 { layout.descender = m.descender }
        return layout
    }
}
