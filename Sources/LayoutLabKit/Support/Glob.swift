/// Shell-style name matching for `--filter`: `*` matches any run of characters except `/`,
/// `**` any run including `/`, `?` one character.
///
/// Matching takes time proportional to the pattern's length times the name's, whatever the
/// pattern (`*a*a*a…b` against a long name included), and memory proportional to the name's: each
/// pair of positions is decided once, keeping three rows of the table. A pattern and name of
/// ASCII, where a character is a byte, are matched as bytes, and a name that does not start with
/// the pattern's text before its first wildcard is turned down at once: a filter looks at every
/// fixture file's name and path.
public enum Glob {
    /// True when `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        var pattern = pattern, name = name
        let bytes = pattern.withUTF8 { p in name.withUTF8 { s in matchesASCII(p, s) } }
        if let bytes { return bytes }
        return matches(Array(pattern), Array(name), star: "*", question: "?", slash: "/")
    }

    /// The match of ASCII `pattern` and `name`; nil when either holds another byte, or a carriage
    /// return (which with a line feed after it makes one character).
    private static func matchesASCII(_ p: UnsafeBufferPointer<UInt8>, _ s: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard isPlainASCII(p), isPlainASCII(s) else { return nil }
        // The text before the first wildcard must begin the name.
        var k = 0
        while k < p.count, p[k] != UInt8(ascii: "*"), p[k] != UInt8(ascii: "?") {
            if k == s.count || s[k] != p[k] { return false }
            k += 1
        }
        if k == p.count { return k == s.count }
        return matches(p, s, star: UInt8(ascii: "*"), question: UInt8(ascii: "?"), slash: UInt8(ascii: "/"))
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var all: UInt8 = 0, carriageReturn = false
        for byte in bytes {
            all |= byte
            carriageReturn = carriageReturn || byte == UInt8(ascii: "\r")
        }
        return all < 0x80 && !carriageReturn
    }

    /// The table-driven match of `p` against `s`, characters or bytes.
    private static func matches<C: RandomAccessCollection>(_ p: C, _ s: C, star: C.Element, question: C.Element,
                                                           slash: C.Element) -> Bool
    where C.Element: Equatable, C.Index == Int {
        let width = s.count + 1
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 3 * width) { rows in
            // Rows of the table "the pattern from i matches the name from j", for i + 2, i + 1 and i.
            rows.initialize(repeating: false)
            var afterNext = rows.baseAddress!, next = afterNext + width, current = next + width
            next[s.count] = true  // i == p.count: only the empty rest of the name
            var i = p.count - 1
            while i >= 0 {
                let doubleStar = p[i] == star && i + 1 < p.count && p[i + 1] == star
                var j = s.count
                while j >= 0 {
                    if p[i] == star {
                        let rest = doubleStar ? afterNext[j] : next[j]
                        current[j] = rest || (j < s.count && (doubleStar || s[j] != slash) && current[j + 1])
                    } else {
                        current[j] = j < s.count && (p[i] == question || p[i] == s[j]) && next[j + 1]
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
}
