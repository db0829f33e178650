import CPangoCairo
import LayoutEngine
import LayoutGeometry

extension TextLayout {
    /// Draws the layout with its top-left corner at `origin` (user units of `cr`), dotted
    /// underlines included.
    func draw(on cr: OpaquePointer, at origin: Point) {
        drawShadow(on: cr, at: origin)
        cairo_save(cr)
        showGlyphs(on: cr, at: origin)
        cairo_restore(cr)
        for underline in dottedUnderlines { draw(underline, on: cr, at: origin) }
    }

    /// Draws the glyphs (and Pango's own underlines and strike-throughs) with the layout's
    /// top-left corner at `origin`, line by line, each line's baseline origin and each glyph on a
    /// whole device pixel (`snappedToDevicePixel`, `snapGlyphs(of:from:on:)`).
    func showGlyphs(on cr: OpaquePointer, at origin: Point) {
        forEachLine(at: origin) { line, x, y in
            let start = TextLayout.snappedToDevicePixel(x, y, on: cr)
            let changes = TextLayout.snapGlyphs(of: line, from: start, on: cr)
            cairo_move_to(cr, start.x, start.y)
            pango_cairo_show_layout_line(cr, line)
            changes.restore()
        }
    }

    /// `(x, y)` in `cr`'s user units moved to the nearest whole device pixel.
    ///
    /// Glyph positions are whole points (Pango rounds them), so with the line's origin on a
    /// device pixel every glyph lands on one at the integer scales fixtures use. Cairo 1.16 rounds
    /// each glyph to a whole pixel when it draws it; Cairo 1.17.6 and later draw glyphs at quarter
    /// pixels instead, so a fractional baseline renders differently on the two. Snapped, both draw
    /// the same glyph images at the same places (docs/rendering.md, distribution upgrades).
    static func snappedToDevicePixel(_ x: Double, _ y: Double, on cr: OpaquePointer) -> Point {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        guard dx.isFinite, dy.isFinite else { return Point(x: x, y: y) }
        dx = dx.rounded()
        dy = dy.rounded()
        cairo_device_to_user(cr, &dx, &dy)
        return Point(x: dx, y: dy)
    }

    /// Calls `body` with each line and where its baseline starts (user units), each line moved
    /// down by the paragraph spacing above it.
    func forEachLine(at origin: Point, _ body: (UnsafeMutablePointer<PangoLayoutLine>, Double, Double) -> Void) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let units = Double(PANGO_SCALE)
        var index = 0
        repeat {
            if let line = pango_layout_iter_get_line_readonly(iter) {
                var inLayout = PangoRectangle(), inLine = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &inLayout)
                pango_layout_line_get_extents(line, nil, &inLine)
                let x = origin.x + Double(inLayout.x - inLine.x) / units
                let y = origin.y + Double(pango_layout_iter_get_baseline(iter)) / units + offset(ofLine: index)
                body(line, x, y)
            }
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// How far line `index` is moved down by paragraph spacing.
    func offset(ofLine index: Int) -> Double {
        index < paragraphOffsets.count ? paragraphOffsets[index] : 0
    }

    /// A dotted line under `underline`'s characters on every line they reach: square dots as
    /// thick as the font's underline, one dot-length apart, at the font's underline position.
    private func draw(_ underline: DottedUnderline, on cr: OpaquePointer, at origin: Point) {
        let units = Double(PANGO_SCALE)
        let desc = pango_font_description_from_string(underline.font)
        let metrics = pango_context_get_metrics(pango_layout_get_context(layout), desc, nil)
        pango_font_description_free(desc)
        let position = Double(pango_font_metrics_get_underline_position(metrics)) / units
        let thickness = max(Double(pango_font_metrics_get_underline_thickness(metrics)) / units, 1)
        pango_font_metrics_unref(metrics)
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        cairo_save(cr)
        let c = underline.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_set_line_width(cr, thickness)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        var dash = [thickness, thickness]
        cairo_set_dash(cr, &dash, 2, 0)
        var index = -1
        repeat {
            index += 1
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let lineStart = Int(line.pointee.start_index)
            let lineEnd = lineStart + Int(line.pointee.length)
            let start = max(underline.start, lineStart), end = min(underline.end, lineEnd)
            guard start < end else { continue }
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / units
            let y = origin.y + baseline - position + thickness / 2 + offset(ofLine: index)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
            if let ranges {
                for i in 0..<Int(count) {
                    let x0 = origin.x + Double(ranges[2 * i]) / units
                    let x1 = origin.x + Double(ranges[2 * i + 1]) / units
                    cairo_move_to(cr, x0, y)
                    cairo_line_to(cr, x1, y)
                }
                llab_free(ranges)
            }
            cairo_stroke(cr)
        } while pango_layout_iter_next_line(iter) != 0
        cairo_restore(cr)
    }
}
