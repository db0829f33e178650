import Yams

/// Parses JSON text into the same `Node` tree the YAML parser gives, with a line and column on
/// every node.
///
/// Fixture files written as JSON and layout files are read with this parser rather than libyaml: it takes time in
/// proportion to the text whatever the nesting (libyaml's flow parser slows down with every
/// level), and it keeps its own stack of open objects and arrays instead of recursing, so no
/// nesting the reader accepts can overflow the thread's stack.
public struct JSONNodeParser {
    /// Where JSON parsing stopped, and why.
    public struct SyntaxError: Error, CustomStringConvertible {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// What was expected.
        public var message: String
        /// True when the text nests too deeply (and so is no more readable as YAML).
        public var isTooDeep = false

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses `text` as one JSON value. Throws a `SyntaxError` at the first syntax error, or
    /// when objects and arrays nest deeper than `maxDepth` (with `tooDeepMessage` as its message
    /// when given).
    public static func parse(_ text: String, maxDepth: Int, tooDeepMessage: String? = nil) throws -> Node {
        var text = text
        text.makeContiguousUTF8()
        return try text.utf8.withContiguousStorageIfAvailable { bytes in
            var parser = JSONNodeParser(bytes: bytes, maxDepth: maxDepth, tooDeepMessage: tooDeepMessage)
            return try parser.document()
        }!
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let tooDeepMessage: String?
    private var position = 0
    private var line = 1
    /// Index of the first byte of the current line.
    private var lineStart = 0
    /// A position on the current line whose column is known, so columns are counted once.
    private var counted = (position: 0, column: 1)
    /// One tag for every node (tags are resolved by kind, and the reader never asks).
    private let tag = Tag.implicit

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, tooDeepMessage: String?) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.tooDeepMessage = tooDeepMessage
    }

    /// An object or array being read. Its members grow in place in the stack, never copied.
    private struct Open {
        var isObject: Bool
        var pairs: [(Node, Node)] = []
        var items: [Node] = []
        var key: Node?
        var mark: Mark?
    }

    private mutating func document() throws(SyntaxError) -> Node {
        skipSpace()
        let root = try value()
        skipSpace()
        guard position == bytes.count else { throw error("expected the end of the file after the JSON value, found \(found())") }
        return root
    }

