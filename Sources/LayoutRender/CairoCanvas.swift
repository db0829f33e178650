import CCairo
#if canImport(Glibc)
import Glibc
#endif
import CPangoCairo
import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// A Cairo image surface in points: `width × height` points drawn at `scale` pixels per point.
///
/// The surface is ARGB32 (premultiplied); `bitmap()` hands the pixels back as premultiplied RGBA8.
public final class CairoCanvas {
    /// Pixel width.
    public let pixelWidth: Int
    /// Pixel height.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The renderer's kept image paints, replayed by `paint(_:into:)`; none for a canvas of its own.
    var paintCache: PaintReplayCache?

    /// Image-sized buffers a canvas's pixels may need at once besides the canvas, room for which
    /// is asked before drawing: `render` of an 8192×4096 canvas (128 MB) needed two to three and a
    /// half times the canvas again beyond it (measured under address-space limits), and the rest of
    /// the process allocates meanwhile.
    public static let workingCopies = 4

    /// Creates a transparent canvas. Throws when the size is not drawable, or when there is not
    /// memory for the canvas and `workingCopies` more image-sized buffers: writing a canvas, or
    /// comparing it with a baseline pixel by pixel, takes several (a copy, its PNG rows, a decoded
    /// baseline, a diff image), and one that cannot be had would stop the process rather than fail
    /// the fixture.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767 else {
            throw RenderError.invalidCanvas(width: pixelWidth, height: pixelHeight)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw RenderError.outOfMemory(width: pixelWidth, height: pixelHeight)
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            throw status == CAIRO_STATUS_NO_MEMORY ? RenderError.outOfMemory(width: pixelWidth, height: pixelHeight)
                : RenderError.invalidCanvas(width: pixelWidth, height: pixelHeight)
        }
        // Room for them, while the canvas holds its own: address space reserved and given back, no
        // page of it touched (a mapping, which the compiler cannot leave out as it may an unused
        // malloc).
        let room = pixelWidth * pixelHeight * 4 * CairoCanvas.workingCopies
        let reserved = mmap(nil, room, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let reserved, reserved != MAP_FAILED else {
            cairo_surface_destroy(surface)
            throw RenderError.outOfMemory(width: pixelWidth, height: pixelHeight)
        }
        munmap(reserved, room)
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.invalidCanvas(width: pixelWidth, height: pixelHeight)
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.surface = surface
        self.cr = cr
        cairo_scale(cr, scale, scale)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Fills the whole canvas with a colour.
    public func fill(_ color: Color) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills a rectangle given in points.
    public func fill(_ rect: Rect, with color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// Draws text laid out within `rect` (points) with the engine's fonts.
    public func draw(_ text: AttributedText, in rect: Rect, using engine: TextEngine) {
        engine.layout(text, maxSize: rect.size).draw(on: cr, at: rect.origin)
    }

    /// The pixels, premultiplied RGBA8.
    public func bitmap() -> Bitmap {
        Bitmap(cairoSurface: surface, width: pixelWidth, height: pixelHeight)
    }

    /// The pixels with straight alpha, as a PNG file stores them: the same as
    /// `bitmap().straightAlpha()` in one pass and one copy, into an array from `pool` when one is
    /// given.
    public func straightBitmap(pool: PixelBufferPool? = nil) -> Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let width = pixelWidth, height = pixelHeight
        var out = (pool ?? PixelBufferPool(maxArrays: 0)).take(count: width * height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let row = buffer.baseAddress! + y * width * 4
                let opaque = Bitmap.convertCairoRow(data + y * stride, width: width, opaque: false, into: row)
                // In place: each pixel is read before its own bytes are written.
                if !opaque && PNGScanline.needsStraightening(row, width: width) {
                    PNGScanline.straighten(row, width: width, into: row)
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out, isPremultiplied: false)!
    }

    /// The digest of the canvas's memory as it is (`PixelDigest(canvasFormOf:)`): one pass, no
    /// conversion. Equal to `PixelDigest(canvasFormOf: bitmap())` when every pixel is opaque, and
    /// to no opaque image's otherwise.
    public func canvasDigest() -> PixelDigest {
        cairo_surface_flush(surface)
        return PixelDigest.canvasForm(width: pixelWidth, height: pixelHeight,
                                      data: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
                                      stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The digest of the canvas's pixels, equal to `PixelDigest(of: bitmap())`, taken row by row
    /// without copying the image.
    public func pixelDigest() -> PixelDigest {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let width = pixelWidth
        return PixelDigest(width: width, height: pixelHeight, premultiplied: true) { y, scratch in
            let opaque = Bitmap.convertCairoRow(data + y * stride, width: width, opaque: false, into: scratch)
            return (UnsafeRawPointer(scratch), opaque)
        }
    }
}

/// A rendering failure.
public enum RenderError: Error, CustomStringConvertible {
    /// The canvas size is zero, negative or too large for Cairo.
    case invalidCanvas(width: Int, height: Int)
    /// There was not enough memory for a canvas of this size and the copies of it that comparing
    /// and writing it take.
    case outOfMemory(width: Int, height: Int)
    /// An image could not be had: its file (or pattern name) and why.
    case image(path: String, reason: String)
    /// Translucent nodes nested so deeply over so large an area that their group surfaces,
    /// all open at once, would cover more than `limit` pixels.
    case groupsTooLarge(depth: Int, pixels: Int, limit: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .invalidCanvas(let w, let h): return "cannot create a \(w)×\(h) pixel canvas (each side must be 1…32767)"
        case .outOfMemory(let w, let h):
            return "not enough memory for a \(w)×\(h) pixel canvas (\((w * h * 4) >> 20) MB) and the "
                + "\((w * h * 4 * CairoCanvas.workingCopies) >> 20) MB that comparing and writing it take; fewer --jobs leave more to each"
        case .image(let path, let reason): return "image \(path): \(reason)"
        case .groupsTooLarge(let depth, let pixels, let limit):
            return "\(depth) nested translucent nodes (alpha below 1) each fade their subtree as a group; their groups "
                + "would cover \(pixels) pixels at once, more than the \(limit) allowed"
        }
    }
}

/// Versions of the libraries that decide the pixels, for baselines' manifests and test output.
public enum RenderLibraries {
    /// `cairo 1.16.0, pango 1.50.12, fontconfig 2.14.1`-style summary.
    public static var versions: [String: String] {
        let fc = FcGetVersion()
        return [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
        ]
    }
}
