import CPangoCairo
import LayoutGeometry

/// Glyph offsets changed for one draw of a line, to be put back after it.
struct GlyphOffsetChanges {
    fileprivate var changes: [(geometry: UnsafeMutablePointer<PangoGlyphGeometry>, x: Int32, y: Int32)] = []

    /// Puts every changed offset back as Pango made it.
    func restore() {
        for change in changes {
            change.geometry.pointee.x_offset = change.x
            change.geometry.pointee.y_offset = change.y
        }
    }
}

extension TextLayout {
    /// Moves every glyph of `line`, drawn with its baseline origin at `start` (user units of
    /// `cr`), onto the nearest whole device pixel, through the glyphs' offsets; returns what it
    /// changed, for `GlyphOffsetChanges.restore()` after the line is drawn.
    ///
    /// Cairo 1.16 rounds each glyph's device position to the nearest pixel when it draws it
    /// (ties away from zero, as here), so on it this changes no pixel. Cairo 1.17.6 and later
    /// draw a glyph at the quarter pixel its position falls in; a glyph that is not on a whole
    /// pixel (Pango rounds advances to whole points, but not every glyph's position: fallback
    /// fonts' runs, emoji and offsets) is drawn from another glyph image there. On a whole pixel
    /// both draw the same image at the same place (docs/rendering.md, distribution upgrades).
    ///
    /// Offsets are Pango units (1/1024 point), so a glyph lands within 0.002 device pixels of the
    /// pixel at the scales fixtures use, well inside both Cairo versions' rounding. Only a
    /// transformation without rotation or skew is snapped; the offsets are restored after each
    /// draw, so a cached layout drawn again, at another scale or place, starts from Pango's.
    static func snapGlyphs(of line: UnsafeMutablePointer<PangoLayoutLine>, from start: Point,
                           on cr: OpaquePointer) -> GlyphOffsetChanges {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var changes = GlyphOffsetChanges()
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return changes }
        let units = Double(PANGO_SCALE)
        var runX = 0.0
        var node = line.pointee.runs
        while let element = node {
            defer { node = element.pointee.next }
            guard let run = element.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let glyphs = run.pointee.glyphs else { continue }
            runX += Double(run.pointee.start_x_offset)
            let runY = -Double(run.pointee.y_offset)
            var x = runX
            let count = Int(glyphs.pointee.num_glyphs)
            for i in 0..<count {
                let geometry = TextLayout.geometry(of: glyphs.pointee.glyphs + i)
                let old = (x: geometry.pointee.x_offset, y: geometry.pointee.y_offset)
                let dx = snapOffset(Double(old.x), base: start.x + x / units, scale: matrix.xx, translation: matrix.x0)
                let dy = snapOffset(Double(old.y), base: start.y + runY / units, scale: matrix.yy, translation: matrix.y0)
                if dx != old.x || dy != old.y {
                    changes.changes.append((geometry, old.x, old.y))
                    geometry.pointee.x_offset = dx
                    geometry.pointee.y_offset = dy
                }
                x += Double(geometry.pointee.width)
            }
            runX = x + Double(run.pointee.end_x_offset)
        }
        return changes
    }

    /// The geometry field of the glyph at `info`, as a pointer into the glyph string.
    private static func geometry(of info: UnsafeMutablePointer<PangoGlyphInfo>) -> UnsafeMutablePointer<PangoGlyphGeometry> {
        (UnsafeMutableRawPointer(info) + MemoryLayout<PangoGlyphInfo>.offset(of: \.geometry)!)
            .assumingMemoryBound(to: PangoGlyphGeometry.self)
    }

    /// The offset (Pango units) that puts a glyph at `base` (user units) plus `offset` on the
    /// nearest whole device pixel along an axis with this scale and translation.
    private static func snapOffset(_ offset: Double, base: Double, scale: Double, translation: Double) -> Int32 {
        let units = Double(PANGO_SCALE)
        let device = (base + offset / units) * scale + translation
        guard device.isFinite else { return Int32(offset) }
        let snapped = ((device.rounded() - translation) / scale - base) * units
        guard snapped.isFinite, abs(snapped) < Double(Int32.max) else { return Int32(offset) }
        return Int32(snapped.rounded())
    }
}
