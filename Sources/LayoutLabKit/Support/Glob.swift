/// Shell-style name matching for `--filter`: `*` matches any run of characters except `/`,
/// `**` any run including `/`, `?` one character.
///
/// Matching takes time proportional to the pattern's length times the name's, whatever the
/// pattern (`*a*a*a…b` against a long name included), and memory proportional to the name's: each
/// pair of positions is decided once, keeping three rows of the table.
public enum Glob {
    /// True when `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern), s = Array(name)
        let width = s.count + 1
        // Rows of the table "the pattern from i matches the name from j", for i + 2, i + 1 and i.
        var afterNext = [Bool](repeating: false, count: width)
        var next = [Bool](repeating: false, count: width)
        next[s.count] = true  // i == p.count: only the empty rest of the name
        var current = [Bool](repeating: false, count: width)
        var i = p.count - 1
        while i >= 0 {
            let doubleStar = p[i] == "*" && i + 1 < p.count && p[i + 1] == "*"
            var j = s.count
            while j >= 0 {
                if p[i] == "*" {
                    let rest = doubleStar ? afterNext[j] : next[j]
                    current[j] = rest || (j < s.count && (doubleStar || s[j] != "/") && current[j + 1])
                } else {
                    current[j] = j < s.count && (p[i] == "?" || p[i] == s[j]) && next[j + 1]
                }
                j -= 1
            }
            swap(&afterNext, &next)
            swap(&next, &current)
            i -= 1
        }
        return next[0]
    }
}
