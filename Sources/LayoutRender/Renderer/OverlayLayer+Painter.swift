import CCairo
import CPangoCairo
import LayoutEngine
import LayoutGeometry

/// The drawing the overlays share, on a canvas in points: fills, hatching, dashed outlines and
/// labels with a backing, each line one device pixel wide.
struct OverlayPainter {
    let canvas: CairoCanvas
    let textEngine: TextEngine

    private var cr: OpaquePointer { canvas.cr }
    /// One device pixel in points.
    var pixel: Double { 1 / canvas.scale }

    /// Runs `body` with drawing limited to `rect` (nothing is drawn when `rect` is `nil`).
    func clipped(to rect: Rect?, _ body: () -> Void) {
        guard let rect else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// Fills `rect` with `color`.
    func fill(_ rect: Rect, _ color: Color) {
        guard !rect.isEmpty else { return }
        canvas.fill(rect, with: color)
    }

    /// Fills `rect` with `background`, then draws diagonal stripes (bottom-left to top-right)
    /// `spacing` points apart, in `stripe`, inside it.
    func hatch(_ rect: Rect, background: Color, stripe: Color, spacing: Double) {
        guard !rect.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        set(background)
        cairo_paint(cr)
        set(stripe)
        cairo_set_line_width(cr, max(pixel, spacing / 3))
        // Stripes on the lines x + y = k·spacing, anchored at the root so neighbours line up.
        let first = (((rect.minX + rect.minY) / spacing).rounded(.down) - 1) * spacing
        var k = first
        while k <= rect.maxX + rect.maxY + spacing {
            cairo_move_to(cr, k - rect.maxY, rect.maxY)
            cairo_line_to(cr, k - rect.minY, rect.minY)
            k += spacing
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Outlines `rect` with a line one device pixel wide drawn just inside it; dashed when
    /// `dash` is given (on and off lengths in device pixels).
    func outline(_ rect: Rect, _ color: Color, dash: (on: Double, off: Double)? = nil) {
        guard rect.width > 0 || rect.height > 0 else { return }
        cairo_save(cr)
        set(color)
        cairo_set_line_width(cr, pixel)
        if let dash {
            var pattern = [dash.on * pixel, dash.off * pixel]
            cairo_set_dash(cr, &pattern, 2, 0)
        }
        let half = pixel / 2
        cairo_rectangle(cr, rect.minX + half, rect.minY + half, max(0, rect.width - pixel), max(0, rect.height - pixel))
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The size of `text` set in `font` on one line.
    func labelSize(_ text: String, font: String) -> Size {
        textEngine.measure(AttributedText(text, font: font), maxSize: .infinite).size
    }

    /// Draws `text` in `font` and `color` with its top-left corner at `origin`, over a backing
    /// rectangle `padding` points larger on every side; returns the backing rectangle.
    @discardableResult
    func label(_ text: String, at origin: Point, font: String, color: Color, backing: Color, padding: Double) -> Rect {
        let size = labelSize(text, font: font)
        let box = Rect(x: origin.x, y: origin.y, width: size.width + 2 * padding, height: size.height + 2 * padding)
        fill(box, backing)
        canvas.draw(AttributedText(text, font: font, color: color),
                    in: Rect(x: origin.x + padding, y: origin.y + padding, width: size.width + 1, height: size.height + 1),
                    using: textEngine)
        return box
    }

    private func set(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
