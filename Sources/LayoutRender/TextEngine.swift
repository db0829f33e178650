import CCairo
import CPangoCairo
import Foundation
import LayoutEngine
import LayoutGeometry

/// One worker's Pango state: a font map over the pinned fonts, a context with fixed font options,
/// and text measurement for the layout engine.
///
/// Pango font maps and contexts are not thread-safe: create one `TextEngine` per thread and never
/// share it. Text is measured with one fixed context (72 dpi, so a point is a user unit; hint
/// metrics off), so layout never depends on the output scale.
public final class TextEngine: TextMeasuring {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Layouts made so far (see `layout(_:maxSize:)`).
    var layouts: [TextLayoutKey: TextLayout] = [:]
    /// The last layout made of each text and width that holds all of its text (not cut), which
    /// serves every height it fits in.
    var uncut: [TextWidthKey: TextLayout] = [:]

    /// Creates the font map and context over the vendored fonts.
    public init() throws {
        let config = try FontLibrary.makeConfig()
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw FontError.configuration("could not create a Pango font map")
        }
        let fontMap = UnsafeMutablePointer<PangoFontMap>(OpaquePointer(map))
        pango_fc_font_map_set_config(llab_fc_font_map(fontMap), config)
        FcConfigDestroy(config)
        guard let ctx = pango_font_map_create_context(fontMap) else {
            llab_object_unref(fontMap)
            throw FontError.configuration("could not create a Pango context")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(ctx, 72)
        self.fontMap = fontMap
        self.context = ctx
    }

    deinit {
        layouts.removeAll()
        uncut.removeAll()
        llab_object_unref(UnsafeMutableRawPointer(context))
        llab_object_unref(fontMap)
    }

    /// Measures text laid out within `maxSize` (logical extents, in points). Text with more lines
    /// than its `maximumNumberOfLines`, or than fit whole in a finite height, is cut at the tail
    /// and measured with its truncation string, exactly as it is drawn.
    public func measure(_ text: AttributedText, maxSize: Size) -> TextMeasurement {
        layout(text, maxSize: maxSize).measurement
    }

    /// The text as it is drawn within `maxSize`: `text` itself when it fits, else the part that
    /// fits followed by its truncation string (see `measure`).
    public func displayedText(_ text: AttributedText, maxSize: Size) -> AttributedText {
        layout(text, maxSize: maxSize).text
    }

    /// The font files Pango actually uses to draw `text`, one per distinct face, in order of use.
    public func fontFilesUsed(for text: AttributedText) -> [String] {
        layout(text, maxSize: .infinite).fontFiles()
    }
}
