import CPangoCairo
import Foundation
import LayoutEngine
import LayoutGeometry

/// A Pango layout built from attributed text: fonts, colours, underline, strikethrough and links
/// per run; alignment, line height and line limit per paragraph.
///
/// Text that does not fit (more lines than `maximumNumberOfLines`, or than fit in a finite height)
/// is cut: the last visible line keeps as many characters as fit beside the text's truncation
/// string (default "…"), which is laid out with it, at the line's tail, head or middle.
/// Paragraph spacing, which Pango lacks, moves whole lines down; a shadow is drawn under the glyphs. Measuring and drawing both build
/// this same layout, so what is drawn is exactly what was measured.
///
/// A layout is immutable once made; `TextEngine.layout(_:maxSize:)` caches them.
final class TextLayout {
    let layout: OpaquePointer
    /// The text as laid out: the original or, when cut, its truncated form.
    let text: AttributedText
    /// The size the text was laid out in (an axis may be ∞).
    let maxSize: Size
    /// Whether the text was cut.
    let isTruncated: Bool
    /// Ranges drawn with a dotted underline (Pango has none; `draw` adds them).
    let dottedUnderlines: [DottedUnderline]
    /// How far each line is moved down by the paragraph spacing above it, in points (empty when
    /// the text has none; Pango has no paragraph spacing, so `draw` places such lines itself).
    let paragraphOffsets: [Double]
    /// Size, lines and metrics, read from Pango once.
    private(set) lazy var measurement: TextMeasurement = measure()

    /// Held while a layout is made: Pango 1.50 breaks lines differently when two threads lay
    /// text out at once, even with a font map and context each (a justified line broken inside a
    /// word is spread between its letters or not), so layouts are made one at a time in the
    /// process. Drawing a made layout needs no lock.
    private static let making = NSLock()

    init(engine: TextEngine, text: AttributedText, maxSize: Size) {
        self.maxSize = maxSize
        (layout, self.text, isTruncated, dottedUnderlines, paragraphOffsets) = TextLayout.making.withLock {
            TextLayout.make(engine: engine, text: text, maxSize: maxSize)
        }
    }

    /// Lays `text` out within `maxSize`, cut when it does not fit; returns the layout, the text as
    /// laid out, whether it was cut, its dotted underlines and its paragraph offsets.
    private static func make(engine: TextEngine, text: AttributedText, maxSize: Size)
        -> (OpaquePointer, AttributedText, Bool, [DottedUnderline], [Double]) {
        let layout = pango_layout_new(engine.context)!
        TextLayout.configureParagraph(layout, text: text, maxSize: maxSize)
        var dotted = TextLayout.apply(text, to: layout)
        let limit = TextLayout.lineLimit(layout, text: text, maxHeight: maxSize.height)
        var laid = text
        let cut = Int(pango_layout_get_line_count(layout)) > limit
        if cut {
            laid = TextLayout.truncate(text, in: layout, lineLimit: limit)
            dotted = TextLayout.apply(laid, to: layout)
        }
        return (layout, laid, cut, dotted, TextLayout.paragraphOffsets(layout, text: text))
    }

    /// The extra space above each line: a paragraph's spacing before it and the previous one's
    /// after it, summed down the text (empty when there is none).
    static func paragraphOffsets(_ layout: OpaquePointer, text: AttributedText) -> [Double] {
        func points(_ v: Double) -> Double { v.isFinite ? min(max(0, v), 10_000) : 0 }
        let gap = points(text.paragraphSpacing) + points(text.paragraphSpacingBefore)
        guard gap > 0 else { return [] }
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var offsets: [Double] = []
        var total = 0.0
        repeat {
            if !offsets.isEmpty, let line = pango_layout_iter_get_line_readonly(iter), line.pointee.is_paragraph_start != 0 {
                total += gap
            }
            offsets.append(total)
        } while pango_layout_iter_next_line(iter) != 0
        return offsets
    }

    /// Width, wrapping, alignment and the base font: everything that does not depend on the
    /// characters.
    private static func configureParagraph(_ layout: OpaquePointer, text: AttributedText, maxSize: Size) {
        let baseFont = pango_font_description_from_string(text.font)
        pango_layout_set_font_description(layout, baseFont)
        pango_font_description_free(baseFont)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if text.lineSpacing > 0, text.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Int32((min(text.lineSpacing, 10_000) * Double(PANGO_SCALE)).rounded()))
        }
        if maxSize.width.isFinite && maxSize.width >= 0 {
            // Rounded to the nearest Pango unit: measured widths are whole units, and the engine's
            // pixel rounding may leave a frame a hair (less than 1e-6 pt) under one.
            let units = (maxSize.width * Double(PANGO_SCALE)).rounded()
            pango_layout_set_width(layout, Int32(min(units, Double(Int32.max / 2))))
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
    }

    deinit { llab_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Logical size, line count, truncation and font metrics.
    private func measure() -> TextMeasurement {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        var width = Double(logical.width) / scale
        let height = Double(logical.height) / scale + (paragraphOffsets.last ?? 0)
        if maxSize.width.isFinite { width = min(width, maxSize.width) }
        let lines = Int(pango_layout_get_line_count(layout))
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        let descender = lastLineDescender()
        return TextMeasurement(size: Size(width: max(0, width), height: max(0, height)), lineCount: lines,
                               isTruncated: isTruncated, ascender: baseline, descender: descender)
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
}
