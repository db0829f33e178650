@testable import LayoutEngine
import Testing

/// ASCII art with printable-ASCII titles is drawn straight into one buffer; every other title goes
/// through `AsciiArtBox`, line by line. The two must give the same text for every tree.
@Suite struct AsciiArtTreeTests {
    /// A random tree: titles of 0–30 characters (short and long against their boxes), 0–4
    /// children, either arrangement, at most `depth` levels.
    private func tree(_ random: inout SplitMix, depth: Int, alphabet: [String]) -> AsciiArtTree {
        let length = Int(random.next() % 31)
        let title = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
        let count = depth > 0 ? Int(random.next() % 5) : 0
        let children = (0..<count).map { _ in tree(&random, depth: depth - 1, alphabet: alphabet) }
        return AsciiArtTree(title: title, arrangement: random.next() % 2 == 0 ? .horizontal : .vertical, children: children)
    }

    @Test func theBufferDrawsWhatTheBoxesDraw() {
        var random = SplitMix(seed: 7)
        let ascii = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for _ in 0..<400 {
            let t = tree(&random, depth: Int(random.next() % 5), alphabet: ascii)
            #expect(t.text == t.lines().text)
        }
    }

    @Test func otherTitlesAreDrawnByTheBoxesAndCountedInCharacters() {
        var random = SplitMix(seed: 11)
        // Several bytes one character, and "\r\n" two bytes one character.
        let mixed = ["a", "B", " ", "é", "🙂", "\r\n", "ü", "-", "|"]
        for _ in 0..<60 {
            let t = tree(&random, depth: 3, alphabet: mixed)
            #expect(t.text == t.lines().text)
        }
        let wide = AsciiArtTree(title: "Caf\u{e9} (🙂)", arrangement: .horizontal,
                                children: [AsciiArtTree(title: "x", arrangement: .horizontal, children: [])])
        #expect(wide.text.split(separator: "\n").map(\.count).allSatisfy { $0 == 12 })
    }

    @Test func aTitleWiderThanItsChildrenWidensTheBox() {
        let leaf = AsciiArtTree(title: "ab", arrangement: .horizontal, children: [])
        let box = AsciiArtTree(title: "AVeryLongTitle", arrangement: .vertical, children: [leaf, leaf])
        #expect(box.text == """
            -----AVeryLongTitle-----
            |          ab          |
            |          ab          |
            ------------------------
            """)
    }
}

/// A small seeded generator, the same sequence on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
