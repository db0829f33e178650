/// The one escaper for strings that come from fixtures (names, texts, messages, debug names,
/// styles) when they are placed in markup: the HTML report's element text and attribute values,
/// and JUnit XML's. (The JSON the page embeds is written script-safe by `ScriptJSONWriter`.)
///
/// `&`, `<` and `>` become character references in both; characters that would be invisible or
/// reorder the text around them (`InvisibleCharacters`: control characters, bidirectional
/// overrides, zero-width and line/paragraph separators) are shown as `\u{XXXX}`.
public struct MarkupEscaper: Sendable {
    /// The HTML report: `"` and `'` become `&quot;` and `&#39;` everywhere; line feeds and tabs
    /// are kept in element text and shown as `\u{000A}` and `\u{0009}` in attribute values;
    /// hidden characters are written with at least four digits (`\u{001B}`).
    public static let html = MarkupEscaper(isXML: false)

    /// JUnit XML: `"` and `'` become `&quot;` and `&apos;` in attribute values, where line feeds
    /// and tabs become `&#10;` and `&#9;`; a carriage return is `&#13;` everywhere; characters XML
    /// 1.0 cannot hold are shown as well as hidden ones, with as many digits as they need (`\u{1B}`).
    public static let xml = MarkupEscaper(isXML: true)

    private let isXML: Bool

    /// `s` escaped for element text.
    public func text(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// `s` escaped for a double- or single-quoted attribute value.
    public func attribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    /// `s` with every character that would be invisible or would reorder the text around it
    /// replaced by a visible `\u{XXXX}`; line feeds and tabs are kept when `keepLineBreaks` is true.
    /// The report's script applies the same table (`InvisibleCharacters`) to the names and texts
    /// it shows.
    public static func revealingInvisibles(_ s: String, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if isInvisible(scalar, keepLineBreaks: keepLineBreaks) {
                out.append(contentsOf: visibleForm(scalar, digits: 4).unicodeScalars)
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

    private static func visibleForm(_ scalar: Unicode.Scalar, digits: Int) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, digits - hex.count)) + hex + "}"
    }

    private func escape(_ s: String, attribute: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if let reference = reference(for: scalar, attribute: attribute) {
                out.append(contentsOf: reference.unicodeScalars)
            } else if hides(scalar, attribute: attribute) {
                out.append(contentsOf: MarkupEscaper.visibleForm(scalar, digits: isXML ? 1 : 4).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The character reference `scalar` is written as, or nil when it is written as it is or shown.
    private func reference(for scalar: Unicode.Scalar, attribute: Bool) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return isXML && !attribute ? nil : "&quot;"
        case "'": return isXML ? (attribute ? "&apos;" : nil) : "&#39;"
        case "\n": return isXML && attribute ? "&#10;" : nil
        case "\t": return isXML && attribute ? "&#9;" : nil
        case "\r": return isXML ? "&#13;" : nil
        default: return nil
        }
    }

    /// True when `scalar` is shown as `\u{…}`: a hidden character (line feeds and tabs kept in HTML
    /// element text and in XML, where attributes write them as references), or one XML cannot hold.
    private func hides(_ scalar: Unicode.Scalar, attribute: Bool) -> Bool {
        if isXML { return !MarkupEscaper.allowedInXML(scalar) || MarkupEscaper.isInvisible(scalar, keepLineBreaks: true) }
        return MarkupEscaper.isInvisible(scalar, keepLineBreaks: !attribute)
    }

    /// True for characters XML 1.0 documents may contain.
    private static func allowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v)
            || (0x10000...0x10FFFF).contains(v)
    }
}
