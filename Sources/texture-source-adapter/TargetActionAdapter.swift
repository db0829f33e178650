/// Rewrites what target–action code needs of Objective-C, which Swift on Linux cannot compile:
/// `#selector(expr)` becomes `Selector("expr", Self.expr)` (or `Type.method` as written), a
/// selector that carries the method itself, and `@objc`, `@objc(name)` and `@objcMembers` are
/// blanked. Lines never move, so diagnostics keep their line numbers.
enum TargetActionAdapter {
    /// The Swift expression that replaces `#selector(expression)`.
    static func selector(_ expression: String) -> String {
        // One line: a selector written over several lines names the same method. A method reference
        // holds no meaningful space; `getter: x` keeps its words apart.
        let words = expression.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        let accessor = words.first.map { $0 == "getter:" || $0 == "setter:" } ?? false
        var text = words.joined(separator: accessor ? " " : "")
        let literal = "#\"" + text + "\"#"
        if text.hasPrefix("getter:") || text.hasPrefix("setter:") { return "Selector(\(literal))" }
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        let head = String(text.prefix { $0 != "(" })
        guard let dot = head.lastIndex(of: ".") else { return "Selector(\(literal), Self.\(text))" }
        // `Type.method` as written; `object.method` through the object's type, as Objective-C
        // reads it.
        let base = String(head[..<dot])
        let member = String(text[text.index(after: dot)...])
        if let first = base.first, first.isUppercase { return "Selector(\(literal), \(text))" }
        return "Selector(\(literal), type(of: \(base)).\(member))"
    }

    /// `text` with every character but line breaks turned into a space.
    static func blank(_ text: ArraySlice<UInt8>) -> String {
        String(decoding: text.map { $0 == 10 || $0 == 13 ? $0 : 32 }, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var text = Substring(self)
        while let first = text.first, isSpace(first) { text.removeFirst() }
        while let last = text.last, isSpace(last) { text.removeLast() }
        return String(text)
    }
}
