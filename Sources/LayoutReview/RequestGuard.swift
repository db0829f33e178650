/// Decides which requests the review server answers: only those addressed to it by its own name
/// (the `Host` header, against DNS rebinding), and, for anything that changes files, only those
/// from its own page (the `Origin` header) carrying the session's token, which only that page
/// holds. Another site open in the same browser can neither read the page nor approve anything.
struct RequestGuard: Sendable {
    /// The session's secret.
    let token: String
    /// The `Host` values the server answers to (`127.0.0.1:8123`, `localhost:8123`).
    let hosts: Set<String>

    /// The hosts for a server listening on `host`:`port`.
    init(token: String, host: String, port: Int) {
        self.token = token
        var names: Set<String> = [host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"]
        if host == "127.0.0.1" || host == "::1" || host == "localhost" {
            names.formUnion(["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"])
        }
        hosts = names
    }

    /// Why a request is refused (answered 403), or nil when it is accepted.
    func refusal(changesState: Bool, host: String?, origin: String?, token sent: String?) -> String? {
        guard let host, hosts.contains(host.lowercased()) else {
            return "this server answers only to \(hosts.sorted().joined(separator: " or ")), not \(host ?? "a request without Host")"
        }
        guard changesState else { return nil }
        guard let origin, origin.lowercased() == "http://" + host.lowercased() else {
            return "a change is accepted only from the review page itself (Origin http://\(host)), not from \(origin ?? "a request without Origin")"
        }
        guard let sent, RequestGuard.same(sent, token) else {
            return "a change needs the session's token (X-Layoutlab-Token), which the review page carries"
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
