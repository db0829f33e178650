import Yams

/// Values of a parsed layout file, read from the parser's nodes.
enum LayoutFileNodes {
    /// An object's members by key (the first of duplicates).
    static func fields(_ mapping: Node.Mapping) -> [String: Node] {
        var out: [String: Node] = [:]
        for (key, value) in mapping {
            if case .scalar(let k) = key, out[k.string] == nil { out[k.string] = value }
        }
        return out
    }

    /// A JSON string's text (a quoted scalar).
    static func string(_ node: Node?) -> String? {
        guard case .scalar(let s)? = node, s.style == .doubleQuoted else { return nil }
        return s.string
    }

    /// True for `null`.
    static func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node, s.style == .plain, s.string == "null" { return true }
        return false
    }

    /// A JSON number as written (an unquoted scalar other than true, false and null), which may
    /// be too large to be finite.
    static func anyNumber(_ node: Node) -> Double? {
        guard case .scalar(let s) = node, s.style == .plain else { return nil }
        return Double(s.string)
    }

    /// A finite JSON number.
    static func number(_ node: Node?) -> Double? {
        guard let node, let n = anyNumber(node), n.isFinite else { return nil }
        return n
    }

    /// A list of exactly `count` finite numbers, or nil.
    static func numbers(_ node: Node?, count: Int) -> [Double]? {
        guard let list = node?.sequence, list.count == count else { return nil }
        var out: [Double] = []
        out.reserveCapacity(count)
        for item in list {
            guard let n = number(item) else { return nil }
            out.append(n)
        }
        return out
    }
}
