import CPangoCairo
import LayoutEngine
import LayoutGeometry

/// A byte range of a layout's text underlined with dots, in the run's colour and font.
struct DottedUnderline {
    /// First byte (UTF-8) of the range.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// The run's colour.
    var color: Color
    /// The run's Pango font description.
    var font: String
}

extension TextLayout {
    /// Sets `text`'s characters and run attributes on `layout`; returns the ranges Pango cannot
    /// underline itself (dotted).
    static func apply(_ text: AttributedText, to layout: OpaquePointer) -> [DottedUnderline] {
        let string = text.string
        string.withCString { pango_layout_set_text(layout, $0, -1) }
        let list = pango_attr_list_new()
        var dotted: [DottedUnderline] = []
        if let lineHeight = text.lineHeight, lineHeight > 0, lineHeight.isFinite {
            // Clamped to 10000 points, which keeps Pango's units inside 32 bits.
            let attr = pango_attr_line_height_new_absolute(Int32((min(lineHeight, 10_000) * Double(PANGO_SCALE)).rounded()))
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
            let color = text.resolvedColor(of: run)
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                   into: list, start: start, end: end)
            if color.alpha < 1 {
                // Pango takes an alpha of 0 for "not set" (opaque): 1/65535 draws nothing either.
                insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), into: list, start: start, end: end)
            }
            switch text.resolvedUnderline(of: run) {
            case .none: break
            case .single: insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), into: list, start: start, end: end)
            case .double: insert(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE), into: list, start: start, end: end)
            case .dotted:
                dotted.append(DottedUnderline(start: Int(start), end: Int(end), color: color, font: run.font ?? text.font))
            }
            if run.strikethrough {
                insert(pango_attr_strikethrough_new(1), into: list, start: start, end: end)
            }
            if run.kern != 0, run.kern.isFinite {
                // Clamped to ±10000 points, which keeps Pango's units inside 32 bits.
                let kern = min(10_000, max(-10_000, run.kern))
                insert(pango_attr_letter_spacing_new(Int32((kern * Double(PANGO_SCALE)).rounded())),
                       into: list, start: start, end: end)
            }
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        return dotted
    }

    private static func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer?,
                               start: UInt32, end: UInt32) {
        guard let attr else { return }
        attr.pointee.start_index = start
        attr.pointee.end_index = end
        pango_attr_list_insert(list, attr)
    }

    private static func channel(_ v: Double) -> UInt16 { UInt16((max(0, min(1, v)) * 65535).rounded()) }
}

extension AttributedText {
    /// The colour a run is drawn in: the link colour for links, else its own or the paragraph's.
    func resolvedColor(of run: TextRun) -> Color {
        run.link != nil ? linkColor : (run.color ?? color)
    }

    /// The underline a run is drawn with: a link without its own underline takes the link
    /// underline.
    func resolvedUnderline(of run: TextRun) -> UnderlineStyle {
        run.link != nil && run.underline == .none ? linkUnderline : run.underline
    }
}