    /// Reads one value, objects and arrays included, with an explicit stack.
    private mutating func value() throws(SyntaxError) -> Node {
        var stack: [Open] = []
        while true {
            skipSpace()
            var complete: Node
            let mark = self.mark()
            switch peek() {
            case UInt8(ascii: "{"):
                try push(&stack, Open(isObject: true, mark: mark))
                position += 1
                skipSpace()
                if peek() == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    complete = .mapping(Node.Mapping([], tag, .flow, mark))
                } else {
                    stack[stack.count - 1].key = try objectKey()
                    continue
                }
            case UInt8(ascii: "["):
                try push(&stack, Open(isObject: false, mark: mark))
                position += 1
                skipSpace()
                if peek() == UInt8(ascii: "]") {
                    position += 1
                    stack.removeLast()
                    complete = .sequence(Node.Sequence([], tag, .flow, mark))
                } else {
                    continue
                }
            case UInt8(ascii: "\""):
                complete = .scalar(Node.Scalar(try string(), tag, .doubleQuoted, mark))
            default:
                complete = .scalar(Node.Scalar(try literal(), tag, .plain, mark))
            }
            // Hand the value to the open object or array; close every one that ends here.
            while true {
                guard !stack.isEmpty else { return complete }
                let top = stack.count - 1
                skipSpace()
                if stack[top].isObject {
                    stack[top].pairs.append((stack[top].key!, complete))
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                        stack[top].key = try objectKey()
                    } else if peek() == UInt8(ascii: "}") {
                        position += 1
                        let done = stack.removeLast()
                        complete = .mapping(Node.Mapping(done.pairs, tag, .flow, done.mark))
                        continue
                    } else {
                        throw error("expected , or } after an object member, found \(found())")
                    }
                } else {
                    stack[top].items.append(complete)
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                    } else if peek() == UInt8(ascii: "]") {
                        position += 1
                        let done = stack.removeLast()
                        complete = .sequence(Node.Sequence(done.items, tag, .flow, done.mark))
                        continue
                    } else {
                        throw error("expected , or ] after an array item, found \(found())")
                    }
                }
                break
            }
        }
    }

    private mutating func push(_ stack: inout [Open], _ open: Open) throws(SyntaxError) {
        guard stack.count < maxDepth else {
            var tooDeep = error(tooDeepMessage ?? "objects and arrays nest deeper than \(maxDepth) levels")
            tooDeep.isTooDeep = true
            throw tooDeep
        }
        stack.append(open)
    }

    /// `"key" :` of an object member.
    private mutating func objectKey() throws(SyntaxError) -> Node {
        skipSpace()
        let mark = self.mark()
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted object key, found \(found())") }
        let key = Node.scalar(Node.Scalar(try string(), tag, .doubleQuoted, mark))
        skipSpace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected : after an object key, found \(found())") }
        position += 1
        return key
    }

    /// `true`, `false`, `null` or a number, as written.
    private mutating func literal() throws(SyntaxError) -> String {
        for word in ["true", "false", "null"] where matches(word) {
            position += word.utf8.count
            return word
        }
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let firstDigit = position
        let count = digits()
        guard count > 0 else {
            position = start
            throw error("expected a JSON value (an object, array, string, number, true, false or null), found \(found())")
        }
        if bytes[firstDigit] == UInt8(ascii: "0"), count > 1 {
            position = firstDigit
            throw error("a number must not start with 0")
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func matches(_ word: String) -> Bool {
        let w = word.utf8
        guard bytes.count - position >= w.count else { return false }
        return zip(bytes[position..<position + w.count], w).allSatisfy { $0 == $1 }
    }

    /// Skips ASCII digits; returns how many.
    private mutating func digits() -> Int {
        let start = position
        while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }

    // MARK: Position

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let b = peek() {
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }

    /// 1-based column of the current position, counting Unicode scalars.
    private mutating func column() -> Int {
        if counted.position < lineStart || counted.position > position { counted = (lineStart, 1) }
        for b in bytes[counted.position..<position] where b & 0xC0 != 0x80 { counted.column += 1 }
        counted.position = position
        return counted.column
    }

    private mutating func mark() -> Mark? { JSONNodeParser.mark(line: line, column: column()) }

    /// A `Mark` for `line` and `column`. Yams offers no public initialiser; `Mark` is exactly
    /// its two `Int`s (checked here, and by the fixture loader's tests), so they are reinterpreted.
    public static func mark(line: Int, column: Int) -> Mark? {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size,
              MemoryLayout<Mark>.alignment == MemoryLayout<(Int, Int)>.alignment else { return nil }
        return unsafeBitCast((line, column), to: Mark.self)
    }

    /// What is at the current position, for messages.
    func found() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, position + 12)
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        if let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) }
        text = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(text)\(end < bytes.count ? "…" : "")\""
    }

    mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column(), message: message)
    }
}

extension JSONNodeParser {
    /// A string's contents after its opening quote, escapes decoded, up to and past its closing quote.
    fileprivate mutating func string() throws(SyntaxError) -> String {
        position += 1
        var out = [UInt8]()
        var runStart = position
        while true {
            guard let b = peek() else { throw error("a string is not closed (expected \")") }
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<position])
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw error("a string contains a raw control character (write it as an escape such as \\n)") }
            if b != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            out.append(contentsOf: bytes[runStart..<position])
            position += 1
            guard let e = peek() else { throw error("a string ends inside an escape") }
            position += 1
            if let byte = JSONStringEscapes.byte(forEscape: e) {
                out.append(byte)
            } else if e == UInt8(ascii: "u") {
                out.append(contentsOf: try unicodeEscape())
            } else {
                position -= 2
                throw error("unknown escape \(found()) in a string (expected \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)")
            }
            runStart = position
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (after `\u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws(SyntaxError) -> [UInt8] {
        let high = try hex4()
        if JSONStringEscapes.highSurrogates.contains(high) {
            guard matches("\\u") else { throw error("a \\u escape holds half a surrogate pair") }
            position += 2
            let low = try hex4()
            guard JSONStringEscapes.lowSurrogates.contains(low) else { throw error("a \\u escape holds half a surrogate pair") }
            return Array(String(Character(JSONStringEscapes.scalar(high: high, low: low))).utf8)
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape holds half a surrogate pair") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek(), let digit = JSONStringEscapes.hexValue(b) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
