import Foundation
import Testing
@testable import LayoutReport

@Suite("Escaping")
struct HTMLEscapingTests {
    @Test func textEscapesMarkupCharacters() {
        #expect(HTMLEscaping.text(Hostile.script) == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(HTMLEscaping.text(Hostile.attribute) == "&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;")
        #expect(HTMLEscaping.text("a & b") == "a &amp; b")
        #expect(HTMLEscaping.text("&lt;") == "&amp;lt;")
    }

    @Test func invisibleAndReorderingCharactersAreShown() {
        #expect(HTMLEscaping.text("a\u{202E}b") == "a\\u{202E}b")
        #expect(HTMLEscaping.text("\u{0}\u{7}\u{1B}\u{7F}\u{85}") == "\\u{0000}\\u{0007}\\u{001B}\\u{007F}\\u{0085}")
        #expect(HTMLEscaping.text("x\u{2028}y\u{2029}\u{FEFF}\u{200B}\u{2066}") == "x\\u{2028}y\\u{2029}\\u{FEFF}\\u{200B}\\u{2066}")
        #expect(HTMLEscaping.text("line\nnext\tcol") == "line\nnext\tcol")
        #expect(HTMLEscaping.attribute("line\nnext\tcol") == "line\\u{000A}next\\u{0009}col")
    }

    @Test func emojiSequencesAndOrdinaryTextStay() {
        let family = "👨\u{200D}👩\u{200D}👧 café 日本語"
        #expect(HTMLEscaping.text(family) == family)
        #expect(HTMLEscaping.revealingInvisibles(family, keepLineBreaks: false) == family)
    }
}
