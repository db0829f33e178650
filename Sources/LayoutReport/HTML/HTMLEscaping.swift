/// Escaping for strings that come from fixtures (names, texts, messages, debug names, styles) when
/// they are placed in the HTML report as element text or attribute values. (The JSON the page
/// embeds is written script-safe by `ScriptJSONWriter`.)
public enum HTMLEscaping {
    /// Escapes `s` for HTML element text: `& < > " '` become character references, and characters
    /// that would be invisible or reorder the text around them (control characters, bidirectional
    /// overrides, zero-width and line/paragraph separators) are shown as `\u{XXXX}`. Line feeds and
    /// tabs are kept.
    public static func text(_ s: String) -> String {
        escape(s, keepLineBreaks: true)
    }

    /// Escapes `s` for a double- or single-quoted attribute value: as `text(_:)`, with line feeds
    /// and tabs shown as `\u{XXXX}` too.
    public static func attribute(_ s: String) -> String {
        escape(s, keepLineBreaks: false)
    }

    /// `s` with every character that would be invisible or would reorder the text around it
    /// replaced by a visible `\u{XXXX}`; line feeds and tabs are kept when `keepLineBreaks` is true.
    /// The report's script applies the same table (`InvisibleCharacters`) to the names and texts
    /// it shows.
    public static func revealingInvisibles(_ s: String, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if isInvisible(scalar, keepLineBreaks: keepLineBreaks) {
                out.append(contentsOf: visibleForm(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// True for the characters of `InvisibleCharacters`, the table the report's script uses too;
    /// tab and line feed are not when `keepLineBreaks`.
    static func isInvisible(_ scalar: Unicode.Scalar, keepLineBreaks: Bool) -> Bool {
        InvisibleCharacters.contains(scalar, keepLineBreaks: keepLineBreaks)
    }

    private static func visibleForm(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }

    private static func escape(_ s: String, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default:
                if isInvisible(scalar, keepLineBreaks: keepLineBreaks) {
                    out.append(contentsOf: visibleForm(scalar).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }
}
