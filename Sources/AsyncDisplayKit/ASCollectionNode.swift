import Foundation
import LayoutEngine
import LayoutGeometry

/// A collection as a node (Texture's `ASCollectionNode`) laid out by a `UICollectionViewFlowLayout`:
/// items of cell nodes from its data source in lines, wrapping (`FlowArrangement` has the rules),
/// with section headers and footers, drawn where they show.
///
/// Each item is measured as Texture measures it (`ASCollectionDelegate`'s
/// `collectionNode(_:constrainedSizeForItemAt:)`, else the layout's `itemSize` exactly when set,
/// else up to the collection's width less its content inset, any height, for a vertical flow);
/// headers and footers as wide as the collection (vertical) in the delegate's range or at the
/// layout's reference size. The section insets and spacings come from the flow-layout delegate
/// (`ASCollectionDelegateFlowLayout`) or the layout. With the layout's
/// `sectionHeadersPinToVisibleBounds`, headers stay pinned at the top while their section scrolls.
open class ASCollectionNode: ASDisplayNode, ASListUpdating {
    override func makeNode() -> DisplayNode { ListNode(arrangement: .flow(horizontal: false)) }
    var list: ListNode { node as! ListNode }
    let cells = ASListCells()
    private let collectionView: ASCollectionView
    private var supplementaryKinds: [String] = []

