import Foundation

/// The data calls table and collection nodes share (Texture's `reloadData`, batch updates and
/// waits): the cells are asked for again at the next layout, and completions run at once.
public protocol ASListUpdating: ASDisplayNode {
    /// Asks the data source again at the next layout.
    func reloadData()
}

extension ASListUpdating {
    /// Asks the data source again; `completion` runs at once.
    public func reloadData(completion: (() -> Void)?) {
        reloadData()
        completion?()
    }
    /// Measures the cells again at the next layout.
    public func relayoutItems() { setNeedsLayout() }
    /// Runs `updates`; the data source is asked again at the next layout.
    public func performBatch(animated: Bool, updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// Runs `updates`; the data source is asked again at the next layout.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(animated: true, updates: updates, completion: completion)
    }
    /// Returns at once: updates are applied when the node lays out.
    public func waitUntilAllUpdatesAreProcessed() {}
    /// Returns at once.
    public func waitUntilAllUpdatesAreCommitted() {}
}
