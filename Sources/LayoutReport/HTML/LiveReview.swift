/// What a page served by a review session carries besides the report: the session's token, which
/// every request that changes something must send back, the report's version and how many
/// approvals can be undone.
public struct LiveReview: Sendable, Equatable {
    /// The session's secret, sent back in the `X-Layoutlab-Token` header of every POST.
    public var token: String
    /// The report's version when the page was served.
    public var version: Int
    /// How many approvals can be undone.
    public var undoable: Int

    /// Creates the value.
    public init(token: String, version: Int, undoable: Int) {
        self.token = token
        self.version = version
        self.undoable = undoable
    }
}
