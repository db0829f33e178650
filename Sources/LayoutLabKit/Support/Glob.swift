/// Shell-style name matching for `--filter`: `*` matches any run of characters except `/`,
/// `**` any run including `/`, `?` one character.
public enum Glob {
    /// True when `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        match(Array(pattern), 0, Array(name), 0)
    }

    private static func match(_ p: [Character], _ i: Int, _ s: [Character], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        if p[i] == "*" {
            let doubleStar = i + 1 < p.count && p[i + 1] == "*"
            let next = doubleStar ? i + 2 : i + 1
            var k = j
            while true {
                if match(p, next, s, k) { return true }
                if k == s.count || (!doubleStar && s[k] == "/") { return false }
                k += 1
            }
        }
        guard j < s.count else { return false }
        if p[i] == "?" || p[i] == s[j] { return match(p, i + 1, s, j + 1) }
        return false
    }
}
