import LayoutEngine
import LayoutGeometry

/// A deterministic text measurer for tests: every character is a square one em wide and one em
/// high (the em is the point size in the font description, 14 by default), lines break at spaces
/// when a word would cross the width, the ascender is 0.8 em and the descender −0.2 em.
public final class GlyphBoxMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The point size named at the end of a Pango description (`"Sans Bold 12"` → 12).
    public static func pointSize(of font: String) -> Double {
        if let last = font.split(separator: " ").last, let v = Double(last.replacingOccurrences(of: "px", with: "")) { return v }
        return 14
    }

    /// Measures by counting characters; see the type's description.
    public func measure(_ text: AttributedText, maxSize: Size) -> TextMeasurement {
        let em = GlyphBoxMeasurer.pointSize(of: text.runs.first?.font ?? text.font)
        let lineHeight = text.lineHeight ?? em
        let maxChars = maxSize.width.isFinite ? max(1, Int((maxSize.width + 1e-9) / em)) : Int.max
        var lines: [Int] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = word.count
                if current == 0 { current = w } else if current + 1 + w <= maxChars { current += 1 + w } else {
                    lines.append(current); current = w
                }
                while current > maxChars { lines.append(maxChars); current -= maxChars }
            }
            lines.append(current)
        }
        var truncated = false
        if text.maximumNumberOfLines > 0, lines.count > text.maximumNumberOfLines {
            lines = Array(lines.prefix(text.maximumNumberOfLines)); truncated = true
        }
        if maxSize.height.isFinite {
            let fit = max(1, Int((maxSize.height + 1e-9) / lineHeight))
            if lines.count > fit { lines = Array(lines.prefix(fit)); truncated = true }
        }
        let width = Double(lines.max() ?? 0) * em
        return TextMeasurement(size: Size(width: min(width, maxSize.width), height: Double(lines.count) * lineHeight),
                               lineCount: lines.count, isTruncated: truncated, ascender: 0.8 * em, descender: -0.2 * em)
    }
}
