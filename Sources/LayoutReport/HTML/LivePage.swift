/// The page a review server serves (`HTMLReportWriter.livePage`) and the Content-Security-Policy
/// to send with it: the page's own policy, and no framing (`frame-ancestors 'none'`, which only
/// a header can say).
public struct LivePage: Sendable, Equatable {
    /// The HTML.
    public var html: String
    /// The `Content-Security-Policy` header's value.
    public var contentSecurityPolicy: String

    /// The value as given.
    public init(html: String, contentSecurityPolicy: String) {
        self.html = html
        self.contentSecurityPolicy = contentSecurityPolicy
    }
}
