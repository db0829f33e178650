import Foundation
import LayoutEngine
import LayoutGeometry

/// A table as a node (Texture's `ASTableNode`): rows of cell nodes from its data source, stacked
/// as a `UITableView` of the node's style stacks them, and drawn where they show.
///
/// Every row's cell is measured at the table's width less its content inset (and an inset-grouped
/// section's margins), in the heights its delegate's `tableNode(_:constrainedSizeForRowAt:)` gives
/// (0…∞ by default), as Texture measures it; each row is followed by a one-pixel separator line
/// unless `view.separatorStyle` is `.none`. Section headers and footers are the delegate's views or
/// the data source's titles at the delegate's heights (`sectionExtra(_:header:width:metrics:)`);
/// a plain table's headers stay pinned at the top while their section scrolls. The content sits
/// inside the content inset and the part of the screen's safe area the table covers, scrolled to
/// the top (a screen fixture may scroll it).
open class ASTableNode: ASDisplayNode, ASListUpdating {
    override func makeNode() -> DisplayNode { ListNode(arrangement: .table(separators: true)) }
    var list: ListNode { node as! ListNode }
    let cells = ASListCells()
    /// The placeholders of header and footer views that are not nodes' views.
    private var headerPlaceholder: DisplayNode?, footerPlaceholder: DisplayNode?
    /// The section headers' and footers' own nodes.
    let sectionExtras = ASTableSectionExtras()
    private lazy var tableView = ASTableView(tableNode: self, style: tableStyle)
    private let tableStyle: UITableView.Style

