/// Rewrites a Swift file so that overrides of Texture's node hooks declared inside extensions
/// compile on Linux, where Swift allows overriding from an extension only for Objective-C methods
/// (and target–action's `#selector` and `@objc`, see `TargetActionAdapter`).
///
/// Inside each top-level `extension Name … { }`, a member declared `override func H(` for a hook H
/// of `hooks` becomes `func _asExtension_H(` (the `override` keyword is blanked, keeping every
/// column), and `extension Name: _ASExtension_H {}` is appended at the end of the file. The
/// `AsyncDisplayKit` module calls such a method where the class's own implementation would have
/// been called, unless a subclass overrides the hook in its body. Every other character is
/// kept, so line numbers and columns in diagnostics still point into the original file.
struct ExtensionOverrideAdapter {
    /// The hooks adapted: `ASDisplayNode`'s methods that node code overrides.
    static let hooks = ["layoutSpecThatFits", "calculateSizeThatFits", "layout", "didLoad"]

    /// The rewritten text, or nil when nothing needed rewriting. Each appended conformance is
    /// preceded by a `#sourceLocation` at the line of the override it stands for in `file`, so a
    /// diagnostic about it points there.
    ///
    /// `context` holds the module's other Swift files, read only to learn its classes'
    /// superclasses and which of them override a hook in an extension (see
    /// `Edits.refuseChainedOverrides`).
    static func adapt(_ source: String, file: String? = nil, context: [String] = []) -> String? {
        var scanner = Scanner(Array(source.utf8))
        var edits = scanner.findEdits(hooks: Set(hooks))
        var superclasses = edits.superclasses, overrides = edits.overrides
        for other in context {
            var reader = Scanner(Array(other.utf8))
            let found = reader.findEdits(hooks: Set(hooks))
            superclasses.merge(found.superclasses) { mine, _ in mine }
            overrides += found.overrides
        }
        edits.refuseChainedOverrides(among: overrides, superclasses: superclasses)
        guard !edits.rewrites.isEmpty || !edits.refusals.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for rewrite in edits.rewrites.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(rewrite.range, with: Array(rewrite.text.utf8))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        for refusal in edits.refusals {
            // Refused at the override's line: Swift on Linux cannot chain overrides made in extensions.
            if let file { text += "#sourceLocation(file: \"\(sourceLocationEscaped(file))\", line: \(refusal.line))\n" }
            text += "#error(\"\(refusal.message)\")\n"
        }
        for conformance in edits.conformances {
            if let file {
                text += "#sourceLocation(file: \"\(sourceLocationEscaped(file))\", line: \(conformance.line))\n"
            }
            let condition = conformance.condition.isEmpty ? "" : " " + conformance.condition
            text += "extension \(conformance.type): _ASExtension_\(conformance.hook)\(condition) {}\n"
        }
        return text
    }

