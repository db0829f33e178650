import Foundation

/// Gives a collection node its items (Texture's `ASCollectionDataSource`). Every method is
/// optional, as in Texture: one section unless `numberOfSections(in:)` says otherwise, each item's
/// cell from `collectionNode(_:nodeBlockForItemAt:)` or else `collectionNode(_:nodeForItemAt:)`,
/// and a header or footer node for each kind registered with `registerSupplementaryNode(ofKind:)`.
public protocol ASCollectionDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int
    /// The number of items in `section` (0 by default).
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int
    /// A block that makes the item's cell (by default, one that asks `collectionNode(_:nodeForItemAt:)`).
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
    /// The item's cell; asked when `collectionNode(_:nodeBlockForItemAt:)` is not implemented.
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
    /// A block that makes a header or footer (by default, one that asks
    /// `collectionNode(_:nodeForSupplementaryElementOfKind:at:)`).
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> ASCellNodeBlock
    /// A header or footer.
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> ASCellNode
    /// Texture 1's name of `numberOfSections(in:)`, asked when that is not implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Texture 1's name of `collectionNode(_:numberOfItemsInSection:)`, asked when that is not implemented.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Texture 1's name of `collectionNode(_:nodeBlockForItemAt:)`, asked when neither
    /// `collectionNode` method that makes cells is implemented.
    func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
    /// Texture 1's name of `collectionNode(_:nodeForItemAt:)`.
    func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath) -> ASCellNode
}

extension ASCollectionDataSource {
    /// Texture 1's `numberOfSections(in:)` with the collection view; one section when that is not
    /// implemented either.
    public func numberOfSections(in collectionNode: ASCollectionNode) -> Int { numberOfSections(in: collectionNode.view) }
    /// Texture 1's `collectionView(_:numberOfItemsInSection:)`; no items when that is not implemented either.
    public func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        collectionView(collectionNode.view, numberOfItemsInSection: section)
    }
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A block that asks `collectionView(_:nodeForItemAt:)`.
    public func collectionView(_ collectionView: ASCollectionView, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        { [self] in self.collectionView(collectionView, nodeForItemAt: indexPath) }
    }
    /// A block that asks `collectionNode(_:nodeForItemAt:)`.
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        { [self] in self.collectionNode(collectionNode, nodeForItemAt: indexPath) }
    }
    /// Texture 1's `collectionView(_:nodeBlockForItemAt:)`.
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        collectionView(collectionNode.view, nodeBlockForItemAt: indexPath)()
    }
    /// An empty cell, and a problem reported: the data source gives no cells.
    public func collectionView(_ collectionView: ASCollectionView, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        let owner = collectionView.collectionNode.map(ASNodeNaming.describe) ?? "ASCollectionNode"
        UIKitEnvironment.report("\(owner)'s data source gives no cell for item \(indexPath.item) of "
                                + "section \(indexPath.section) (implement collectionNode(_:nodeBlockForItemAt:) or collectionNode(_:nodeForItemAt:))")
        return ASCellNode()
    }
    /// A block that asks `collectionNode(_:nodeForSupplementaryElementOfKind:at:)`.
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> ASCellNodeBlock {
        { [self] in self.collectionNode(collectionNode, nodeForSupplementaryElementOfKind: kind, at: indexPath) }
    }
    /// An empty node, and a problem reported: a registered kind with no node.
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> ASCellNode {
        UIKitEnvironment.report("\(ASNodeNaming.describe(collectionNode))'s data source gives no \(kind) node for section "
                                + "\(indexPath.section) (implement collectionNode(_:nodeForSupplementaryElementOfKind:at:))")
        return ASCellNode()
    }
}

/// Sizes a collection node's items and is told of them (Texture's `ASCollectionDelegate`). Every
/// method is optional.
public protocol ASCollectionDelegate: AnyObject {
    /// The range an item's cell is measured in. By default unconstrained, which means: the flow
    /// layout's `itemSize` exactly when it was set, else up to the collection's width less its
    /// content inset (vertical) or height (horizontal), as Texture sizes items.
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange
    /// Texture 1's name of `collectionNode(_:constrainedSizeForItemAt:)`, asked when that is not implemented.
    func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath) -> ASSizeRange
    /// An item is about to show (called once for each item on screen after layout).
    func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode)
    /// Whether to fetch more content (never asked: a fixture does not scroll to the end).
    func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool
    /// Fetch more content (never called).
    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASCollectionDelegate {
    /// Texture 1's `collectionView(_:constrainedSizeForNodeAt:)`; unconstrained (see the
    /// requirement) when that is not implemented either.
    public func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
        collectionView(collectionNode.view, constrainedSizeForNodeAt: indexPath)
    }
    /// Unconstrained.
    public func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath) -> ASSizeRange {
        ASSizeRangeUnconstrained
    }
    /// Nothing.
    public func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {}
    /// False.
    public func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool { false }
    /// Completes at once.
    public func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        context.completeBatchFetching(true)
    }
}

/// A collection delegate that sizes a flow layout's sections (Texture's
/// `ASCollectionDelegateFlowLayout`, with the `UICollectionViewDelegateFlowLayout` methods Texture
/// passes on). Every method is optional; each defaults to the flow layout's own setting.
public protocol ASCollectionDelegateFlowLayout: ASCollectionDelegate {
    /// The header's range (by default the reference size exactly); its width (vertical) or
    /// height (horizontal) is the collection's. A header of zero height (width) is not made.
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange
    /// The footer's range (by default the reference size exactly).
    func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int) -> ASSizeRange
    /// The header's size (by default the flow layout's `headerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size (by default the flow layout's `footerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
    /// Space around the section's items (by default the flow layout's `sectionInset`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// Space between lines (by default the flow layout's `minimumLineSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of a line (by default the flow layout's `minimumInteritemSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension ASCollectionDelegateFlowLayout {
    /// The reference size, exactly.
    public func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange {
        ASSizeRangeMake(collectionView(collectionNode.view, layout: collectionNode.view.collectionViewLayout,
                                       referenceSizeForHeaderInSection: section))
    }
    /// The reference size, exactly.
    public func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForFooterInSection section: Int) -> ASSizeRange {
        ASSizeRangeMake(collectionView(collectionNode.view, layout: collectionNode.view.collectionViewLayout,
                                       referenceSizeForFooterInSection: section))
    }
    /// The flow layout's.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
    /// The flow layout's.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The flow layout's.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
}
