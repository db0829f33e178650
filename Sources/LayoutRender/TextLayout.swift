import CPangoCairo
import Foundation
import LayoutEngine
import LayoutGeometry

/// A Pango layout built from attributed text: fonts, colours, underline, strikethrough and links
/// per run; alignment, line height and line limit per paragraph.
struct TextLayout {
    let layout: OpaquePointer
    let text: AttributedText
    let maxSize: Size

    init(engine: TextEngine, text: AttributedText, maxSize: Size) {
        self.text = text
        self.maxSize = maxSize
        layout = pango_layout_new(engine.context)
        let string = text.string
        string.withCString { pango_layout_set_text(layout, $0, -1) }
        let baseFont = pango_font_description_from_string(text.font)
        pango_layout_set_font_description(layout, baseFont)
        pango_font_description_free(baseFont)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if maxSize.width.isFinite && maxSize.width >= 0 {
            pango_layout_set_width(layout, Int32(min(maxSize.width * Double(PANGO_SCALE), Double(Int32.max / 2))))
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch text.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if text.maximumNumberOfLines > 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(text.maximumNumberOfLines))
        } else if maxSize.height.isFinite && maxSize.height >= 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(min(maxSize.height * Double(PANGO_SCALE), Double(Int32.max / 2))))
        }
        applyAttributes(string)
    }

    private func applyAttributes(_ string: String) {
        let list = pango_attr_list_new()
        if let lineHeight = text.lineHeight, lineHeight > 0 {
            let attr = pango_attr_line_height_new_absolute(Int32(lineHeight * Double(PANGO_SCALE)))
            insert(attr, into: list, start: 0, end: UInt32(string.utf8.count))
        }
        var offset: UInt32 = 0
        for run in text.runs {
            let length = UInt32(run.text.utf8.count)
            let start = offset, end = offset + length
            offset = end
            guard length > 0 else { continue }
            if let font = run.font {
                let desc = pango_font_description_from_string(font)
                insert(pango_attr_font_desc_new(desc), into: list, start: start, end: end)
                pango_font_description_free(desc)
            }
            let color = run.link != nil ? text.linkColor : (run.color ?? text.color)
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                   into: list, start: start, end: end)
            if color.alpha < 1 {
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)), into: list, start: start, end: end)
            }
            let underline = run.link != nil && run.underline == .none ? text.linkUnderline : run.underline
            if underline != .none {
                insert(pango_attr_underline_new(pangoUnderline(underline)), into: list, start: start, end: end)
            }
            if run.strikethrough {
                insert(pango_attr_strikethrough_new(1), into: list, start: start, end: end)
            }
        }
        // The paragraph colour covers text outside any run attribute as well.
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    private func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer?, start: UInt32, end: UInt32) {
        guard let attr else { return }
        attr.pointee.start_index = start
        attr.pointee.end_index = end
        pango_attr_list_insert(list, attr)
    }

    private func channel(_ v: Double) -> UInt16 { UInt16((max(0, min(1, v)) * 65535).rounded()) }

    private func pangoUnderline(_ style: UnderlineStyle) -> PangoUnderline {
        switch style {
        case .none: return PANGO_UNDERLINE_NONE
        case .single: return PANGO_UNDERLINE_SINGLE
        case .double: return PANGO_UNDERLINE_DOUBLE
        case .dotted: return PANGO_UNDERLINE_ERROR
        }
    }

    /// Logical size, line count, truncation and font metrics.
    var measurement: TextMeasurement {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        var width = Double(logical.width) / scale
        let height = Double(logical.height) / scale
        if maxSize.width.isFinite { width = min(width, maxSize.width) }
        let lines = Int(pango_layout_get_line_count(layout))
        let truncated = pango_layout_is_ellipsized(layout) != 0
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        let descender = lastLineDescender()
        return TextMeasurement(size: Size(width: max(0, width), height: max(0, height)), lineCount: lines,
                               isTruncated: truncated, ascender: baseline, descender: descender)
    }

    /// The last line's descent below its baseline, as a negative number.
    private func lastLineDescender() -> Double {
        let count = pango_layout_get_line_count(layout)
        guard count > 0, let line = pango_layout_get_line_readonly(layout, count - 1) else { return 0 }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_line_get_extents(line, &ink, &logical)
        // logical.y is the (negative) distance from the baseline to the line's top.
        return -Double(logical.height + logical.y) / Double(PANGO_SCALE)
    }

    /// The files of the faces used by each run of glyphs.
    func fontFiles() -> [String] {
        var files: [String] = []
        guard let iter = pango_layout_get_iter(layout) else { return files }
        defer { pango_layout_iter_free(iter) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
               let font = item.pointee.analysis.font {
                if llab_is_fc_font(font) != 0, let pattern = llab_fc_font(font).pointee.font_pattern {
                    var file: UnsafeMutablePointer<FcChar8>?
                    if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
                        if !files.contains(path) { files.append(path) }
                    }
                }
            }
        } while pango_layout_iter_next_run(iter) != 0
        return files
    }

    func release() { llab_object_unref(UnsafeMutableRawPointer(layout)) }
}
