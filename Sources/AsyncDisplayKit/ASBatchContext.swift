import Foundation

/// What a table or collection node hands its delegate when it asks for more content (Texture's
/// `ASBatchContext`): a fixture never scrolls to the end, so batch fetching never begins.
open class ASBatchContext: NSObject {
    /// Whether a fetch is under way (never, in a fixture).
    open func isFetching() -> Bool { false }
    /// Tells the node the fetch finished.
    open func completeBatchFetching(_ didComplete: Bool) {}
    /// Cancels the fetch.
    open func cancelBatchFetching() {}
    /// Begins a fetch.
    open func beginBatchFetching() {}
    /// Whether the fetch was cancelled.
    open func batchFetchingWasCancelled() -> Bool { false }
}