    /// A collection laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = ASCollectionView(collectionViewLayout: layout)
        super.init()
        collectionView.collectionNode = self
        backgroundColor = .white
        list.sections = { [unowned self] size in self.listSections(for: size) }
    }

    /// A collection laid out by `layout` (the frame is accepted: layout decides the size).
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(collectionViewLayout: layout)
    }

    /// Gives the items.
    open weak var dataSource: ASCollectionDataSource?
    /// Sizes the items and sections and is told of them.
    open weak var delegate: ASCollectionDelegate?

    /// The collection view.
    open override var view: ASCollectionView { collectionView }
    /// The layout (only a flow layout is laid out).
    open var collectionViewLayout: UICollectionViewLayout {
        get { view.collectionViewLayout } set { view.collectionViewLayout = newValue }
    }
    /// Space around the content.
    open var contentInset: UIEdgeInsets {
        get { view.contentInset } set { view.contentInset = newValue }
    }
    /// The content point at the top-left corner (accepted; a screen fixture says how far its
    /// lists are scrolled).
    open var contentOffset: CGPoint {
        get { view.contentOffset } set { view.contentOffset = newValue }
    }
    /// Sets the content offset (accepted).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Whether the collection is upside down (accepted; drawn the right way up).
    open var inverted = false
    /// Screens ahead at which to fetch more (accepted).
    open var leadingScreensForBatching: CGFloat = 2
    /// Whether items can be selected (accepted).
    open var allowsSelection: Bool {
        get { view.allowsSelection } set { view.allowsSelection = newValue }
    }
    /// Whether several items can be selected (accepted).
    open var allowsMultipleSelection: Bool {
        get { view.allowsMultipleSelection } set { view.allowsMultipleSelection = newValue }
    }
    /// Whether it bounces vertically (accepted).
    open var alwaysBounceVertical: Bool {
        get { view.alwaysBounceVertical } set { view.alwaysBounceVertical = newValue }
    }
    /// Whether it bounces horizontally (accepted).
    open var alwaysBounceHorizontal: Bool {
        get { view.alwaysBounceHorizontal } set { view.alwaysBounceHorizontal = newValue }
    }
    /// Whether the vertical indicator shows (accepted).
    open var showsVerticalScrollIndicator: Bool {
        get { view.showsVerticalScrollIndicator } set { view.showsVerticalScrollIndicator = newValue }
    }
    /// Whether the horizontal indicator shows (accepted).
    open var showsHorizontalScrollIndicator: Bool {
        get { view.showsHorizontalScrollIndicator } set { view.showsHorizontalScrollIndicator = newValue }
    }
    /// Whether it pages (accepted).
    open var isPagingEnabled: Bool {
        get { view.isPagingEnabled } set { view.isPagingEnabled = newValue }
    }
    /// The directions it scrolls in: the flow layout's.
    open var scrollableDirections: ASScrollDirection { isHorizontal ? .horizontalDirections : .verticalDirections }

    /// Asks the data source for a node of `elementKind` in each section
    /// (`UICollectionView.elementKindSectionHeader`, `…Footer`).
    open func registerSupplementaryNode(ofKind elementKind: String) {
        if !supplementaryKinds.contains(elementKind) { supplementaryKinds.append(elementKind) }
    }

    // MARK: Data

    /// Asks the data source again at the next layout.
    open func reloadData() {
        cells.reset()
        setNeedsLayout()
    }

    /// Items were inserted: the data source is asked again.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items were deleted: the data source is asked again.
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed: the data source is asked again.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// An item moved: the data source is asked again.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted: the data source is asked again.
    open func insertSections(_ sections: IndexSet) { reloadData() }
    /// Sections were deleted: the data source is asked again.
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Sections changed: the data source is asked again.
    open func reloadSections(_ sections: IndexSet) { reloadData() }

    // MARK: Items

    /// The number of sections.
    open var numberOfSections: Int {
        loadCellsIfNeeded()
        return cells.sections.count
    }
    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCellsIfNeeded()
        return cells.sections.indices.contains(section) ? cells.sections[section].count : 0
    }
    /// The item's cell, or nil.
    open func nodeForItem(at indexPath: IndexPath) -> ASCellNode? {
        loadCellsIfNeeded()
        return cells.cell(at: indexPath)
    }
    /// Where `cellNode` is, or nil.
    open func indexPath(for cellNode: ASCellNode) -> IndexPath? { cells.indexPath(of: cellNode) }
    /// The cells on screen after the latest layout.
    open var visibleNodes: [ASCellNode] { cells.visible(in: list) }
    /// Where the cells on screen are.
    open var indexPathsForVisibleItems: [IndexPath] { visibleNodes.compactMap { cells.indexPath(of: $0) } }
    /// The selected items (none in a fixture).
    open var indexPathsForSelectedItems: [IndexPath]? { nil }
    /// Selects an item (accepted: cells draw no selection).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    /// Deselects an item (accepted).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    /// Scrolls to an item (accepted; a screen fixture says how far its lists are scrolled).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}

    // MARK: Layout

    private var flowLayout: UICollectionViewFlowLayout? { view.collectionViewLayout as? UICollectionViewFlowLayout }
    private var isHorizontal: Bool { flowLayout?.scrollDirection == .horizontal }

    private func loadCellsIfNeeded() {
        guard let dataSource else { return }
        cells.loadIfNeeded(sections: { dataSource.numberOfSections(in: self) },
                           items: { dataSource.collectionNode(self, numberOfItemsInSection: $0) },
                           cell: { dataSource.collectionNode(self, nodeBlockForItemAt: $0)() },
                           supplementary: supplementaryKinds,
                           node: { kind, path in
                               guard self.supplementaryRange(kind, path.section, Size(width: 1, height: 1)) != nil else { return nil }
                               return dataSource.collectionNode(self, nodeBlockForSupplementaryElementOfKind: kind, at: path)()
                           }, cellName: "item")
    }

    /// The sections for a collection of `size`.
    private func listSections(for size: Size) -> [ListSection] {
        guard let layout = flowLayout else {
            UIKitEnvironment.report("\(ASNodeNaming.describe(self)): only UICollectionViewFlowLayout is laid out, "
                                    + "not \(type(of: view.collectionViewLayout))")
            return []
        }
        view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let horizontal = layout.scrollDirection == .horizontal
        list.arrangement = .flow(horizontal: horizontal)
        list.pinsSectionHeaders = layout.sectionHeadersPinToVisibleBounds
        list.contentInset = view.contentInset.edgeInsets
        loadCellsIfNeeded()
        let flow = delegate as? ASCollectionDelegateFlowLayout
        let itemRange = defaultItemRange(layout, size)
        return cells.sections.enumerated().map { section, items in
            let ranged = items.enumerated().map { index, cell in
                let asked = delegate?.collectionNode(self, constrainedSizeForItemAt: IndexPath(item: index, section: section))
                let range = asked.flatMap { $0 == ASSizeRangeUnconstrained ? nil : $0.sizeRange } ?? itemRange
                return ListSection.Item(node: cell.node, range: range)
            }
            func supplementary(_ kind: String) -> ListSection.Item? {
                guard let node = cells.supplementary[section][kind], let range = supplementaryRange(kind, section, size) else { return nil }
                return ListSection.Item(node: node.node, range: range)
            }
            let inset = flow?.collectionView(view, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let line = flow?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let interitem = flow?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            return ListSection(items: ranged, header: supplementary(UICollectionView.elementKindSectionHeader),
                               footer: supplementary(UICollectionView.elementKindSectionFooter), inset: inset.edgeInsets,
                               lineSpacing: Double(line), interitemSpacing: Double(interitem))
        }
    }

    /// Texture's range for an item the delegate does not size: the layout's `itemSize` exactly
    /// when it was set, else up to the collection's size less its content inset across the flow.
    private func defaultItemRange(_ layout: UICollectionViewFlowLayout, _ size: Size) -> SizeRange {
        let itemSize = layout.itemSize != UICollectionViewFlowLayout.defaultItemSize ? layout.itemSize.layoutSize : nil
        return ListSection.flowItemRange(itemSize: itemSize, listSize: size, contentInset: list.contentInset,
                                         horizontal: layout.scrollDirection == .horizontal)
    }

    /// The range of a header or footer, nil when there is none (Texture makes one only when the
    /// range's height, across a vertical flow, is above zero): the delegate's or the layout's,
    /// exactly as wide as the collection (as tall, horizontal).
    private func supplementaryRange(_ kind: String, _ section: Int, _ size: Size) -> SizeRange? {
        guard let layout = flowLayout else { return nil }
        let flow = delegate as? ASCollectionDelegateFlowLayout
        let range: SizeRange
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            range = (flow?.collectionNode(self, sizeRangeForHeaderInSection: section) ?? ASSizeRangeMake(layout.headerReferenceSize)).sizeRange
        case UICollectionView.elementKindSectionFooter:
            range = (flow?.collectionNode(self, sizeRangeForFooterInSection: section) ?? ASSizeRangeMake(layout.footerReferenceSize)).sizeRange
        default:
            return nil
        }
        return ListSection.flowSupplementaryRange(range, listSize: size, horizontal: layout.scrollDirection == .horizontal)
    }

    /// Tells the delegate of the items on screen, each once.
    override func checkAfterLayout() {
        guard let delegate else { return }
        for cell in visibleNodes where cells.markDisplayed(cell) { delegate.collectionNode(self, willDisplayItemWith: cell) }
    }
}

/// A collection node's view (Texture's `ASCollectionView`): its background colour is the node's;
/// its content inset is laid out by the node.
open class ASCollectionView: UICollectionView {
    /// The node.
    open internal(set) weak var collectionNode: ASCollectionNode?

    init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: .zero, collectionViewLayout: layout)
        onChange = { [weak self] property in
            guard let self, let node = self.collectionNode else { return }
            if property == "backgroundColor" { node.backgroundColor = self.backgroundColor }
            if property == "contentInset" { node.setNeedsLayout() }
        }
    }
}
