import Foundation

/// A scroll view (UIKit's `UIScrollView`) as table and collection code touches it: the content
/// inset is laid out (a table or collection node reads it from its view); scrolling behaviour is
/// accepted.
open class UIScrollView: UIView {
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero { didSet { onChange?("contentInset") } }
    /// The content point at the top-left corner.
    open var contentOffset: CGPoint = .zero { didSet { onChange?("contentOffset") } }
    /// The content's size (set by the table or collection when it lays out).
    open var contentSize: CGSize = .zero
    /// How the safe area adjusts the content inset (`automatic`: by the part of the safe area the
    /// view covers; `never`: not at all).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { onChange?("contentInset") } }
    /// Whether it scrolls (accepted).
    open var isScrollEnabled = true
    /// Whether it pages (accepted).
    open var isPagingEnabled = false
    /// Whether it bounces (accepted).
    open var bounces = true
    /// Whether it bounces vertically with little content (accepted).
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally with little content (accepted).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (accepted; indicators are not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (accepted).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' insets (accepted).
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// How the keyboard is dismissed (accepted).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls to the top (accepted).
    open var scrollsToTop = true
    /// How fast scrolling slows (accepted).
    open var decelerationRate: CGFloat = 0.998
    /// Whether touches are delayed (accepted).
    open var delaysContentTouches = true
    /// The pull-to-refresh control (accepted, not drawn).
    open var refreshControl: UIRefreshControl?
    /// Scrolls (sets `contentOffset`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Scrolls a rectangle into view (accepted).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// Flashes the indicators (accepted).
    open func flashScrollIndicators() {}

    /// How the safe area adjusts the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How the keyboard is dismissed by scrolling.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }
}

/// A pull-to-refresh control (UIKit's `UIRefreshControl`; accepted, not drawn).
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    open private(set) var isRefreshing = false
    /// The title.
    open var attributedTitle: NSAttributedString?
    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }
}

/// A table view (UIKit's `UITableView`): what a table node's `view` is. Its separators, insets
/// and background are drawn by the table node; cells come from the node's data source.
open class UITableView: UIScrollView {
    /// A table's style.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The height that asks the table to size a row, header or footer itself (UIKit's
    /// `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The style.
    public let style: Style
    /// Whether rows have separator lines (a single line by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { onChange?("separatorStyle") } }
    /// The separator lines' colour (UIKit's `separator` colour by default).
    open var separatorColor: UIColor? { didSet { onChange?("separatorColor") } }
    /// The separators' default insets (accepted: a Texture cell's own `separatorInset` decides).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view above the rows, as tall as its frame (a table node lays it out: a node's view is
    /// the node, drawn; any other view a placeholder).
    open var tableHeaderView: UIView? { didSet { onChange?("tableHeaderView") } }
    /// A view below the rows, as `tableHeaderView`.
    open var tableFooterView: UIView? { didSet { onChange?("tableFooterView") } }
    /// The rows' height when cells do not size themselves (Texture's cells always do).
    open var rowHeight: CGFloat = -1
    /// An estimate of the rows' height (accepted).
    open var estimatedRowHeight: CGFloat = -1
    /// Section headers' height when the delegate gives none (`automaticDimension` by default:
    /// as tall as the header's view or title needs).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Section footers' height, as `sectionHeaderHeight`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Estimated section header height (accepted).
    open var estimatedSectionHeaderHeight: CGFloat = 0
    /// Estimated section footer height (accepted).
    open var estimatedSectionFooterHeight: CGFloat = 0
    /// Padding above section headers (accepted).
    open var sectionHeaderTopPadding: CGFloat = 0
    /// Whether rows can be selected (accepted).
    open var allowsSelection = true
    /// Whether several rows can be selected (accepted).
    open var allowsMultipleSelection = false
    /// Whether the table is editing (accepted).
    open var isEditing = false
    /// Whether cell margins follow the readable width (accepted).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The background view (accepted, not drawn).
    open var backgroundView: UIView?

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    /// A plain table.
    public override init() {
        style = .plain
        super.init()
    }

    /// Sets editing (accepted).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Registers a cell class (accepted).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// The selected row (none in a fixture).
    open var indexPathForSelectedRow: IndexPath? { nil }
    /// Deselects a row (accepted: rows draw no selection).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// Reloads the rows (the table node asks its data source again).
    open func reloadData() {}
}

extension UITableViewCell {
    /// A table's separator lines.
    public enum SeparatorStyle: Int, Sendable {
        /// None.
        case none
        /// One line under each row.
        case singleLine
        /// Etched (drawn as a single line).
        case singleLineEtched
    }
}

/// A collection view (UIKit's `UICollectionView`): what a collection node's `view` is.
open class UICollectionView: UIScrollView {
    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A scroll direction.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// A position to scroll an item to.
    public struct ScrollPosition: OptionSet, Sendable {
        /// Bits.
        public let rawValue: UInt
        /// A position from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// Whether items can be selected (accepted).
    open var allowsSelection = true
    /// Whether several items can be selected (accepted).
    open var allowsMultipleSelection = false
    /// The background view (accepted, not drawn).
    open var backgroundView: UIView?

    /// A collection laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Registers a cell class (accepted).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
}

/// A collection layout (UIKit's `UICollectionViewLayout`): only the flow layout is laid out.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out (its frame is the collection's size while it lays out).
    open internal(set) weak var collectionView: UICollectionView?
    /// A layout.
    public override init() { super.init() }
    /// A layout (no archive is read).
    public required init?(coder: NSCoder) { super.init() }
    /// Drops the layout (accepted; layout is computed when a fixture is checked).
    open func invalidateLayout() {}
    /// Prepares the layout (accepted).
    open func prepare() {}
    /// Where scrolling stops (accepted; a screen fixture says how far its lists are scrolled).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where scrolling stops, given its velocity (accepted).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
}

/// UIKit's flow layout (`UICollectionViewFlowLayout`): items in lines, wrapping; its rules are
/// layoutlab's `FlowArrangement`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Every item's size, when the collection's delegate gives no range (UIKit's default 50 × 50
    /// means "not set": cells size themselves).
    open var itemSize = CGSize(width: 50, height: 50)
    /// An estimate (accepted; Texture's cells size themselves).
    open var estimatedItemSize: CGSize = .zero
    /// Space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The least space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero
    /// The header's size (its height in a vertical flow); zero for none.
    open var headerReferenceSize: CGSize = .zero
    /// The footer's size; zero for none.
    open var footerReferenceSize: CGSize = .zero
    /// The scroll direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Whether section headers stay pinned to the top (left, horizontal) of the visible area
    /// while their section scrolls under them (laid out at the screen's scroll position).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay pinned (accepted).
    open var sectionFootersPinToVisibleBounds = false
    /// What the section inset is relative to (accepted).
    open var sectionInsetReference = 0

    /// UIKit's default item size: "not set".
    public static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's automatic size (accepted as "not set").
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}
