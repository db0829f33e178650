/// Writes JSON that is safe inside a `<script>` element or a script file, in one pass: strings
/// are escaped as JSON requires, and `<`, `>`, `&`, U+2028/U+2029 and the other invisible or
/// reordering characters (`MarkupEscaper.isInvisible`) become `\uXXXX`, so neither `</script` nor
/// `<!--` can occur, the text stays a valid JavaScript expression, and the page's source shows no
/// hidden characters; the escapes mean the same characters, so the JSON decodes to the same
/// values. Keys are written in the order given, so the same data gives the same bytes.
struct ScriptJSONWriter {
    /// The bytes written so far (UTF-8).
    private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// The JSON text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    /// Writes `{ ... }` with `body` writing the members through `key(_:)` and the value methods.
    mutating func object(_ body: (inout ScriptJSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes `[ ... ]`.
    mutating func array(_ body: (inout ScriptJSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Opens an object; `endObject()` closes it.
    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    /// Closes the object `beginObject()` opened.
    mutating func endObject() {
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Opens an array; `endArray()` closes it.
    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    /// Closes the array `beginArray()` opened.
    mutating func endArray() {
        needsComma.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a member's key; the next value written is its value.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    /// Writes a string.
    mutating func string(_ s: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        // An ASCII string (nearly every one a report holds) is written a byte at a time, runs that
        // need no escape copied whole; any other goes scalar by scalar.
        let ascii = s.utf8.withContiguousStorageIfAvailable { text -> Bool in
            guard !text.contains(where: { $0 >= 0x80 }) else { return false }
            var run = 0
            for (index, byte) in text.enumerated() where !Self.plainASCII(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
                asciiByte(byte)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
            return true
        } ?? false
        if !ascii {
            for scalar in s.unicodeScalars {
                if scalar.isASCII {
                    asciiByte(UInt8(scalar.value))
                } else if MarkupEscaper.isInvisible(scalar, keepLineBreaks: false) {
                    escape(scalar.value)
                } else {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// True for the ASCII bytes written as they are: printable, and none of `"`, `\`, `<`, `>`, `&`.
    private static func plainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C && byte != 0x3C && byte != 0x3E && byte != 0x26
    }

    /// Writes one ASCII character of a string, escaped where it must be.
    private mutating func asciiByte(_ byte: UInt8) {
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        case 0x00..<0x20, 0x3C, 0x3E, 0x26: escape(UInt32(byte))
        case 0x7F: Self.deleteIsInvisible ? escape(0x7F) : bytes.append(0x7F)
        default: bytes.append(byte)
        }
    }

    /// Whether DEL is escaped, as `MarkupEscaper` decides for every invisible character.
    private static let deleteIsInvisible = MarkupEscaper.isInvisible(Unicode.Scalar(0x7F), keepLineBreaks: false)

    private mutating func escape(_ v: UInt32) {
        let hex: StaticString = "0123456789abcdef"
        hex.withUTF8Buffer { hex in
            bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex[Int(v >> 12 & 15)], hex[Int(v >> 8 & 15)],
                                      hex[Int(v >> 4 & 15)], hex[Int(v & 15)]])
        }
    }

    /// Writes a number; whole numbers without a fraction, non-finite ones as `null`.
    mutating func number(_ v: Double) {
        guard v.isFinite else { null(); return }
        separate()
        if v == v.rounded(), abs(v) < 1e15 {
            bytes.append(contentsOf: String(Int64(v)).utf8)
        } else {
            bytes.append(contentsOf: "\(v)".utf8)
        }
    }

    /// Writes an integer.
    mutating func number(_ v: Int) {
        separate()
        bytes.append(contentsOf: String(v).utf8)
    }

    /// Writes `true` or `false`.
    mutating func bool(_ v: Bool) {
        separate()
        bytes.append(contentsOf: (v ? "true" : "false").utf8)
    }

    /// Writes `null`.
    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// Writes an array of numbers.
    mutating func numbers(_ list: [Double]) {
        array { w in for v in list { w.number(v) } }
    }

    /// Writes an array of integers.
    mutating func numbers(_ list: [Int]) {
        array { w in for v in list { w.number(v) } }
    }
}
