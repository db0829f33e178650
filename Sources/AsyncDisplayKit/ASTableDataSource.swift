import Foundation

/// Gives a table node its rows (Texture's `ASTableDataSource`). Every method is optional, as in
/// Texture: one section unless `numberOfSections(in:)` says otherwise, and each row's cell from
/// `tableNode(_:nodeBlockForRowAt:)` or, when that is not implemented, `tableNode(_:nodeForRowAt:)`.
public protocol ASTableDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableNode: ASTableNode) -> Int
    /// The number of rows in `section` (0 by default).
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
    /// A block that makes the row's cell (by default, one that asks `tableNode(_:nodeForRowAt:)`).
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
    /// The row's cell; asked when `tableNode(_:nodeBlockForRowAt:)` is not implemented.
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
    /// Texture 1's name of `numberOfSections(in:)`, asked when that is not implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// Texture 1's name of `tableNode(_:numberOfRowsInSection:)`, asked when that is not implemented.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Texture 1's name of `tableNode(_:nodeBlockForRowAt:)`, asked when neither `tableNode` method
    /// that makes cells is implemented.
    func tableView(_ tableView: ASTableView, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
    /// Texture 1's name of `tableNode(_:nodeForRowAt:)`.
    func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode
    /// The title UIKit draws in a section's default header (none by default); a header view from
    /// the delegate wins.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title UIKit draws in a section's default footer (none by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension ASTableDataSource {
    /// Texture 1's `numberOfSections(in:)` with the table view; one section when that is not
    /// implemented either.
    public func numberOfSections(in tableNode: ASTableNode) -> Int { numberOfSections(in: tableNode.view) }
    /// Texture 1's `tableView(_:numberOfRowsInSection:)`; no rows when that is not implemented either.
    public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        self.tableView(tableNode.view, numberOfRowsInSection: section)
    }
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A block that asks `tableView(_:nodeForRowAt:)`.
    public func tableView(_ tableView: ASTableView, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        { [self] in self.tableView(tableView, nodeForRowAt: indexPath) }
    }
    /// A block that asks `tableNode(_:nodeForRowAt:)`.
    public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        { [self] in self.tableNode(tableNode, nodeForRowAt: indexPath) }
    }
    /// Texture 1's `tableView(_:nodeBlockForRowAt:)`.
    public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        self.tableView(tableNode.view, nodeBlockForRowAt: indexPath)()
    }
    /// None.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// None.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// An empty cell, and a problem reported: the data source gives no cells.
    public func tableView(_ tableView: ASTableView, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let owner = tableView.tableNode.map(ASNodeNaming.describe) ?? "ASTableNode"
        UIKitEnvironment.report("\(owner)'s data source gives no cell for row \(indexPath.row) "
                                + "of section \(indexPath.section) (implement tableNode(_:nodeBlockForRowAt:) or tableNode(_:nodeForRowAt:))")
        return ASCellNode()
    }
}

/// Told of a table node's rows, and asked their size ranges and section header and footer
/// heights (Texture's `ASTableDelegate`, with the `UITableViewDelegate` methods Texture passes on).
/// Every method is optional.
public protocol ASTableDelegate: AnyObject {
    /// The range a row's cell is measured in: only its heights count (the width is the table's,
    /// less its content inset); by default 0…∞.
    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
    /// Texture 1's name of `tableNode(_:constrainedSizeForRowAt:)`, asked when that is not implemented.
    func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
    /// A section header's height (by default the table's `sectionHeaderHeight`, which is
    /// `UITableView.automaticDimension`: as tall as its view or title needs, else none in a plain
    /// table and UIKit's spacing in a grouped one).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (by default the table's `sectionFooterHeight`), as the header's.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section header's view (none by default): a node's view is the node, laid out and drawn;
    /// any other view a placeholder as tall as its frame.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A section footer's view (none by default), as the header's.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A row is about to show (called once for each row on screen after layout).
    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode)
    /// Whether to fetch more content (never asked: a fixture does not scroll to the end).
    func shouldBatchFetch(for tableNode: ASTableNode) -> Bool
    /// Fetch more content (never called).
    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASTableDelegate {
    /// Texture 1's `tableView(_:constrainedSizeForRowAt:)`; 0…∞ when that is not implemented either.
    public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
        tableView(tableNode.view, constrainedSizeForRowAt: indexPath)
    }
    /// 0…∞.
    public func tableView(_ tableView: ASTableView, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRangeUnconstrained
    }
    /// The table's `sectionHeaderHeight`, as UIKit takes it when the delegate gives none.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// None.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// None.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
    /// False.
    public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { false }
    /// Completes at once.
    public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        context.completeBatchFetching(true)
    }
}
