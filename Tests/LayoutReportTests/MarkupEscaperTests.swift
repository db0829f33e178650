import Foundation
import Testing
@testable import LayoutReport

@Suite("Escaping")
struct MarkupEscaperTests {
    @Test func textEscapesMarkupCharacters() {
        #expect(MarkupEscaper.html.text(Hostile.script) == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(MarkupEscaper.html.text(Hostile.attribute) == "&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;")
        #expect(MarkupEscaper.html.text("a & b") == "a &amp; b")
        #expect(MarkupEscaper.html.text("&lt;") == "&amp;lt;")
    }

    @Test func invisibleAndReorderingCharactersAreShown() {
        #expect(MarkupEscaper.html.text("a\u{202E}b") == "a\\u{202E}b")
        #expect(MarkupEscaper.html.text("\u{0}\u{7}\u{1B}\u{7F}\u{85}") == "\\u{0000}\\u{0007}\\u{001B}\\u{007F}\\u{0085}")
        #expect(MarkupEscaper.html.text("x\u{2028}y\u{2029}\u{FEFF}\u{200B}\u{2066}") == "x\\u{2028}y\\u{2029}\\u{FEFF}\\u{200B}\\u{2066}")
        #expect(MarkupEscaper.html.text("line\nnext\tcol") == "line\nnext\tcol")
        #expect(MarkupEscaper.html.attribute("line\nnext\tcol") == "line\\u{000A}next\\u{0009}col")
    }

    @Test func emojiSequencesAndOrdinaryTextStay() {
        let family = "👨\u{200D}👩\u{200D}👧 café 日本語"
        #expect(MarkupEscaper.html.text(family) == family)
        #expect(MarkupEscaper.revealingInvisibles(family, keepLineBreaks: false) == family)
    }

    @Test func xmlKeepsQuotesInTextAndWritesLineBreaksAsReferencesInAttributes() {
        #expect(MarkupEscaper.xml.text("a \"b\" 'c' <d> & e\nf\tg\rh") == "a \"b\" 'c' &lt;d&gt; &amp; e\nf\tg&#13;h")
        #expect(MarkupEscaper.xml.attribute("\"b\" 'c'\nf\tg\rh") == "&quot;b&quot; &apos;c&apos;&#10;f&#9;g&#13;h")
        #expect(MarkupEscaper.html.text("a\rb") == "a\\u{000D}b")
    }

    @Test func xmlShowsWhatItCannotHoldWithTheDigitsItNeeds() {
        #expect(MarkupEscaper.xml.text("\u{0}\u{1B}\u{FFFE}a\u{202E}") == "\\u{0}\\u{1B}\\u{FFFE}a\\u{202E}")
        #expect(MarkupEscaper.xml.attribute("\u{7}") == "\\u{7}")
    }
}
