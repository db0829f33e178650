import CCairo
import LayoutBitmap

/// A Cairo ARGB32 (premultiplied) image surface holding a bitmap's pixels, destroyed with this
/// object; the source of image drawing.
final class CairoSourceImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Copies `bitmap` (straight or premultiplied) into a new surface; nil for an empty or
    /// oversized bitmap.
    init?(_ bitmap: Bitmap) {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 32767, bitmap.height <= 32767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        width = bitmap.width
        height = bitmap.height
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let premultiplied = bitmap.premultipliedAlpha()
        let w = width
        premultiplied.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var i = y * w * 4
                for x in 0..<w {
                    row[x] = UInt32(src[i + 3]) << 24 | UInt32(src[i]) << 16 | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2])
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }
}

extension Bitmap {
    /// The pixels inside the pixel rectangle `x, y, width, height` (which must lie inside).
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y + row) * width + x) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: pixels[from..<from + w * 4])
        }
        return Bitmap(width: w, height: h, pixels: out, isPremultiplied: isPremultiplied)!
    }

    /// A surface's pixels as premultiplied RGBA; `opaque` makes every alpha 255 (the colour
    /// channels of an opaque surface are already final).
    static func reading(surface: OpaquePointer, width: Int, height: Int, opaque: Bool) -> Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let alphaMask: UInt32 = opaque ? 0xFF00_0000 : 0
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            var i = 0
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x] | alphaMask
                    buffer[i] = UInt8((p >> 16) & 0xFF)
                    buffer[i + 1] = UInt8((p >> 8) & 0xFF)
                    buffer[i + 2] = UInt8(p & 0xFF)
                    buffer[i + 3] = UInt8(p >> 24)
                    i += 4
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: out, isPremultiplied: true)!
    }
}
