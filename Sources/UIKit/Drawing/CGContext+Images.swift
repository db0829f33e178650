import CCairo
import Foundation
import LayoutRender

extension CGContext {
    /// Draws `image` stretched over `rect` the way Core Graphics does: bottom row up. Core
    /// Graphics puts an image's first row at the top of `rect` in its own y-up space, so in this
    /// y-down context (as in an iOS image context) the image comes out upside down unless the
    /// code flips the context first (`translateBy(x: 0, y: h)`, `scaleBy(x: 1, y: -1)`), as iOS
    /// code that draws images through Core Graphics does. `UIImage.draw(in:)` draws upright.
    ///
    /// With `byTiling`, copies of the image at `rect`'s size fill the whole clip area, one of them
    /// on `rect`. Drawn with the context's alpha, blend mode and interpolation quality.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard let source = try? CairoImage(image.bitmap) else { return }
        let r = rect.standardized
        if byTiling {
            guard r.width > 0, r.height > 0 else { return }
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            paint(source, into: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), tile: r, flipped: true)
        } else {
            paint(source, into: r, tile: r, flipped: true)
        }
    }

    /// Paints `source` repeated so that one copy covers `tile` exactly (y-down when not
    /// `flipped`), within `rect` only; copies other than the one on `tile` are only seen when
    /// `rect` extends beyond it (edge pixels are extended instead when `repeats` is false).
    func paint(_ source: CairoImage, into rect: CGRect, tile: CGRect, flipped: Bool, repeats: Bool = true) {
        guard rect.width > 0, rect.height > 0, tile.width > 0, tile.height > 0,
              let pattern = cairo_pattern_create_for_surface(source.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        let sx = Double(source.width) / Double(tile.width), sy = Double(source.height) / Double(tile.height)
        cairo_matrix_init_scale(&m, sx, flipped ? -sy : sy)
        cairo_matrix_translate(&m, -Double(tile.minX), -Double(flipped ? tile.maxY : tile.minY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, paint.interpolationQuality.cairo)
        cairo_pattern_set_extend(pattern, repeats && !tile.contains(rect) ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        // The current path survives image drawing.
        let path = cairo_copy_path(cr)
        defer {
            cairo_new_path(cr)
            if let path {
                if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, path) }
                cairo_path_destroy(path)
            }
        }
        cairo_save(cr)
        cairo_new_path(cr)
        appendRect(rect)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, paint.blendMode.cairo)
        cairo_paint_with_alpha(cr, Double(paint.alpha))
        cairo_restore(cr)
    }
}
