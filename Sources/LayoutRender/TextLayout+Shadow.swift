import CCairo
import CPangoCairo
import Foundation
import LayoutEngine
import LayoutGeometry

extension TextLayout {
    /// Draws the text's shadow, if it has one: the glyphs' coverage (times their colours' alpha)
    /// moved by the shadow's offset, blurred with a Gaussian of half its blur radius (as Core
    /// Graphics blurs shadows) and painted in the shadow's colour. The blur covers only what the
    /// clip lets through.
    func drawShadow(on cr: OpaquePointer, at origin: Point) {
        guard let shadow = text.shadow, shadow.color.alpha > 0,
              shadow.offset.x.isFinite, shadow.offset.y.isFinite else { return }
        let at = Point(x: origin.x + shadow.offset.x, y: origin.y + shadow.offset.y)
        let blur = shadow.blurRadius.isFinite ? min(max(0, shadow.blurRadius), 1_000) : 0
        let c = shadow.color
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        guard blur > 0 else {
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            showGlyphs(on: cr, at: at)
            let coverage = cairo_pop_group(cr)
            cairo_mask(cr, coverage)
            cairo_pattern_destroy(coverage)
            return
        }
        guard let (mask, origin) = blurredMask(at: at, sigma: blur / 2, on: cr) else { return }
        cairo_mask_surface(cr, mask, origin.x, origin.y)
        cairo_surface_destroy(mask)
    }

    /// The glyphs drawn at `at` into an alpha mask in `cr`'s device pixels and blurred, with the
    /// mask's top-left corner in `cr`'s user units; nil when nothing of it is visible.
    private func blurredMask(at: Point, sigma: Double, on cr: OpaquePointer) -> (OpaquePointer, Point)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = max(abs(matrix.xx), abs(matrix.yy))
        guard scale > 0, scale.isFinite else { return nil }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let units = Double(PANGO_SCALE)
        let margin = 3 * sigma
        let glyphs = Rect(x: at.x + Double(ink.x) / units - margin, y: at.y + Double(ink.y) / units - margin,
                          width: Double(ink.width) / units + 2 * margin,
                          height: Double(ink.height) / units + (paragraphOffsets.last ?? 0) + 2 * margin)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard let area = glyphs.intersection(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)), !area.isEmpty else {
            return nil
        }
        let left = (area.minX * scale).rounded(.down), top = (area.minY * scale).rounded(.down)
        let width = Int((area.maxX * scale).rounded(.up) - left), height = Int((area.maxY * scale).rounded(.up) - top)
        // The clip bounds the mask by what is drawn; this bounds it by memory too (64 MB).
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= 1 << 26,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let maskOrigin = Point(x: left / scale, y: top / scale)
        if let mcr = cairo_create(mask) {
            cairo_scale(mcr, scale, scale)
            cairo_translate(mcr, -maskOrigin.x, -maskOrigin.y)
            showGlyphs(on: mcr, at: at)
            cairo_destroy(mcr)
        }
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            AlphaBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                           sigma: sigma * scale)
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, scale, scale)
        return (mask, maskOrigin)
    }
}
