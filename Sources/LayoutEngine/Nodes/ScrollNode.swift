import LayoutGeometry

/// The directions a scroll node scrolls in.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Up and down: the content's height is unbounded.
    case vertical
    /// Left and right: the content's width is unbounded.
    case horizontal
    /// Both ways: the content is unbounded on both axes.
    case both

    /// True when the content may be taller than the node.
    public var scrollsVertically: Bool { self != .horizontal }
    /// True when the content may be wider than the node.
    public var scrollsHorizontally: Bool { self != .vertical }
}

/// A scroll view (Texture's `ASScrollNode` with `automaticallyManagesContentSize`).
///
/// Its content is a layout element (`content`, or else the node's own layout spec) laid out with
/// the node's range made unbounded along the scrollable directions; the content's size is the
/// scrollable content size. The node's own size is its parent size clamped to its range (so its
/// style or the constrained size decide it); on an axis where that is not a valid size, the
/// content's size is taken. The content is placed at `−contentOffset`, so the placed tree gives
/// the content's frames as they show on screen, and the node clips to its bounds by default.
open class ScrollNode: DisplayNode {
    /// What scrolls: a spec or a node.
    public var content: (any LayoutElement)?
    /// The scrollable directions.
    public var scrollDirection: ScrollDirection = .vertical
    /// How far the content is scrolled: the content point shown at the node's top-left corner.
    public var contentOffset: Point = .zero
    /// When true (the default), the content is laid out unbounded along the scrollable directions
    /// and sizes the scrollable area; when false it is laid out in the node's own range (Texture's
    /// `automaticallyManagesContentSize` off).
    public var managesContentSize = true

    /// Creates a scroll node around `content`; it clips to its bounds and manages its subnodes.
    public init(content: (any LayoutElement)? = nil, scrollDirection: ScrollDirection = .vertical,
                contentOffset: Point = .zero) {
        self.content = content
        self.scrollDirection = scrollDirection
        self.contentOffset = contentOffset
        super.init()
        clipsToBounds = true
        automaticallyManagesSubnodes = true
    }

    /// `scroll`.
    open override var kindName: String { "scroll" }

    /// The content: `content` when set, otherwise the layout spec (`layoutSpecBlock`).
    open override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        content ?? super.layoutSpecThatFits(constrainedSize)
    }

    /// The range the content is measured with: `range` with an unbounded maximum along the
    /// scrollable directions.
    public func contentRange(for range: SizeRange) -> SizeRange {
        guard managesContentSize else { return range }
        var r = range
        if scrollDirection.scrollsVertically { r.max.height = .infinity }
        if scrollDirection.scrollsHorizontally { r.max.width = .infinity }
        return r
    }

    /// Lays the content out unbounded along the scrollable directions, at `−contentOffset`, and
    /// sizes the node as the type describes.
    open override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let inner = contentRange(for: range)
        guard let spec = layoutSpecThatFits(inner) else {
            measuredLayoutSpec = nil
            let want = sizeThatFits(range.max, in: context)
            return Layout(element: self, size: range.clamp(want), grid: context.grid)
        }
        measuredLayoutSpec = spec
        var contentLayout = spec.layoutThatFits(inner, parentSize: inner.max, in: context)
        contentLayout.position = Point(x: -contentOffset.x, y: -contentOffset.y)
        var own = range.clamp(parentSize)
        if !LayoutMath.isValidForSize(own.width) { own.width = contentLayout.size.width }
        if !LayoutMath.isValidForSize(own.height) { own.height = contentLayout.size.height }
        return Layout(element: self, size: own, sublayouts: [contentLayout], grid: context.grid)
    }
}