    /// `path` as a `#sourceLocation` string literal's content.
    static func sourceLocationEscaped(_ path: String) -> String {
        path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// What to change: byte ranges with their replacement, and the conformances to append.
struct Edits {
    struct Rewrite { var range: Range<Int>; var text: String }
    struct Conformance: Hashable {
        var type: String
        var hook: String
        /// The line (1-based) of the override, for diagnostics.
        var line: Int = 1
        /// The extension's `where` clause, which the conformance repeats ("" when none).
        var condition = ""

        static func == (a: Conformance, b: Conformance) -> Bool { a.type == b.type && a.hook == b.hook }
        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(hook)
        }
    }
    var rewrites: [Rewrite] = []
    var conformances: [Conformance] = []
    /// Overrides that cannot be adapted, each with its line and the diagnostic given there.
    var refusals: [(line: Int, message: String)] = []
    /// The hook overrides found in extensions.
    var overrides: [Override] = []
    /// Each class declared (`class Name: Superclass`) and its superclass (or first conformance).
    var superclasses: [String: String] = [:]

    /// One hook override found in an extension: its type, hook, line and the rewrites made for it.
    struct Override { var type: String; var hook: String; var line: Int; var rewrites: [Int] }

    /// Refuses each of this file's overrides in an extension of a class whose superclass (by
    /// `superclasses`) also overrides the same hook in an extension (one of `all`, this file's
    /// and the module's other files'): Swift on Linux has no
    /// way to let the subclass's replace the superclass's and reach it through `super`, as the
    /// Objective-C runtime does on iOS. Such an override is left as written (the compiler's own
    /// error names it too), and the file gets an `#error` at its line saying what to do.
    mutating func refuseChainedOverrides(among all: [Override], superclasses: [String: String]) {
        func simple(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }
        let overridden = Set(all.map { simple($0.type) + "\u{0}" + $0.hook })
        var dropped = Set<Int>()
        for item in overrides {
            var seen: Set<String> = [simple(item.type)]
            var ancestor = superclasses[simple(item.type)]
            while let current = ancestor.map(simple), seen.insert(current).inserted {
                if overridden.contains(current + "\u{0}" + item.hook) {
                    dropped.formUnion(item.rewrites)
                    refusals.append((item.line, "\(item.type) overrides \(item.hook) in an extension, and so does its superclass "
                                     + "\(current): Swift on Linux cannot chain overrides made in extensions (iOS does it through "
                                     + "the Objective-C runtime); move \(item.type)'s override into the body of class \(item.type)"))
                    conformances.removeAll { $0.type == item.type && $0.hook == item.hook }
                    break
                }
                ancestor = superclasses[current]
            }
        }
        rewrites = rewrites.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
}

/// A lexical scan of Swift source that skips comments and string literals and tracks braces.
struct Scanner {
    let bytes: [UInt8]
    var i = 0
    /// Where each line starts, made when first needed.
    var lineStarts: [Int] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func at(_ offset: Int) -> UInt8? { i + offset < bytes.count ? bytes[i + offset] : nil }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 || b >= 0x80
    }

    /// Skips a comment or string starting at `i`; true when one was skipped.
    private mutating func skipTrivia() -> Bool {
        guard let c = at(0) else { return false }
        if c == 47, at(1) == 47 {  // line comment
            while let b = at(0), b != 10 { i += 1 }
            return true
        }
        if c == 47, at(1) == 42 {  // block comment, nested
            var depth = 0
            while i < bytes.count {
                if at(0) == 47, at(1) == 42 { depth += 1; i += 2; continue }
                if at(0) == 42, at(1) == 47 { depth -= 1; i += 2; if depth == 0 { break }; continue }
                i += 1
            }
            return true
        }
        if c == 47, let end = regexLiteralEnd() {  // /regex/
            i = end
            return true
        }
        if c == 35 || c == 34 {  // raw or plain string, or #/extended regex/#
            var hashes = 0
            var j = i
            while j < bytes.count, bytes[j] == 35 { hashes += 1; j += 1 }
            if hashes > 0, j < bytes.count, bytes[j] == 47 {
                var k = j + 1
                while k < bytes.count {
                    if bytes[k] == 47, k + hashes < bytes.count + 1,
                       (1...hashes).allSatisfy({ k + $0 < bytes.count && bytes[k + $0] == 35 }) {
                        i = k + 1 + hashes
                        return true
                    }
                    k += 1
                }
                i = bytes.count
                return true
            }
            guard j < bytes.count, bytes[j] == 34 else { return false }
            let multiline = j + 2 < bytes.count && bytes[j + 1] == 34 && bytes[j + 2] == 34
            let quotes = multiline ? 3 : 1
            i = j + quotes
            while i < bytes.count {
                if bytes[i] == 92, hashes == 0 {  // escape (interpolations are skipped with their parentheses)
                    if at(1) == 40 { i += 2; skipParenthesised() } else { i += 2 }
                    continue
                }
                if bytes[i] == 34 {
                    var k = i, n = 0
                    while k < bytes.count, bytes[k] == 34, n < quotes { n += 1; k += 1 }
                    var h = 0
                    while k < bytes.count, bytes[k] == 35, h < hashes { h += 1; k += 1 }
                    if n == quotes && h == hashes { i = k; return true }
                    i += 1
                    continue
                }
                if !multiline, bytes[i] == 10 { return true }
                i += 1
            }
            return true
        }
        return false
    }

    /// Where the regex literal starting at `i` (a `/`) ends, or nil when the `/` is not one: a
    /// regex literal stands where an expression starts (after an operator, an opening bracket, a
    /// comma, a colon or at the start of the file), does not begin with a space, and closes on its
    /// line (escapes and character classes skipped).
    private func regexLiteralEnd() -> Int? {
        guard let next = at(1), next != 47, next != 42, next != 32, next != 9, next != 10 else { return nil }
        var k = i - 1
        while k >= 0, bytes[k] == 32 || bytes[k] == 9 { k -= 1 }
        if k >= 0 {
            let before = bytes[k]
            let opens: Set<UInt8> = Set("([{,:;=!&|^~?+-*%<>".utf8)
            guard opens.contains(before) else { return nil }
        }
        var j = i + 1
        var inClass = false
        let end = min(bytes.count, i + 1024)
        while j < end, bytes[j] != 10 {
            switch bytes[j] {
            case 92: j += 2; continue  // \x
            case 91: inClass = true
            case 93: inClass = false
            case 47 where !inClass: return j + 1
            default: break
            }
            j += 1
        }
        return nil
    }

    /// Skips to after the parenthesis that closes one already opened (string interpolation).
    private mutating func skipParenthesised() {
        var depth = 1
        while i < bytes.count, depth > 0 {
            if skipTrivia() { continue }
            if bytes[i] == 40 { depth += 1 } else if bytes[i] == 41 { depth -= 1 }
            i += 1
        }
    }

    /// The position of the parenthesis that closes the one at `open` within `limit` bytes (a
    /// selector is far shorter),
    /// skipping comments and strings; nil when it is not closed there (a selector or an `@objc`
    /// name is short: an unclosed one is left as it is, and no search runs to the file's end).
    private func closingParenthesis(from open: Int, limit: Int = 512) -> Int? {
        var copy = self
        copy.i = open + 1
        var depth = 1
        let end = min(bytes.count, open + limit)
        while copy.i < end {
            if copy.skipTrivia() { continue }
            if bytes[copy.i] == 40 { depth += 1 } else if bytes[copy.i] == 41 {
                depth -= 1
                if depth == 0 { return copy.i }
            }
            copy.i += 1
        }
        return nil
    }

    /// The line (1-based) of byte `position`: a binary search of the line starts, counted once.
    private mutating func lineNumber(of position: Int) -> Int {
        if lineStarts.isEmpty {
            lineStarts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 10 { lineStarts.append(offset + 1) }
        }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The `where` clause of the extension header after `position` (up to its `{`), or "".
    private func whereClause(after position: Int) -> String {
        var end = position
        let limit = min(bytes.count, position + 2048)
        while end < limit, bytes[end] != 123 { end += 1 }
        guard end < limit else { return "" }
        let header = String(decoding: bytes[position..<end], as: UTF8.self)
        guard let range = header.range(of: #"\bwhere\b"#, options: .regularExpression) else { return "" }
        return String(header[range.lowerBound...]).trimmingWhitespace()
    }

    /// The type name starting at `position`, dotted when nested (`Outer.Inner`), or nil.
    private func typeName(at position: Int) -> String? {
        guard var (name, end) = word(at: position) else { return nil }
        while end + 1 < bytes.count, bytes[end] == 46, let (part, next) = word(at: end + 1) {
            name += "." + part
            end = next
        }
        return name
    }

    /// The identifier starting at `i` (not advancing), or nil.
    private func word(at position: Int) -> (String, Int)? {
        var j = position
        while j < bytes.count, Scanner.isIdentifier(bytes[j]) { j += 1 }
        guard j > position, !(bytes[position] >= 48 && bytes[position] <= 57) else { return nil }
        return (String(decoding: bytes[position..<j], as: UTF8.self), j)
    }

    private func skipSpaces(from position: Int) -> Int {
        var j = position
        while j < bytes.count, bytes[j] == 32 || bytes[j] == 9 || bytes[j] == 10 || bytes[j] == 13 { j += 1 }
        return j
    }

    mutating func findEdits(hooks: Set<String>) -> Edits {
        var edits = Edits()
        var depth = 0
        var extensionStack: [(type: String, condition: String, depth: Int)] = []
        var pendingExtension: (type: String, condition: String)?
        var lastOverride: Range<Int>?
        var previousWordEnd = -1
        while i < bytes.count {
            if skipTrivia() { continue }
            let c = bytes[i]
            if c == 35, let (name, end) = word(at: i + 1), name == "selector" {  // #selector(expr)
                let open = skipSpaces(from: end)
                if open < bytes.count, bytes[open] == 40, let close = closingParenthesis(from: open) {
                    let expression = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
                    // A selector written over several lines keeps its line breaks after it.
                    let breaks = String(repeating: "\n", count: bytes[i..<close].reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
                    edits.rewrites.append(.init(range: i..<(close + 1), text: TargetActionAdapter.selector(expression) + breaks))
                    i = close + 1
                    continue
                }
            }
            if c == 64, let (name, end) = word(at: i + 1), name == "objc" || name == "objcMembers" {  // @objc(name)
                var stop = end
                let paren = skipSpaces(from: end)
                if name == "objc", paren < bytes.count, bytes[paren] == 40, let close = closingParenthesis(from: paren, limit: 512) {
                    stop = close + 1
                }
                edits.rewrites.append(.init(range: i..<stop, text: TargetActionAdapter.blank(bytes[i..<stop])))
                previousWordEnd = stop
                i = stop
                continue
            }
            if c == 123 {  // {
                depth += 1
                if let pending = pendingExtension {
                    extensionStack.append((pending.type, pending.condition, depth))
                    pendingExtension = nil
                }
                i += 1; lastOverride = nil
                continue
            }
            if c == 125 {  // }
                if let top = extensionStack.last, top.depth == depth { extensionStack.removeLast() }
                depth -= 1; i += 1; lastOverride = nil
                continue
            }
            if Scanner.isIdentifier(c), previousWordEnd != i, let (name, end) = word(at: i) {
                let preceded = i > 0 && (bytes[i - 1] == 46 || bytes[i - 1] == 64)  // `.x` or `@x`
                if !preceded {
                    if name == "class", let (declared, declaredEnd) = word(at: skipSpaces(from: end)),
                       !["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
                         "public", "open", "internal", "fileprivate"].contains(declared) {
                        // `class Name: Superclass`, for telling an override chained through extensions.
                        let colon = skipSpaces(from: declaredEnd)
                        if colon < bytes.count, bytes[colon] == 58, let parent = typeName(at: skipSpaces(from: colon + 1)) {
                            edits.superclasses[declared] = parent
                        }
                    } else if name == "extension", depth == 0 {
                        let start = skipSpaces(from: end)
                        if let type = typeName(at: start) { pendingExtension = (type, whereClause(after: start)) }
                    } else if name == "override", let top = extensionStack.last, depth == top.depth {
                        lastOverride = i..<end
                    } else if name == "func", let range = lastOverride, let top = extensionStack.last, depth == top.depth {
                        let start = skipSpaces(from: end)
                        if let (hook, hookEnd) = word(at: start), hooks.contains(hook), skipSpaces(from: hookEnd) < bytes.count,
                           bytes[skipSpaces(from: hookEnd)] == 40 {
                            edits.rewrites.append(.init(range: range, text: String(repeating: " ", count: range.count)))
                            edits.rewrites.append(.init(range: start..<hookEnd, text: "_asExtension_" + hook))
                            let line = lineNumber(of: start)
                            edits.overrides.append(.init(type: top.type, hook: hook, line: line,
                                                   rewrites: [edits.rewrites.count - 2, edits.rewrites.count - 1]))
                            let conformance = Edits.Conformance(type: top.type, hook: hook, line: line, condition: top.condition)
                            if !edits.conformances.contains(conformance) { edits.conformances.append(conformance) }
                        }
                        lastOverride = nil
                    } else if !["public", "open", "internal", "fileprivate", "private", "final", "dynamic", "nonisolated",
                                "override"].contains(name) {
                        lastOverride = nil
                    }
                }
                previousWordEnd = end
                i = end
                continue
            }
            if c == 59 { lastOverride = nil }  // ;
            i += 1
        }
        return edits
    }
}
