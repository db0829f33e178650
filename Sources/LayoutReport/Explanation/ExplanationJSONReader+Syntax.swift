import Foundation
import LayoutFile

/// The JSON syntax of `ExplanationJSONReader`: objects, arrays, strings, numbers, and values
/// skipped, as `JSONDecoder` reads them.
extension ExplanationJSONReader {
    /// Reads an object, calling `member` with each key, the reader placed at its value; `member`
    /// returns whether it read the value (false: it skipped an unknown member). A member read
    /// before in the object has its value skipped: the first one counts, as in `JSONDecoder`.
    /// Only the members read are remembered, so an object of many unknown members costs no more
    /// than reading them.
    mutating func members(_ member: (inout ExplanationJSONReader, String) throws(Failure) -> Bool) throws(Failure) {
        try expect(UInt8(ascii: "{"), "an object")
        depth += 1
        defer { depth -= 1 }
        skipSpace()
        if peek() == UInt8(ascii: "}") { position += 1; return }
        var seen: [String] = []
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("a member's key") }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after a key")
            skipSpace()
            if seen.contains(key) {
                try skipValue()
            } else if try member(&self, key) {
                seen.append(key)
            }
            skipSpace()
            if comma(before: UInt8(ascii: "}")) { continue }
            try expect(UInt8(ascii: "}"), "',' or '}' in an object")
            return
        }
    }

    /// Reads an array of values each read by `item`.
    mutating func array<T>(_ item: (inout ExplanationJSONReader) throws(Failure) -> T) throws(Failure) -> [T] {
        try expect(UInt8(ascii: "["), "an array")
        depth += 1
        defer { depth -= 1 }
        var items: [T] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") { position += 1; return items }
        while true {
            skipSpace()
            items.append(try item(&self))
            skipSpace()
            if comma(before: UInt8(ascii: "]")) { continue }
            try expect(UInt8(ascii: "]"), "',' or ']' in an array")
            return items
        }
    }

    /// Reads `null` as nil, anything else with `value`.
    mutating func optional<T>(_ value: (inout ExplanationJSONReader) throws(Failure) -> T) throws(Failure) -> T? {
        if matches("null") { position += 4; return nil }
        return try value(&self)
    }

    mutating func numbers() throws(Failure) -> [Double] {
        try array { (r) throws(Failure) in try r.number() }
    }

    /// A number, or one of the strings a non-finite number is written as.
    mutating func number() throws(Failure) -> Double {
        if peek() == UInt8(ascii: "\"") {
            // Written as these bytes exactly, as `JSONDecoder` compares them (an escape is not read).
            for (text, value) in [("\"inf\"", Double.infinity), ("\"-inf\"", -.infinity), ("\"nan\"", .nan)] as [(StaticString, Double)]
            where matches(text) {
                position += text.utf8CodeUnitCount
                return value
            }
            throw failure("a number")
        }
        let start = position
        let text = try numberText()
        // As in `JSONDecoder`, a number too large for a Double, or too small to be told from
        // zero, is refused.
        guard let value = Double(text), value.isFinite,
              value != 0 || !text.utf8.prefix(while: { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") })
                  .contains(where: { $0 > UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            position = start
            throw failure("a number that fits in a Double")
        }
        return value
    }

    /// An integer: a number that fits in `Int` and, if written with a fraction or an exponent
    /// (`2.0`, `1e2`), is whole.
    mutating func integer() throws(Failure) -> Int {
        let start = position
        let text = try numberText()
        if let value = Int(text) { return value }
        // Written with a fraction or an exponent: whole, and within the integers a Double holds exactly.
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
           let value = Double(text), value == value.rounded(.towardZero), abs(value) <= 9_007_199_254_740_992,
           let whole = Int(exactly: value) {
            return whole
        }
        position = start
        throw failure("a whole number that fits in Int")
    }

    /// The text of a JSON number at the position, checked against JSON's grammar.
    mutating func numberText() throws(Failure) -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { position = start; throw failure("a number") }
        position += 1
        if first != UInt8(ascii: "0") { while let b = peek(), isDigit(b) { position += 1 } }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let b = peek(), isDigit(b) else { throw failure("a digit after '.'") }
            while let b = peek(), isDigit(b) { position += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            position += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { position += 1 }
            guard let b = peek(), isDigit(b) else { throw failure("a digit in the exponent") }
            while let b = peek(), isDigit(b) { position += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// A string, its escapes resolved; its bytes must be UTF-8.
    mutating func string() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        let start = position
        // The common case: no escape, read as one slice.
        while let b = peek(), b != UInt8(ascii: "\""), b != UInt8(ascii: "\\"), b >= 0x20 { position += 1 }
        if peek() == UInt8(ascii: "\"") {
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
            position += 1
            guard let text = String(validating: slice, as: UTF8.self) else { throw Failure(offset: start, message: "UTF-8 text") }
            return text
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            guard let b = peek() else { throw failure("the end of a string") }
            position += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else { throw Failure(offset: start, message: "UTF-8 text") }
                return text
            case UInt8(ascii: "\\"):
                guard let e = peek() else { throw failure("an escape") }
                position += 1
                if let byte = JSONStringEscapes.byte(forEscape: e) {
                    out.append(byte)
                } else if e == UInt8(ascii: "u") {
                    out.append(contentsOf: String(try unicodeEscape()).utf8)
                } else {
                    position -= 1
                    throw failure("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)")
                }
            case 0x00..<0x20:
                position -= 1
                throw failure("an escaped control character")
            default: out.append(b)
            }
        }
    }

    /// The character of a `\u` escape (after the `u`); a surrogate must be one of a pair.
    mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if JSONStringEscapes.highSurrogates.contains(first) {
            guard matches("\\u") else { throw failure("the low surrogate after a high one") }
            position += 2
            let second = try hex4()
            guard JSONStringEscapes.lowSurrogates.contains(second) else { throw failure("a low surrogate") }
            return JSONStringEscapes.scalar(high: first, low: second)
        }
        guard let scalar = Unicode.Scalar(first) else { throw failure("a high surrogate before a low one") }
        return scalar
    }

    mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek(), let digit = JSONStringEscapes.hexValue(b) else { throw failure("four hexadecimal digits") }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// Skips any one JSON value (an unknown member's), checking its syntax, without recursing.
    mutating func skipValue() throws(Failure) {
        var closers: [UInt8] = []
        while true {
            skipSpace()
            switch peek() {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth + closers.count < Self.maxDepth else { throw failure("less nesting") }
                let object = peek() == UInt8(ascii: "{")
                position += 1
                skipSpace()
                let closer = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if peek() == closer { position += 1; break }
                closers.append(closer)
                if object { try skipKey() }
                continue
            case UInt8(ascii: "\""): try skipString()
            case UInt8(ascii: "t") where matches("true"): position += 4
            case UInt8(ascii: "f") where matches("false"): position += 5
            case UInt8(ascii: "n") where matches("null"): position += 4
            default: _ = try numberText()
            }
            // After a value: the next item or member, or the end of the container around it.
            while let closer = closers.last {
                skipSpace()
                if comma(before: closer) {
                    if closer == UInt8(ascii: "}") { try skipKey() }
                    break
                }
                try expect(closer, closer == UInt8(ascii: "}") ? "',' or '}' in an object" : "',' or ']' in an array")
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    /// Skips a string to its closing quote, a backslash taking the byte after it whatever it is
    /// (and the four after `\u`), as `JSONDecoder` skips a member it does not read.
    mutating func skipString() throws(Failure) {
        try expect(UInt8(ascii: "\""), "a string")
        while let b = peek() {
            position += 1
            if b == UInt8(ascii: "\"") { return }
            guard b == UInt8(ascii: "\\") else { continue }
            position += peek() == UInt8(ascii: "u") ? 5 : 1
        }
        throw failure("the end of a string")
    }

    mutating func skipKey() throws(Failure) {
        skipSpace()
        guard peek() == UInt8(ascii: "\"") else { throw failure("a member's key") }
        try skipString()
        skipSpace()
        try expect(UInt8(ascii: ":"), "':' after a key")
    }

    /// Reads a comma between two items of a container closed by `closer`: true when an item
    /// follows, false when there is none or the comma ends the container (`[1,]`, `{"a":1,}`,
    /// which `JSONDecoder` accepts), the closer left to be read.
    mutating func comma(before closer: UInt8) -> Bool {
        guard peek() == UInt8(ascii: ",") else { return false }
        position += 1
        skipSpace()
        return peek() != closer
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return word.withUTF8Buffer { w in (0..<count).allSatisfy { bytes[position + $0] == w[$0] } }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard peek() == byte else { throw failure(what) }
        position += 1
    }

    mutating func skipByteOrderMarkAndSpace() {
        if matches("\u{FEFF}") { position += 3 }
        skipSpace()
    }

    mutating func skipSpace() {
        while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { position += 1 }
    }

    func failure(_ expected: String) -> Failure {
        let found = peek().map { $0 >= 0x20 && $0 < 0x7F ? "'\(Character(Unicode.Scalar($0)))'" : String(format: "byte 0x%02x", $0) }
            ?? "the end of the file"
        return Failure(offset: position, message: "expected \(expected), found \(found)")
    }
}
