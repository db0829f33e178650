/// Decides which requests the review server answers: only those addressed to it by its own name
/// (the `Host` header, against DNS rebinding), and only those of its own page. The browser says
/// where a request comes from (`Sec-Fetch-Site`, `Origin`): another site may open the page itself
/// by a link, and nothing else. The report's data and state, and anything that changes files,
/// need the session's token too, which only the page holds and which a page of another origin
/// cannot send (a `<script>` or `<img>` sends no header of its own). So another site open in the
/// same browser can neither read the report, nor frame the page, nor approve anything.
struct RequestGuard: Sendable {
    /// What a request asks for, from least to most guarded.
    enum Access: Sendable {
        /// The page itself (`GET /`): opened by the reviewer, by a link, never in a frame.
        case page
        /// Files the page loads by element (images, the event stream): from the page's origin only.
        case read
        /// The report's data and state: from the page's origin, with the token.
        case tokenRead
        /// Approve and undo: from the page's origin (`Origin` required), with the token.
        case change
    }

    /// What the guard looks at in a request.
    struct Facts: Sendable {
        var host: String?
        var origin: String?
        var token: String?
        /// `Sec-Fetch-Site`: `same-origin`, `same-site`, `cross-site` or `none`; nil from clients that do not say.
        var fetchSite: String?
        /// `Sec-Fetch-Dest`: `document`, `iframe`, `script`, `image`, `empty` …
        var fetchDest: String?
    }

    /// The session's secret.
    let token: String
    /// The `Host` values the server answers to (`127.0.0.1:8123`, `localhost:8123`).
    let hosts: Set<String>

    /// The hosts for a server listening on `host` (a numeric address):`port`; 127.0.0.1 and ::1
    /// answer to `localhost` and to each other's names too.
    init(token: String, host: String, port: Int) {
        self.token = token
        var names: Set<String> = [host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"]
        if host == "127.0.0.1" || host == "::1" || host == "localhost" {
            names.formUnion(["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"])
        }
        hosts = names
    }

    /// Why a request is refused (answered 403), or nil when it is accepted.
    func refusal(_ access: Access, _ facts: Facts) -> String? {
        guard let host = facts.host, hosts.contains(host.lowercased()) else {
            return "this server answers only to \(hosts.sorted().joined(separator: " or ")), not \(facts.host ?? "a request without Host")"
        }
        let own = "http://" + host.lowercased()
        let site = facts.fetchSite?.lowercased()
        let dest = facts.fetchDest?.lowercased()
        if access == .page {
            if let dest, dest != "document" {
                return "the review page may not be shown inside another page (Sec-Fetch-Dest: \(dest))"
            }
        } else if let site, site != "same-origin" {
            return "only the review page itself may load this (Sec-Fetch-Site: \(site))"
        }
        if let origin = facts.origin, origin.lowercased() != own {
            return "only the review page itself may ask for this (Origin \(own)), not \(origin)"
        }
        if access == .change, facts.origin == nil {
            return "a change is accepted only from the review page itself (Origin \(own)), not from a request without Origin"
        }
        if access == .tokenRead || access == .change {
            guard let sent = facts.token, RequestGuard.same(sent, token) else {
                return "this needs the session's token (X-Layoutlab-Token), which the review page carries"
            }
        }
        return nil
    }

    /// Compares two strings in time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
