import Foundation
import LayoutEngine
import LayoutGeometry

/// Gives a pager its pages (Texture's `ASPagerDataSource`): how many, and each page's cell from
/// `pagerNode(_:nodeBlockAt:)` or else `pagerNode(_:nodeAt:)`.
public protocol ASPagerDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagerNode: ASPagerNode) -> Int
    /// The page's cell; asked when `pagerNode(_:nodeBlockAt:)` is not implemented.
    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode
    /// A block that makes the page's cell (by default, one that asks `pagerNode(_:nodeAt:)`).
    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock
}

extension ASPagerDataSource {
    /// An empty cell: a data source implements this or `pagerNode(_:nodeBlockAt:)`.
    public func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { ASCellNode() }
    /// A block that asks `pagerNode(_:nodeAt:)`.
    public func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        let node = self.pagerNode(pagerNode, nodeAt: index)
        return { node }
    }
}

/// Texture 1's name of `ASPagerDataSource`.
public typealias ASPagerNodeDataSource = ASPagerDataSource

/// Told of a pager's pages (Texture's `ASPagerDelegate`, a collection delegate; the page size is
/// the pager's own).
public protocol ASPagerDelegate: ASCollectionDelegate {}

/// The horizontal flow layout of a pager: no spacing between pages (Texture's `ASPagerFlowLayout`).
open class ASPagerFlowLayout: UICollectionViewFlowLayout {
    /// A horizontal layout without spacing.
    public override init() {
        super.init()
        scrollDirection = .horizontal
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    /// A horizontal layout without spacing (archives are not read).
    public required init?(coder: NSCoder) {
        super.init()
        scrollDirection = .horizontal
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }
}

/// Pages side by side, each as large as the pager less its top and bottom content inset, the
/// current one showing (Texture's `ASPagerNode`, a horizontal collection that pages). A fixture
/// shows page 0, or the page given to `scrollToPage(at:animated:)`.
open class ASPagerNode: ASCollectionNode {
    private weak var pagerDataSource: ASPagerDataSource?
    private weak var pagerDelegate: ASPagerDelegate?
    private lazy var proxy = ASPagerProxy(pager: self)

    /// A pager with an `ASPagerFlowLayout`.
    public convenience init() {
        self.init(collectionViewLayout: ASPagerFlowLayout())
    }

    /// A pager with `flowLayout`, which must scroll horizontally (it is made to).
    public init(collectionViewLayout flowLayout: ASPagerFlowLayout) {
        flowLayout.scrollDirection = .horizontal
        super.init(collectionViewLayout: flowLayout)
        isPagingEnabled = true
        allowsSelection = false
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        super.dataSource = proxy
        super.delegate = proxy
    }

    /// Sets the pager's data source (held weakly).
    open func setDataSource(_ dataSource: ASPagerDataSource?) {
        pagerDataSource = dataSource
        super.dataSource = proxy
    }

    /// Sets the pager's delegate (held weakly).
    open func setDelegate(_ delegate: ASPagerDelegate?) {
        pagerDelegate = delegate
        super.delegate = proxy
    }

    /// The pager's data source.
    var pagesSource: ASPagerDataSource? { pagerDataSource }
    /// The pager's delegate.
    var pagesDelegate: ASPagerDelegate? { pagerDelegate }

    /// Whether UIKit may adjust the insets (accepted).
    open var allowsAutomaticInsetsAdjustment = false

    /// The page showing: 0, or the last page given to `scrollToPage(at:animated:)`.
    open var currentPageIndex: Int { list.page }

    /// Shows page `index`: the fixture is drawn scrolled to it.
    open func scrollToPage(at index: Int, animated: Bool) {
        guard list.page != max(0, index) else { return }
        list.page = max(0, index)
        setNeedsLayout()
    }

    /// The cell of page `index`.
    open func nodeForPage(at index: Int) -> ASCellNode {
        nodeForItem(at: IndexPath(item: index, section: 0)) ?? ASCellNode()
    }

    /// The index of the page whose cell is `node`; `NSNotFound` when it is none.
    open func indexOfPage(with node: ASCellNode) -> Int {
        indexPath(for: node)?.item ?? NSNotFound
    }

    /// The size of a page: the pager's, less its top and bottom content inset.
    var pageSize: CGSize {
        var size = view.frame.size
        size.height -= contentInset.top + contentInset.bottom
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}

/// The pager's collection data source and delegate: pages from the pager's data source, each
/// exactly the page size; the rest goes to the pager's delegate.
final class ASPagerProxy: ASCollectionDataSource, ASCollectionDelegate {
    unowned let pager: ASPagerNode

    init(pager: ASPagerNode) { self.pager = pager }

    func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        pager.pagesSource?.numberOfPages(in: pager) ?? 0
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        guard let source = pager.pagesSource else { return { ASCellNode() } }
        return source.pagerNode(pager, nodeBlockAt: indexPath.item)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRangeMake(pager.pageSize)
    }

    func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {
        pager.pagesDelegate?.collectionNode(collectionNode, willDisplayItemWith: node)
    }
}
