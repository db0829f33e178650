import LayoutSupport
import Testing

/// Fixture names and paths are sorted by their UTF-8 bytes, a block at a time.
@Suite struct StringByteOrderTests {
    @Test func theOrderIsThatOfTheUTF8Bytes() {
        #expect("a".precedesInByteOrder("b"))
        #expect(!"b".precedesInByteOrder("a"))
        #expect("".precedesInByteOrder("a") && !"".precedesInByteOrder(""))
        #expect("feed".precedesInByteOrder("feed/cell"), "a prefix first")
        #expect("Z".precedesInByteOrder("a"), "bytes, not the locale's order")
        #expect("z".precedesInByteOrder("é"), "bytes compared unsigned: C3 after 7A")
        #expect(!"e\u{301}".precedesInByteOrder("e\u{301}"))
        // Canonically equal strings are told apart by their bytes, as the UTF-8 view tells them.
        #expect("e\u{301}".precedesInByteOrder("é") == "e\u{301}".utf8.lexicographicallyPrecedes("é".utf8))
    }

    @Test func agreesWithTheUTF8ViewOnRandomStrings() {
        let pieces = ["a", "b", "/", "é", "e\u{301}", "😀", "", "A", "\u{7F}", "\u{80}", "\0"]
        var generator = SystemRandomNumberGenerator()
        func random() -> String {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<5000 {
            // Some from bridged or sliced storage too, which are not contiguous UTF-8 until read.
            let a = random(), b = Bool.random(using: &generator) ? random() : String(a.dropLast())
            #expect(a.precedesInByteOrder(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a.debugDescription) < \(b.debugDescription)")
        }
    }
}
