/// Escaping for strings that come from fixtures (names, texts, messages, debug names, styles) when
/// they are placed in the HTML report: as element text, as attribute values, and inside the JSON
/// that `<script>` elements carry.
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

    /// Makes JSON safe to embed between `<script>` and `</script>` (or in a script file): `<`, `>`
    /// and `&` become `\u003c`, `\u003e` and `\u0026`, U+2028/U+2029 become `\u2028`/`\u2029`, and
    /// the other invisible or reordering characters (bidirectional overrides, C1 controls, …)
    /// become `\uXXXX` too, so neither `</script` nor `<!--` can occur, the text stays a valid
    /// JavaScript expression, and the page's source shows no hidden characters. These characters
    /// only occur inside JSON strings, where the escapes mean the same characters, so the JSON
    /// still decodes to the same value.
    public static func scriptJSON(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x3C: out.append(contentsOf: "\\u003c".unicodeScalars)
            case 0x3E: out.append(contentsOf: "\\u003e".unicodeScalars)
            case 0x26: out.append(contentsOf: "\\u0026".unicodeScalars)
            default:
                if scalar.value >= 0x7F, isInvisible(scalar, keepLineBreaks: false) {
                    let hex = String(scalar.value, radix: 16)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// `s` with every character that would be invisible or would reorder the text around it
    /// replaced by a visible `\u{XXXX}`; line feeds and tabs are kept when `keepLineBreaks` is true.
    /// The report's script applies the same rule to the names and texts it shows.
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

    /// True for control characters (C0 except tab and line feed when kept, DEL, C1), bidirectional
    /// marks, embeddings, overrides and isolates, the zero-width space, the byte-order mark, the
    /// interlinear annotation characters and the line and paragraph separators. The zero-width
    /// joiners stay: emoji sequences need them.
    static func isInvisible(_ scalar: Unicode.Scalar, keepLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return !keepLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default: return false
        }
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
