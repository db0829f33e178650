import CCairo
import Foundation
import LayoutBitmap
import LayoutRender

/// A drawing destination (Core Graphics' `CGContext`), as UIKit's image contexts make them: a
/// bitmap of `width × height` pixels whose user space is in points, origin at the top left, y
/// growing downwards, `scale` pixels to the point.
///
/// Shapes are antialiased. Drawing is deterministic: the same calls give the same pixels on
/// every run and thread. A context belongs to one thread at a time.
public final class CGContext {
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point.
    let scale: CGFloat
    /// True when the bitmap has no alpha channel (it starts black; clearing gives black).
    let isOpaque: Bool

    /// The parts of the graphics state kept beside Cairo's.
    struct PaintState {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
    }

    var paint = PaintState()
    private var savedPaint: [PaintState] = []

    /// A transparent (or, when `opaque`, black) context of `pixelWidth × pixelHeight` pixels at
    /// `scale`; nil when a side is not 1…32767 pixels.
    init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool = false) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767, scale > 0,
              let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                       Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cr = cairo_create(surface), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.cr = cr
        width = pixelWidth
        height = pixelHeight
        self.scale = scale
        isOpaque = opaque
        cairo_scale(cr, Double(scale), Double(scale))
    }

    /// A context covering `size` points at `scale`: each side is `size × scale` rounded up to
    /// whole pixels. Nil for an empty or oversized size.
    convenience init?(size: CGSize, scale: CGFloat, opaque: Bool = false) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        func pixels(_ v: CGFloat) -> Int {
            let p = (v * scale - 1e-6).rounded(.up)
            return p >= 1 && p <= 32767 ? Int(p) : 0
        }
        self.init(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: scale, opaque: opaque)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Bytes per row of the bitmap: four a pixel.
    public var bytesPerRow: Int { width * 4 }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colours, alpha, blend mode, line style, clip,
    /// transform, antialiasing, interpolation quality). The current path is not part of it.
    public func saveGState() {
        cairo_save(cr)
        savedPaint.append(paint)
    }

    /// Restores the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        guard let last = savedPaint.popLast() else { return }
        cairo_restore(cr)
        paint = last
    }

    /// The bounds of the clip area in user space (the whole bitmap when nothing is clipped).
    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The colour that fills.
    public func setFillColor(_ color: CGColor) { paint.fillColor = color }

    /// The colour that fills, from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour that fills, a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        paint.fillColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour that strokes.
    public func setStrokeColor(_ color: CGColor) { paint.strokeColor = color }

    /// The colour that strokes, from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour that strokes, a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        paint.strokeColor = CGColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The width of stroked lines, in user space when they are stroked (default 1).
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(max(0, width))) }

    /// How stroked lines end (default `butt`).
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cap.cairo) }

    /// How stroked corners join (default `miter`).
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, join.cairo) }

    /// The miter limit (default 10).
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, Double(limit)) }

    /// Dashes for stroked lines: alternating on and off lengths, starting `phase` into the
    /// pattern; an empty `lengths` draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map { Double(max(0, $0)) }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
        }
    }

    /// An opacity (0…1) applied to everything drawn afterwards.
    public func setAlpha(_ alpha: CGFloat) { paint.alpha = min(1, max(0, alpha.isNaN ? 1 : alpha)) }

    /// How drawing combines with the bitmap (default `normal`).
    public func setBlendMode(_ mode: CGBlendMode) { paint.blendMode = mode }

    /// Whether shapes are antialiased (default true).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Accepted for source compatibility; `setShouldAntialias(_:)` decides.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { paint.interpolationQuality }
        set { paint.interpolationQuality = newValue }
    }

    // MARK: Transform

    /// Moves the origin of user space by `x, y`.
    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, Double(x), Double(y)) }

    /// Scales user space (a negative factor mirrors it).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else { return }
        cairo_scale(cr, Double(x), Double(y))
    }

    /// Rotates user space by `angle` radians (from the x axis towards the y axis: clockwise on
    /// screen in this y-down context).
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, Double(angle)) }

    // MARK: Pixels

    /// The bitmap as an image: straight-alpha pixels (opaque for an opaque context).
    public func makeImage() -> CGImage? {
        CGImage(bitmap: pixelBitmap())
    }

    /// The bitmap, premultiplied.
    func pixelBitmap() -> Bitmap {
        Bitmap(cairoSurface: surface, width: width, height: height, opaque: isOpaque)
    }

    // MARK: Painting helpers

    /// Sets Cairo's source to `color` at the context's alpha, and the operator to the blend mode.
    func useColor(_ color: CGColor) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha * paint.alpha))
        cairo_set_operator(cr, paint.blendMode.cairo)
    }

    /// Fills the current path with the fill colour under `rule`, consuming the path
    /// (`preserve` keeps it).
    func fillCurrentPath(_ rule: CGPathFillRule, preserve: Bool = false) {
        useColor(paint.fillColor)
        cairo_set_fill_rule(cr, rule.cairo)
        if paint.blendMode.isUnbounded {
            // Bounded to the shape: clip to it, then paint.
            cairo_save(cr)
            if preserve { cairo_clip_preserve(cr) } else { cairo_clip(cr) }
            cairo_paint(cr)
            cairo_restore(cr)
        } else if preserve {
            cairo_fill_preserve(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// Strokes the current path with the stroke colour, consuming it.
    func strokeCurrentPath() {
        useColor(paint.strokeColor)
        cairo_stroke(cr)
    }
}
