/// The one table of characters the report shows as `\u{XXXX}` because they would be invisible or
/// would reorder the text around them. `MarkupEscaper` applies it in Swift (the page's markup, the
/// console), and the page's script gets it as regular expressions written from it when the script
/// is assembled (`ReportAssets`). The zero-width joiners are not in it: emoji sequences need them.
enum InvisibleCharacters {
    /// The characters, as ranges of scalar values, in the order they are written into the script.
    /// Every one is in the Basic Multilingual Plane: the script matches UTF-16 code units.
    /// The report's browser test (`Tests/Browser/report-browser-test.py`) reads this list from this
    /// file: one `0xXXXX...0xXXXX, // what` range a line.
    static let ranges: [ClosedRange<UInt32>] = [
        0x0000...0x001F, // C0 control characters
        0x007F...0x009F, // delete and the C1 control characters
        0x061C...0x061C, // Arabic letter mark
        0x200B...0x200B, // zero-width space
        0x200E...0x200E, // left-to-right mark
        0x200F...0x200F, // right-to-left mark
        0x202A...0x202E, // bidirectional embeddings, pop and overrides
        0x2066...0x2069, // bidirectional isolates
        0x2028...0x2028, // line separator
        0x2029...0x2029, // paragraph separator
        0xFEFF...0xFEFF, // byte-order mark (zero-width no-break space)
        0xFFF9...0xFFFB, // interlinear annotation characters
    ]

    /// Tab and line feed: in the table, and kept as they are where line breaks are kept.
    static let lineBreaks: ClosedRange<UInt32> = 0x09...0x0A

    /// True when `scalar` is in the table, leaving out tab and line feed when `keepLineBreaks`.
    static func contains(_ scalar: Unicode.Scalar, keepLineBreaks: Bool) -> Bool {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return false }
        if keepLineBreaks && lineBreaks.contains(v) { return false }
        return ranges.contains { $0.contains(v) }
    }

    /// A global JavaScript regular expression literal matching the table's characters (without tab
    /// and line feed when `keepLineBreaks`), every character written as `\uXXXX`:
    /// `/[\u0000-\u0008\u000B-\u001F…]/g`.
    static func javaScriptPattern(keepLineBreaks: Bool) -> String {
        var members = ""
        for range in ranges {
            for part in keepLineBreaks ? removing(lineBreaks, from: range) : [range] {
                members += part.count == 1 ? escaped(part.lowerBound) : escaped(part.lowerBound) + "-" + escaped(part.upperBound)
            }
        }
        return "/[" + members + "]/g"
    }

    /// `range` without the values of `gap`: none, one or two ranges.
    private static func removing(_ gap: ClosedRange<UInt32>, from range: ClosedRange<UInt32>) -> [ClosedRange<UInt32>] {
        guard range.overlaps(gap) else { return [range] }
        var parts: [ClosedRange<UInt32>] = []
        if range.lowerBound < gap.lowerBound { parts.append(range.lowerBound...(gap.lowerBound - 1)) }
        if range.upperBound > gap.upperBound { parts.append((gap.upperBound + 1)...range.upperBound) }
        return parts
    }

    private static func escaped(_ v: UInt32) -> String {
        precondition(v <= 0xFFFF && !(0xD800...0xDFFF).contains(v), "the script matches UTF-16 code units")
        let hex = String(v, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
