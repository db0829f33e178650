/// Shell-style name matching for `--filter`: `*` matches any run of characters except `/`,
/// `**` any run including `/`, `?` one character.
///
/// Matching takes time proportional to the pattern's length times the name's, whatever the
/// pattern (`*a*a*a…b` against a long name included): each pair of positions is decided once.
public enum Glob {
    /// True when `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern), s = Array(name)
        let width = s.count + 1
        // matched[i * width + j]: the pattern from i matches the name from j.
        var matched = [Bool](repeating: false, count: (p.count + 1) * width)
        matched[p.count * width + s.count] = true
        var i = p.count - 1
        while i >= 0 {
            let doubleStar = p[i] == "*" && i + 1 < p.count && p[i + 1] == "*"
            let next = doubleStar ? i + 2 : i + 1
            var j = s.count
            while j >= 0 {
                let here: Bool
                if p[i] == "*" {
                    here = matched[next * width + j]
                        || (j < s.count && (doubleStar || s[j] != "/") && matched[i * width + j + 1])
                } else {
                    here = j < s.count && (p[i] == "?" || p[i] == s[j]) && matched[(i + 1) * width + j + 1]
                }
                matched[i * width + j] = here
                j -= 1
            }
            i -= 1
        }
        return matched[0]
    }
}
