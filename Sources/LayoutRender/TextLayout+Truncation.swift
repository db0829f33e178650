import CPangoCairo
import LayoutEngine
import LayoutGeometry

extension TextLayout {
    /// True when this layout, which holds all of its text, is the one a new layout of the same
    /// text and width would be within `maxHeight`: every line fits, so nothing would be cut
    /// (the line limit is worked out the same way, on the same lines).
    func fitsUncut(maxHeight: Double) -> Bool {
        !isTruncated
            && Int(pango_layout_get_line_count(layout)) <= TextLayout.lineLimit(layout, text: text, maxHeight: maxHeight)
    }

    /// How many lines may be shown: the text's `maximumNumberOfLines` (0: any), and no more than
    /// fit whole in a finite `maxHeight` (at least one).
    static func lineLimit(_ layout: OpaquePointer, text: AttributedText, maxHeight: Double) -> Int {
        var limit = text.maximumNumberOfLines > 0 ? text.maximumNumberOfLines : Int.max
        guard maxHeight.isFinite, let iter = pango_layout_get_iter(layout) else { return limit }
        defer { pango_layout_iter_free(iter) }
        // Half a Pango unit of slack: heights are whole units, frames may be a hair under one.
        let room = maxHeight * Double(PANGO_SCALE) + 0.5
        let offsets = paragraphOffsets(layout, text: text)
        var fitting = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let offset = fitting < offsets.count ? offsets[fitting] * Double(PANGO_SCALE) : 0
            guard Double(logical.y) + Double(logical.height) + offset <= room else { break }
            fitting += 1
        } while pango_layout_iter_next_line(iter) != 0
        limit = min(limit, max(1, fitting))
        return limit
    }

    /// The text cut to `lineLimit` lines: the lines before the last visible one stay as they are;
    /// the last keeps the longest run of its characters (trailing spaces dropped) that, followed
    /// by the truncation string, still ends within `lineLimit` lines. The truncation string takes
    /// the font and colour of the last character kept.
    ///
    /// `layout` holds `text` laid out without a limit on entry and is left holding some trial.
    static func truncate(_ text: AttributedText, in layout: OpaquePointer, lineLimit: Int) -> AttributedText {
        guard let line = pango_layout_get_line_readonly(layout, Int32(lineLimit - 1)) else { return text }
        let string = text.string
        let lineStart = Int(line.pointee.start_index)
        // Candidate cut points: every character boundary from the line's start to the end of its
        // paragraph (characters past a hard line break never share the line).
        var cuts: [Int] = []
        var position = 0
        for character in string {
            let length = character.utf8.count
            if position >= lineStart {
                if character.isNewline { break }
                cuts.append(position)
            }
            position += length
        }
        cuts.append(position)
        if cuts.first != lineStart { cuts.insert(lineStart, at: 0) }
        let bytes = Array(string.utf8)
        func trimmed(_ cut: Int) -> Int {
            var end = cut
            while end > lineStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return end
        }
        func fits(_ cut: Int) -> Bool {
            _ = apply(text.truncated(atUTF8: trimmed(cut)), to: layout)
            return Int(pango_layout_get_line_count(layout)) <= lineLimit
        }
        if text.truncationMode != .tail,
           let cut = truncateHeadOrMiddle(text, in: layout, lineStart: lineStart, lineLimit: lineLimit) {
            return cut
        }
        var low = 0, high = cuts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(cuts[mid]) { low = mid } else { high = mid - 1 }
        }
        return text.truncated(atUTF8: trimmed(cuts[low]))
    }

    /// The text cut at the head or middle of its last visible line (which starts at byte
    /// `lineStart`): the lines before it stay; it shows (for `middle`) its own first characters,
    /// the truncation string, then the text's last characters, the most of them that still end
    /// within `lineLimit` lines, half from each side. The end never reaches back past a hard line
    /// break, nor the start past one. Nil when even the truncation string alone does not fit.
    static func truncateHeadOrMiddle(_ text: AttributedText, in layout: OpaquePointer, lineStart: Int,
                                     lineLimit: Int) -> AttributedText? {
        let string = text.string
        // Character boundaries from the line's start to the end of its paragraph, and from the
        // text's end back to its last hard line break (both on or after the line's start).
        var starts: [Int] = [lineStart], ends: [Int] = []
        var position = 0, headOpen = true, afterBreak = false
        for character in string {
            let next = position + character.utf8.count
            if next == lineStart { afterBreak = character.isNewline }
            if position >= lineStart {
                if character.isNewline {
                    headOpen = false
                    ends = []
                } else {
                    if headOpen { starts.append(next) }
                    ends.append(position)
                }
            }
            position = next
        }
        let end = position
        ends.append(end)
        let headRoom = starts.count - 1, tailRoom = ends.count - 1
        // Head and tail share one paragraph when no break lies between them.
        let shared = headOpen
        let middle = text.truncationMode == .middle
        let most = shared ? headRoom : middle ? headRoom + tailRoom : tailRoom
        // The last line starts on a line of its own: a line separator (no new paragraph) keeps
        // the truncation string from joining the line before.
        let separated = lineStart > 0 && !afterBreak
        func cut(keeping kept: Int) -> AttributedText {
            var head = middle ? (kept + 1) / 2 : 0
            if !shared && middle { head = max(min(head, headRoom), kept - tailRoom) }
            let tail = kept - head
            return text.cut(keepingUTF8: starts[head], from: ends[ends.count - 1 - tail], to: end,
                            breakingAt: separated ? lineStart : nil)
        }
        func fits(_ kept: Int) -> Bool {
            _ = apply(cut(keeping: kept), to: layout)
            return Int(pango_layout_get_line_count(layout)) <= lineLimit
        }
        guard fits(0) else { return nil }
        var low = 0, high = most
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return cut(keeping: low)
    }
}

