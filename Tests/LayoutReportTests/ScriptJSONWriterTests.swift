import Foundation
import Testing
@testable import LayoutReport

@Suite("Script-safe JSON")
struct ScriptJSONWriterTests {
    private let hostile = [Hostile.script, Hostile.attribute, Hostile.controls, Hostile.closing, "del\u{7F} nul\u{0} é 日本 👨\u{200D}👩",
                           "quote \" backslash \\ slash / tab\t cr\r lf\n", "\u{2028}\u{2029}\u{202E}\u{FEFF}\u{85}"]

    @Test func stringsRoundTripAndNothingCanCloseTheScript() throws {
        var w = ScriptJSONWriter()
        w.array { w in for s in hostile { w.string(s) } }
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}", "\u{202E}", "\u{7F}", "\u{0}", "\u{85}"] {
            #expect(!w.text.contains(forbidden), "\(forbidden.unicodeScalars.first!.value)")
        }
        #expect(try JSONSerialization.jsonObject(with: Data(w.bytes)) as? [String] == hostile)
        #expect(w.text.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(w.text.contains(#"\u2028\u2029\u202e\ufeff\u0085"#))
    }

    @Test func anASCIIStringIsWrittenAsTheScalarPathWritesIt() throws {
        // A string with a non-ASCII character goes scalar by scalar: every ASCII character, and
        // runs of them, must come out the same after "é" as on their own.
        var samples = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        samples += ["plain text", "a<b>c&d\"e\\f", "\u{7F}\u{0}\u{1F} end", "<<<>>>", "", "tail\n"]
        for sample in samples {
            var fast = ScriptJSONWriter(), slow = ScriptJSONWriter()
            fast.string(sample)
            slow.string("é" + sample)
            #expect(fast.bytes == [UInt8(ascii: "\"")] + slow.bytes.dropFirst(3), "\(sample.debugDescription)")
            #expect(try JSONSerialization.jsonObject(with: Data(fast.bytes), options: .fragmentsAllowed) as? String == sample)
        }
    }

    @Test func objectsArraysAndNumbers() throws {
        var w = ScriptJSONWriter()
        w.object { w in
            w.key("a"); w.numbers([1, 2.5, -0.0, 1e-7, 123_456_789_012])
            w.key("b"); w.array { w in w.bool(true); w.null(); w.number(Double.nan); w.number(Double.infinity); w.number(7) }
            w.key("c"); w.object { _ in }
            w.key("d"); w.array { _ in }
        }
        #expect(w.text == #"{"a":[1,2.5,0,1e-07,123456789012],"b":[true,null,null,null,7],"c":{},"d":[]}"#)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(w.bytes)) as? [String: Any])
        #expect((decoded["a"] as? [Double]) == [1, 2.5, 0, 1e-7, 123_456_789_012])
    }
}
