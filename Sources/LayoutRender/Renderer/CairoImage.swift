import CCairo
import LayoutBitmap
import LayoutGeometry

/// Pixels ready to paint: a Cairo image surface, owned and destroyed by this object; RGB24 when
/// every pixel is opaque (so Cairo copies it where it would blend it, with the same result), else
/// ARGB32 (premultiplied). Confined to the thread of the renderer that made it.
public final class CairoImage {
    /// The surface.
    public let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Copies `bitmap` into a new surface, multiplying every pixel by `tint` when given (each
    /// colour channel by the tint's, alpha by the tint's alpha).
    public convenience init(_ bitmap: Bitmap, tint: Color? = nil) throws {
        try self.init(bitmap, tint: tint, rgb24WhenOpaque: true)
    }

    /// `init(_:tint:)`, with an ARGB32 surface even for opaque pixels when not `rgb24WhenOpaque`
    /// (to compare the two).
    init(_ bitmap: Bitmap, tint: Color?, rgb24WhenOpaque: Bool) throws {
        // Tint factors as 0…256 fixed point; no tint multiplies by 256 (exactly 1).
        func factor(_ v: Double) -> Int { Int((max(0, min(1, v)) * 256).rounded()) }
        let (tr, tg, tb, ta) = tint.map { (factor($0.red), factor($0.green), factor($0.blue), factor($0.alpha)) }
            ?? (256, 256, 256, 256)
        let straight = bitmap.straightAlpha()
        let opaque = rgb24WhenOpaque && ta == 256 && straight.isOpaque
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 32767, bitmap.height <= 32767,
              let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                       Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.invalidCanvas(width: bitmap.width, height: bitmap.height)
        }
        self.surface = surface
        width = bitmap.width
        height = bitmap.height
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        straight.pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var i = y * width * 4
                for x in 0..<width {
                    let a = (Int(src[i + 3]) * ta) >> 8
                    let r = (Int(src[i]) * tr) >> 8, g = (Int(src[i + 1]) * tg) >> 8, b = (Int(src[i + 2]) * tb) >> 8
                    let pr = (r * a + 127) / 255, pg = (g * a + 127) / 255, pb = (b * a + 127) / 255
                    row[x] = UInt32(a) << 24 | UInt32(pr) << 16 | UInt32(pg) << 8 | UInt32(pb)
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes held, for the store's budget.
    var byteCount: Int { width * height * 4 }
}
