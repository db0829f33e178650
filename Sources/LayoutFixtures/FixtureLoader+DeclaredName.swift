import Foundation

extension FixtureLoader {
    /// The name of the one fixture a file's text plainly declares, found without parsing it; nil
    /// unless the text has the one shape where the name can be told for certain from its lines:
    /// a single YAML document whose top is a block map at the first column (every line at the
    /// first column a comment or a `key:` of letters), one `name: NAME` line there with a plain
    /// name of letters, digits and `_./-` that `FixtureName` accepts, the next line that is not
    /// blank at the first column again (the name does not go on), and no `variants` or
    /// `fixtures` key (which would make other names). Text with YAML's other line breaks (a lone
    /// carriage return, U+0085, U+2028, U+2029) or a byte-order mark anywhere is not told.
    ///
    /// Loading such a file gives a fixture of this name or none; whatever errors it finds, it
    /// gives no fixture of another name.
    public static func declaredName(in bytes: some ContiguousBytes) -> String? {
        bytes.withUnsafeBytes { declaredName(inText: $0) }
    }

    private static func declaredName(inText text: UnsafeRawBufferPointer) -> String? {
        guard let base = text.baseAddress else { return nil }
        // Most files hold none of the bytes a line is searched for below: four fast scans of the
        // whole text settle that, and a line is searched only when they do not.
        let mayHoldOtherBreaks = [UInt8(ascii: "\r"), 0xC2, 0xE2, 0xEF].contains { memchr(base, Int32($0), text.count) != nil }
        var name: String?
        var sawContent = false
        var needsNextAtStart = false
        var start = 0
        while start < text.count {
            let end = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start)
                .map { base.distance(to: UnsafeRawPointer($0)) } ?? text.count
            var line = text[start..<end]
            start = end + 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if mayHoldOtherBreaks && line.contains(where: isOtherBreakOrMark) { return nil }
            guard let first = line.first, line.contains(where: { $0 != UInt8(ascii: " ") }) else { continue }
            if needsNextAtStart {
                guard isLetter(first) else { return nil }
                needsNextAtStart = false
            }
            if first == UInt8(ascii: " ") {
                guard sawContent else { return nil }
                continue
            }
            if first == UInt8(ascii: "#") { continue }
            sawContent = true
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = line[line.startIndex..<colon]
            guard key.allSatisfy(isLetter) else { return nil }
            let rest = line[(colon + 1)...]
            guard rest.isEmpty || rest.first == UInt8(ascii: " ") else { return nil }
            if key.elementsEqual("variants".utf8) || key.elementsEqual("fixtures".utf8) { return nil }
            if key.elementsEqual("name".utf8) {
                guard name == nil, let value = plainName(rest) else { return nil }
                name = value
                needsNextAtStart = true
            }
        }
        return name
    }

    /// `text` (after the space that follows a key's colon) as a name: letters, digits and `_./-`,
    /// starting with a letter, digit or `_`, then spaces only; nil for anything else.
    private static func plainName(_ text: Slice<UnsafeRawBufferPointer>) -> String? {
        let value = text.drop { $0 == UInt8(ascii: " ") }
        var end = value.endIndex
        while end > value.startIndex, value[value.index(end, offsetBy: -1)] == UInt8(ascii: " ") {
            end = value.index(end, offsetBy: -1)
        }
        let name = value[value.startIndex..<end]
        guard let first = name.first, isLetter(first) || isDigit(first) || first == UInt8(ascii: "_") else { return nil }
        guard name.allSatisfy({ isLetter($0) || isDigit($0) || "_./-".utf8.contains($0) }) else { return nil }
        let text = String(decoding: name, as: UTF8.self)
        return FixtureName.problem(text) == nil ? text : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// A carriage return not ending a line, or the first byte of U+0085 (C2 85), U+2028 and U+2029
    /// (E2 80 A8/A9) or a byte-order mark (EF BB BF): told apart from other text only by what
    /// follows, so every C2, E2 and EF byte counts.
    private static func isOtherBreakOrMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\r") || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }
}
