import LayoutLabKit
import Testing

/// `--filter` globs: `*` within a path component, `**` across them, `?` one character; decided in
/// time proportional to the pattern's length times the name's.
@Suite struct GlobTests {
    /// Shell matching by backtracking, exponential in the worst case: the reference on small cases.
    private func reference(_ p: [Character], _ i: Int, _ s: [Character], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        if p[i] == "*" {
            let doubleStar = i + 1 < p.count && p[i + 1] == "*"
            let next = doubleStar ? i + 2 : i + 1
            var k = j
            while true {
                if reference(p, next, s, k) { return true }
                if k == s.count || (!doubleStar && s[k] == "/") { return false }
                k += 1
            }
        }
        guard j < s.count else { return false }
        return (p[i] == "?" || p[i] == s[j]) && reference(p, i + 1, s, j + 1)
    }

    @Test func matchesAsTheShellDoes() {
        #expect(Glob.matches("feed/*", "feed/cell@320"))
        #expect(!Glob.matches("feed/*", "feed/cells/a"))
        #expect(Glob.matches("feed/**", "feed/cells/a"))
        #expect(Glob.matches("**/a", "x/y/a"))
        #expect(Glob.matches("*@3?0", "cell@320"))
        #expect(!Glob.matches("cell", "cell@320"))
        #expect(Glob.matches("", ""))
        #expect(!Glob.matches("", "a"))
        #expect(Glob.matches("***", "a/b"))
    }

    @Test func agreesWithBacktrackingOnEveryShortCase() {
        let alphabet: [Character] = ["a", "/", "*", "?"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let p = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let s = (0..<Int.random(in: 0...6, using: &generator)).map { _ in (["a", "/", "b"] as [Character]).randomElement(using: &generator)! }
            #expect(Glob.matches(String(p), String(s)) == reference(p, 0, s, 0), "\(String(p)) ~ \(String(s))")
        }
    }

    @Test func aCharacterIsOneWhateverItsBytes() {
        // Matched as characters, not bytes: each of these is one character of several bytes.
        #expect(Glob.matches("caf?", "café"))
        #expect(Glob.matches("cafe?", "cafe\u{301}") == false, "e + combining accent is one character")
        #expect(Glob.matches("caf?", "cafe\u{301}"))
        #expect(Glob.matches("a?b", "a\r\nb"), "CR LF is one character")
        #expect(!Glob.matches("a??b", "a\r\nb"))
        #expect(Glob.matches("feed/*", "feed/célula"))
        #expect(!Glob.matches("feed/*", "feed/é/a"))
        #expect(Glob.matches("**/é", "x/y/é"))
        // The text before the first wildcard turns a name down, or not, as the table would.
        #expect(!Glob.matches("screens3/*", "screens4/screen3"))
        #expect(!Glob.matches("screens3/screen1", "screens3/screen10"))
        #expect(Glob.matches("screens3/screen1*", "screens3/screen10"))
        #expect(!Glob.matches("screens3/screen10x*", "screens3/screen10"))
    }

    @Test func agreesWithBacktrackingOnEveryShortCaseOfOtherCharacters() {
        let alphabet: [Character] = ["é", "/", "*", "?", "a"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let p = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let s = (0..<Int.random(in: 0...6, using: &generator)).map { _ in (["é", "/", "a", "\r\n"] as [Character]).randomElement(using: &generator)! }
            #expect(Glob.matches(String(p), String(s)) == reference(p, 0, s, 0), "\(String(p)) ~ \(String(s))")
        }
    }

    @Test func patternsThatBacktrackExponentiallyAreDecided() {
        let name = String(repeating: "a", count: 400)
        let pattern = String(repeating: "*a", count: 40) + "b"
        #expect(!Glob.matches(pattern, name))
        #expect(Glob.matches(String(repeating: "*a", count: 40), name))
        #expect(!Glob.matches(String(repeating: "**a", count: 40) + "/", name + "/x"))
    }
}