    /// A table of `style`: plain, grouped or inset-grouped (`ASTableStyleMetrics`).
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init()
        setUp()
    }

    /// A plain table.
    public override init() {
        tableStyle = .plain
        super.init()
        setUp()
    }

    private func setUp() {
        backgroundColor = ASTableStyleMetrics(style: tableStyle, width: 0).background
        list.sections = { [unowned self] size in self.listSections(for: size) }
    }

    /// Gives the rows.
    open weak var dataSource: ASTableDataSource?
    /// Sizes the rows and is told of them.
    open weak var delegate: ASTableDelegate?

    /// The table view: its separators, content inset and background are laid out and drawn.
    open override var view: ASTableView { tableView }

    /// Space around the rows.
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
    /// Whether the table is upside down (accepted; drawn the right way up).
    open var inverted = false
    /// Screens ahead at which to fetch more (accepted).
    open var leadingScreensForBatching: CGFloat = 2
    /// Whether rows can be selected (accepted).
    open var allowsSelection: Bool {
        get { view.allowsSelection } set { view.allowsSelection = newValue }
    }
    /// Whether several rows can be selected (accepted).
    open var allowsMultipleSelection: Bool {
        get { view.allowsMultipleSelection } set { view.allowsMultipleSelection = newValue }
    }
    /// Whether rows can be selected while editing (accepted).
    open var allowsSelectionDuringEditing = false
    /// Whether the content offset follows inserted rows (accepted).
    open var automaticallyAdjustsContentOffset = false

    // MARK: Data

    /// Asks the data source again at the next layout.
    open func reloadData() {
        cells.reset()
        sectionExtras.reset()
        setNeedsLayout()
    }

    /// Rows were inserted: the data source is asked again.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { reloadData() }
    /// Rows were deleted: the data source is asked again.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { reloadData() }
    /// Rows changed: the data source is asked again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { reloadData() }
    /// A row moved: the data source is asked again.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted: the data source is asked again.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadData() }
    /// Sections were deleted: the data source is asked again.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadData() }
    /// Sections changed: the data source is asked again.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { reloadData() }

    // MARK: Rows

    /// The number of sections.
    open var numberOfSections: Int {
        loadCellsIfNeeded()
        return cells.sections.count
    }
    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        loadCellsIfNeeded()
        return cells.sections.indices.contains(section) ? cells.sections[section].count : 0
    }
    /// The row's cell, or nil.
    open func nodeForRow(at indexPath: IndexPath) -> ASCellNode? {
        loadCellsIfNeeded()
        return cells.cell(at: indexPath)
    }
    /// Where `cellNode` is, or nil.
    open func indexPath(for cellNode: ASCellNode) -> IndexPath? { cells.indexPath(of: cellNode) }
    /// The cells on screen after the latest layout.
    open var visibleNodes: [ASCellNode] { cells.visible(in: list) }
    /// Where the cells on screen are.
    open func indexPathsForVisibleRows() -> [IndexPath] { visibleNodes.compactMap { cells.indexPath(of: $0) } }
    /// The selected row (none in a fixture).
    open var indexPathForSelectedRow: IndexPath? { nil }
    /// The selected rows (none).
    open var indexPathsForSelectedRows: [IndexPath]? { nil }
    /// Selects a row (accepted: cells draw no selection).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    /// Deselects a row (accepted).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// Scrolls to a row (accepted; a screen fixture says how far its lists are scrolled).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    // MARK: Layout

    private func loadCellsIfNeeded() {
        guard let dataSource else { return }
        cells.loadIfNeeded(sections: { dataSource.numberOfSections(in: self) },
                           items: { dataSource.tableNode(self, numberOfRowsInSection: $0) },
                           cell: { dataSource.tableNode(self, nodeBlockForRowAt: $0)() }, cellName: "row")
    }

    /// The sections for a table of `size`: every row measured at the width less the content inset
    /// (and an inset-grouped section's margins), each section with its header and footer.
    private func listSections(for size: Size) -> [ListSection] {
        view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        list.arrangement = .table(separators: view.separatorStyle != .none)
        if let color = view.separatorColor { list.separatorColor = color.layoutColor }
        list.contentInset = view.contentInset.edgeInsets
        loadCellsIfNeeded()
        let width = size.width - list.contentInset.left - list.contentInset.right
        list.tableHeader = extraView(view.tableHeaderView, width: width, placeholder: &headerPlaceholder)
        list.tableFooter = extraView(view.tableFooterView, width: width, placeholder: &footerPlaceholder)
        let metrics = ASTableStyleMetrics(style: tableStyle, width: width)
        list.sectionCard = metrics.card
        // UIKit's plain style floats section headers; the grouped styles scroll them with the rows.
        list.pinsSectionHeaders = tableStyle == .plain
        let rowWidth = width - 2 * (metrics.card?.margin ?? 0)
        return cells.sections.enumerated().map { section, rows in
            let items = rows.enumerated().map { row, cell in
                let asked = delegate?.tableNode(self, constrainedSizeForRowAt: IndexPath(row: row, section: section)) ?? ASSizeRangeUnconstrained
                let range = ListSection.tableRange(width: rowWidth, minHeight: Double(asked.min.height), maxHeight: Double(asked.max.height))
                return ListSection.Item(node: cell.node, range: range, separatorInset: cell.separatorInset.edgeInsets)
            }
            let header = sectionExtra(section, header: true, width: width, metrics: metrics)
            let footer = sectionExtra(section, header: false, width: width, metrics: metrics)
            return ListSection(items: items, header: header.item, footer: footer.item, headerHeight: header.gap, footerHeight: footer.gap)
        }
    }

    /// The table's header or footer view as UIKit places it: as wide as the table's content, as
    /// tall as the view's frame; a node's view is the node, laid out and drawn, any other view a
    /// placeholder labelled with its class.
    private func extraView(_ extra: UIView?, width: Double, placeholder: inout DisplayNode?) -> ListSection.Item? {
        guard let extra else { return nil }
        let node = (extra as? ASNodeStandInView)?.node
        // A node's view has the node's frame (set on the node, or on the view before it was asked for).
        let frame = node.map { $0.frame.height > 0 ? $0.frame : extra.frame } ?? extra.frame
        let height = max(0, Double(frame.height))
        let range = ListSection.tableRange(width: width, minHeight: height, maxHeight: height)
        if let node { return ListSection.Item(node: node.node, range: range) }
        let stand = placeholder ?? DisplayNode()
        stand.placeholderViewClassName = String(describing: type(of: extra))
        placeholder = stand
        return ListSection.Item(node: stand, range: range)
    }

    /// Tells the delegate of the rows on screen, each once.
    override func checkAfterLayout() {
        guard let delegate else { return }
        for cell in visibleNodes where cells.markDisplayed(cell) { delegate.tableNode(self, willDisplayRowWith: cell) }
    }
}

/// A table node's view (Texture's `ASTableView`): its background colour is the node's; its
/// separators and content inset are laid out by the node.
open class ASTableView: UITableView {
    /// The node.
    open private(set) weak var tableNode: ASTableNode?

    init(tableNode: ASTableNode, style: UITableView.Style) {
        self.tableNode = tableNode
        super.init(frame: .zero, style: style)
        onChange = { [weak self] property in
            guard let self, let node = self.tableNode else { return }
            if property == "backgroundColor" { node.backgroundColor = self.backgroundColor }
            if ["contentInset", "tableHeaderView", "tableFooterView"].contains(property) { node.setNeedsLayout() }
        }
    }
}

extension UITableView {
    /// How rows animate (accepted).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row is scrolled to (accepted).
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
}
