import LayoutEngine
import LayoutGeometry

/// One section of a `table` or `collection` element: its rows or items, and its header and
/// footer.
public struct ListSectionDescription: Sendable {
    /// The rows (a table) or items (a collection), in order.
    public var items: [ElementDescription]
    /// The header element, above the section's rows or items.
    public var header: ElementDescription?
    /// The footer element, below them.
    public var footer: ElementDescription?
    /// A table's header height: the header element's exact height, or without one a gap.
    public var headerHeight: Double?
    /// A table's footer height, as `headerHeight`.
    public var footerHeight: Double?
    /// The section's own flow spacing, where it differs from the collection's.
    public var flow = FlowSpacingDescription()

    /// A section of `items`.
    public init(items: [ElementDescription]) {
        self.items = items
    }
}

/// A flow layout's spacing, each value nil where it is not given (a section then takes its
/// collection's, and a collection UIKit's default).
public struct FlowSpacingDescription: Sendable, Hashable {
    /// Space around a section's items.
    public var sectionInset: EdgeInsets?
    /// Space between lines.
    public var minimumLineSpacing: Double?
    /// The least space between items of a line.
    public var minimumInteritemSpacing: Double?

    /// Nothing given.
    public init() {}
}

/// Settings of a table element (a plain `UITableView` as Texture's `ASTableNode` fills it).
public struct TableProperties: Sendable, Hashable {
    /// Whether each row is followed by a one-pixel separator line.
    public var separators = true
    /// The separator lines' colour; nil for UIKit's separator colour.
    public var separatorColor: Color?
    /// Space around the content.
    public var contentInset: EdgeInsets = .zero
    /// The content point shown at the top-left corner; nil for the top of the content.
    public var contentOffset: Point?
}

/// Settings of a collection element (a `UICollectionViewFlowLayout` as Texture's
/// `ASCollectionNode` fills it).
public struct CollectionProperties: Sendable, Hashable {
    /// The direction the flow scrolls in.
    public var scrollDirection: CollectionScrollDirection = .vertical
    /// Every item's exact size; nil for items that size themselves.
    public var itemSize: Size?
    /// The sections' spacing unless a section gives its own.
    public var flow = FlowSpacingDescription()
    /// Whether section headers stay pinned to the visible area while their section scrolls.
    public var sectionHeadersPinToVisibleBounds = false
    /// Space around the content.
    public var contentInset: EdgeInsets = .zero
    /// The content point shown at the top-left corner; nil for the top-left of the content.
    public var contentOffset: Point?
}

/// The directions a collection's flow layout scrolls in, as `UICollectionViewFlowLayout`'s.
public enum CollectionScrollDirection: String, CaseIterable, Hashable, Sendable {
    /// Lines of items stacked top to bottom.
    case vertical
    /// Lines of items side by side, left to right.
    case horizontal
}