extension AttributedText {
    /// The text's first `head` bytes, the truncation string, then the bytes from `tailStart` to
    /// `end` (UTF-8 offsets on character boundaries). The truncation string takes the font and
    /// colour of the run it follows (of the run after it when the head is empty).
    func cut(keepingUTF8 head: Int, from tailStart: Int, to end: Int, breakingAt lineBreak: Int? = nil) -> AttributedText {
        func slice(_ from: Int, _ to: Int) -> [TextRun] {
            var out: [TextRun] = []
            var offset = 0
            for run in runs {
                let bytes = Array(run.text.utf8)
                let lo = max(from, offset), hi = min(to, offset + bytes.count)
                if lo < hi {
                    var part = run
                    part.text = String(decoding: bytes[(lo - offset)..<(hi - offset)], as: UTF8.self)
                    out.append(part)
                }
                offset += bytes.count
            }
            return out
        }
        var before = slice(0, head), after = slice(tailStart, end)
        if let lineBreak, lineBreak <= head {
            // A line separator where the kept last line starts (U+2028: a new line, not a new
            // paragraph), in the style of the run it falls in.
            let prefix = slice(0, lineBreak), rest = slice(lineBreak, head)
            var separator = prefix.last ?? rest.first ?? TextRun("")
            separator.text = "\u{2028}"
            separator.link = nil
            before = prefix + [separator] + rest
        }
        var out = self
        out.runs = before
        let style = before.last(where: { $0.text != "\u{2028}" }) ?? after.first ?? runs.first
        for var token in truncationRuns ?? (truncationText.isEmpty ? [] : [TextRun(truncationText)]) {
            if let style {
                if token.font == nil { token.font = style.font }
                if token.color == nil { token.color = resolvedColor(of: style) }
            }
            out.runs.append(token)
        }
        out.runs += after
        return out
    }

    /// The text's first `offset` bytes (UTF-8, on a character boundary) followed by the truncation
    /// string, which takes the resolved font and colour of the last run kept (of the first run
    /// when none is).
    func truncated(atUTF8 offset: Int) -> AttributedText {
        let end = string.utf8.count
        return cut(keepingUTF8: offset, from: end, to: end)
    }
}
