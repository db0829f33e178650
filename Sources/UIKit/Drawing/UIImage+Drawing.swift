import CCairo
import Foundation
import LayoutBitmap
import LayoutGeometry
import LayoutRender

extension UIImage {
    /// Draws the image upright, stretched over `rect`, in the current context with its alpha and
    /// blend mode. A resizable image draws as nine slices (see `renderedBitmap`); a template image
    /// draws in its tint colour (black without one).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        paint(in: context, rect: rect)
    }

    /// Draws the image at its size in points with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image over `rect` in `blendMode` at `alpha` (in place of the context's own).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        paint(in: context, rect: rect)
        context.restoreGState()
    }

    /// Draws the image at its size at `point` in `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with copies of the image at its size in points, lined up on the origin of
    /// user space.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = drawnBitmap,
              let source = try? CairoImage(bitmap) else { return }
        let s = size
        context.paint(source, into: rect.standardized, tile: CGRect(origin: .zero, size: s), flipped: false, repeats: true)
    }

    /// The image's pixels as PNG data (straight alpha, as stored); nil for an image without
    /// pixels.
    public func pngData() -> Data? {
        guard let cgImage, let bytes = try? PNGCodec.encode(cgImage.bitmap) else { return nil }
        return Data(bytes)
    }

    /// layoutlab's own (not UIKit's): the image drawn to fill exactly `pixelWidth × pixelHeight`
    /// pixels at `scale` pixels per point, as `draw(in:)` draws it over a rectangle of that many
    /// pixels, in straight alpha. A resizable image keeps its caps at their size in points (scaled
    /// down together when the area is smaller than the caps) while its centre and edges stretch
    /// (`.stretch`) or repeat at their own size from the top left (`.tile`); a template image is
    /// drawn in its tint colour. Transparent for an image without pixels; empty (0 × 0) for a size
    /// over 32767 pixels a side.
    public func renderedBitmap(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> Bitmap {
        let w = max(0, pixelWidth), h = max(0, pixelHeight)
        guard scale > 0, let context = CGContext(pixelWidth: w, pixelHeight: h, scale: scale) else {
            // A size no surface can have gives an empty bitmap rather than a huge transparent one.
            return w <= 32767 && h <= 32767 ? Bitmap(width: w, height: h) : Bitmap(width: 0, height: 0)
        }
        paint(in: context, rect: CGRect(x: 0, y: 0, width: CGFloat(w) / scale, height: CGFloat(h) / scale))
        return context.pixelBitmap().straightAlpha()
    }

    /// Paints the image upright over `rect` with `context`'s state.
    func paint(in context: CGContext, rect: CGRect) {
        let rect = rect.standardized
        guard let bitmap = drawnBitmap, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            return
        }
        guard isResizable else {
            if let source = try? CairoImage(bitmap) {
                context.paint(source, into: rect, tile: rect, flipped: false, repeats: false)
            }
            return
        }
        paintSlices(of: bitmap, in: context, rect: rect)
    }

    /// The nine-slice drawing of a resizable image (`NineSlice`, shared with the renderer).
    private func paintSlices(of bitmap: Bitmap, in context: CGContext, rect: CGRect) {
        let s = scale
        let caps = EdgeInsets(top: Double(capInsets.top), left: Double(capInsets.left), bottom: Double(capInsets.bottom),
                              right: Double(capInsets.right))
        let slices = NineSlice.slices(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: Double(s), caps: caps,
                                      in: rect.layoutRect) { value, horizontal in
            Double(context.snapped(CGFloat(value), horizontal: horizontal))
        }
        for slice in slices {
            let (x, y, sw, sh) = slice.source
            guard let source = try? CairoImage(bitmap.cropped(x: x, y: y, width: sw, height: sh)) else { continue }
            let target = CGRect(slice.target)
            var tile = target
            let tiles = resizingMode == .tile && (slice.column == 1 || slice.row == 1)
            if tiles {
                if slice.column == 1 { tile.size.width = CGFloat(sw) / s }
                if slice.row == 1 { tile.size.height = CGFloat(sh) / s }
            }
            context.paint(source, into: target, tile: tile, flipped: false, repeats: tiles)
        }
    }
}

extension CGContext {
    /// `value` (an x when `horizontal`, else a y, in user space) moved to the nearest device-pixel
    /// boundary, for a transform without rotation.
    func snapped(_ value: CGFloat, horizontal: Bool) -> CGFloat {
        var x = horizontal ? Double(value) : 0, y = horizontal ? 0 : Double(value)
        cairo_user_to_device(cr, &x, &y)
        if horizontal { x = x.rounded() } else { y = y.rounded() }
        cairo_device_to_user(cr, &x, &y)
        return CGFloat(horizontal ? x : y)
    }
}
