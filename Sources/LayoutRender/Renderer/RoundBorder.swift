import CCairo
import LayoutBitmap
import LayoutEngine
import LayoutGeometry

extension ImageRoundBorder {
    /// `bitmap` (an image of `scale` pixels per point) cut to the oval inscribed in it, with the
    /// border stroked along that oval inside it (its outer half falls outside the cut), as
    /// Texture's `ASImageNodeRoundBorderModificationBlock` draws it.
    public func apply(to bitmap: Bitmap, scale: Double) throws -> Bitmap {
        let canvas = try CairoCanvas(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: scale)
        let size = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        let cr = canvas.cr
        func addOval() {
            cairo_save(cr)
            cairo_translate(cr, size.width / 2, size.height / 2)
            cairo_scale(cr, size.width / 2, size.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        }
        addOval()
        cairo_clip(cr)
        canvas.paint(try CairoImage(bitmap), into: Rect(origin: .zero, size: size))
        if width > 0, width.isFinite, let color {
            addOval()
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            if width / 2 >= min(size.width, size.height) / 2 {
                // The border's inner half covers the whole oval (a stroke this wide folds over
                // itself).
                cairo_fill(cr)
            } else {
                cairo_set_line_width(cr, width)
                cairo_stroke(cr)
            }
        }
        return canvas.bitmap()
    }
}
