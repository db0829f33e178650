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
        for scalar in s.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20, 0x3C, 0x3E, 0x26: escape(v)
            case 0x20..<0x7F: bytes.append(UInt8(v))
            default:
                if MarkupEscaper.isInvisible(scalar, keepLineBreaks: false) {
                    escape(v)
                } else {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ v: UInt32) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), hex[Int(v >> 12 & 15)], hex[Int(v >> 8 & 15)],
                                  hex[Int(v >> 4 & 15)], hex[Int(v & 15)]])
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
