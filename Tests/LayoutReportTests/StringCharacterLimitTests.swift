@testable import LayoutReport
import Testing

@Suite struct StringCharacterLimitTests {
    @Test func countsCharactersNotBytes() {
        #expect(!"".hasMoreCharacters(than: 0))
        #expect("a".hasMoreCharacters(than: 0))
        #expect(!"abc".hasMoreCharacters(than: 3))
        #expect("abcd".hasMoreCharacters(than: 3))
        // Three characters in 3 × 4 bytes (an emoji), in 3 + 6 bytes (combining accents), a
        // family of 18 bytes as one character.
        #expect(!"😀😀😀".hasMoreCharacters(than: 3))
        #expect("😀😀😀".hasMoreCharacters(than: 2))
        #expect(!"e\u{301}e\u{301}e\u{301}".hasMoreCharacters(than: 3))
        #expect(!"👨\u{200D}👩\u{200D}👧".hasMoreCharacters(than: 1))
        for text in ["", "plain", "é😀e\u{301}\r\n", String(repeating: "ab😀", count: 50)] {
            for limit in 0...text.count + 2 { #expect(text.hasMoreCharacters(than: limit) == (text.count > limit)) }
        }
    }
}
