import CPangoCairo
import LayoutEngine

/// Limits on text that keep laying it out bounded in time.
///
/// Pango breaks a run of characters with no place to break a line (one long word, or a character
/// followed by thousands of combining marks) in time that grows with the square of its length
/// (100,000 letters at 300 points wide took 14.5 s, 200,000 took 61 s), and a text of many
/// paragraphs in time that grows with the square of their number (30,000 took 3.2 s). Texts past
/// these limits are refused with a message rather than laid out.
public enum TextLimits {
    /// The most characters (Unicode scalars) in a row with no line-break opportunity.
    public static let maxUnbreakableRun = 1_000
    /// The most paragraphs (hard line breaks plus one) in a text.
    public static let maxParagraphs = 10_000

    /// Why `text` cannot be laid out in bounded time, or nil when it can.
    public static func problem(in text: String) -> String? {
        var paragraphs = 1
        for character in text where character.isNewline {
            paragraphs += 1
            if paragraphs > maxParagraphs {
                return "the text holds more than \(maxParagraphs) paragraphs (line breaks); split it into several texts"
            }
        }
        let scalars = text.unicodeScalars.count
        guard scalars > maxUnbreakableRun else { return nil }
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars + 1)
        text.withCString { bytes in
            attributes.withUnsafeMutableBufferPointer { buffer in
                pango_get_log_attrs(bytes, Int32(text.utf8.count), -1, pango_language_get_default(), buffer.baseAddress,
                                    Int32(buffer.count))
            }
        }
        var run = 0, longest = 0
        for attribute in attributes.dropLast() {
            if attribute.is_line_break != 0 || attribute.is_mandatory_break != 0 { run = 0 }
            run += 1
            longest = max(longest, run)
        }
        guard longest > maxUnbreakableRun else { return nil }
        return "the text has \(longest) characters in a row with no place to break a line (at most \(maxUnbreakableRun): "
            + "a word that long, or a character with that many combining marks, takes Pango time that grows with its square)"
    }
}
