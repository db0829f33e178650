import CCairo
import Foundation
import LayoutEngine
import LayoutGeometry

extension CairoCanvas {
    /// Adds a rectangle with `corners` rounded by `radius` (limited to half the shorter side, as
    /// Core Animation limits it) to the current path; square corners when the radius is zero.
    func addRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all) {
        let r = min(max(0, radius), min(rect.width, rect.height) / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.minX + rect.width, rect.minY + rect.height)
        cairo_new_sub_path(cr)
        if corners.contains(.topRight) { cairo_arc(cr, x1 - r, y0 + r, r, -Double.pi / 2, 0) } else { cairo_line_to(cr, x1, y0) }
        if corners.contains(.bottomRight) { cairo_arc(cr, x1 - r, y1 - r, r, 0, Double.pi / 2) } else { cairo_line_to(cr, x1, y1) }
        if corners.contains(.bottomLeft) { cairo_arc(cr, x0 + r, y1 - r, r, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x0, y1) }
        if corners.contains(.topLeft) { cairo_arc(cr, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x0, y0) }
        cairo_close_path(cr)
    }

    /// Fills `rect` with `color`, its `corners` rounded by `radius`.
    func fill(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, with color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        addRoundedRect(rect, radius: radius, corners: corners)
        cairo_fill(cr)
    }

    /// Fills the part of `rect` outside its rounded version (`corners` rounded by `radius`) with
    /// `color`: the corners a rounded rectangle leaves.
    func fillOutside(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, with color: Color) {
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        addRoundedRect(rect, radius: radius, corners: corners)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Fills a border `width` points wide just inside `rect`: the band between the rounded outer
    /// edge (`radius`) and the inner edge (`radius − width`), as Core Animation draws a layer's
    /// border.
    func strokeBorder(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, width: Double, color: Color) {
        guard width > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        let outerRadius = min(max(0, radius), min(rect.width, rect.height) / 2)
        addRoundedRect(rect, radius: outerRadius, corners: corners)
        let inner = rect.inset(by: EdgeInsets(all: width))
        if inner.width > 0 && inner.height > 0 {
            addRoundedRect(inner, radius: max(0, outerRadius - width), corners: corners)
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Intersects the clip with `rect`, its `corners` rounded by `radius`.
    func clip(to rect: Rect, radius: Double, corners: RoundedCorners = .all) {
        addRoundedRect(rect, radius: radius, corners: corners)
        cairo_clip(cr)
    }

    /// Runs `body` with the clip narrowed to `rect`, then restores the clip.
    func withClip<T>(_ rect: Rect, _ body: () throws -> T) rethrows -> T {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        return try body()
    }

    /// The area the current clip lets through, in points.
    var clipExtents: Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// `rect` grown outward to whole device pixels.
    func pixelAligned(_ rect: Rect) -> Rect {
        let x0 = Foundation.floor(rect.minX * scale) / scale, y0 = Foundation.floor(rect.minY * scale) / scale
        let x1 = Foundation.ceil(rect.maxX * scale) / scale, y1 = Foundation.ceil(rect.maxY * scale) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Paints `image` stretched onto `rect` (points), with Cairo's `GOOD` filter (bilinear when
    /// enlarging, a box filter when shrinking by more than a little) and edge pixels extended, so
    /// the image's edges stay sharp where `rect` ends.
    /// Replayed from `paintCache` when it holds the same paint over the same pixels.
    func paint(_ image: CairoImage, into rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard let paintCache else { return paintNow(image, into: rect) }
        paintCache.paint(image, into: rect, on: self) { paintNow(image, into: rect) }
    }

    private func paintNow(_ image: CairoImage, into rect: Rect) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
