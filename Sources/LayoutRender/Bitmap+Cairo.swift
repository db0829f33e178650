import CCairo
import LayoutBitmap

extension Bitmap {
    /// The pixels of a Cairo image surface (ARGB32 or RGB24) of `width × height` pixels, as
    /// premultiplied RGBA8; `opaque` makes every alpha 255 (an RGB24 surface's colour channels are
    /// already final).
    public init(cairoSurface surface: OpaquePointer, width: Int, height: Int, opaque: Bool = false) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let dst = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<height {
                Bitmap.convertCairoRow(data + y * stride, width: width, opaque: opaque, into: dst + y * width * 4)
            }
            count = width * height * 4
        }
        self.init(width: width, height: height, pixels: out, isPremultiplied: true)!
    }

    /// One row of a Cairo ARGB32 surface as premultiplied RGBA8. Cairo stores native-endian
    /// 0xAARRGGBB words (little-endian here); bytes R G B A in memory are the word 0xAABBGGRR: the
    /// red and blue bytes are swapped, two pixels at a time. Returns true when every pixel of the
    /// row is opaque (found on the way, so the row need not be read again to know).
    @inline(__always) @discardableResult
    static func convertCairoRow(_ row: UnsafeRawPointer, width: Int, opaque: Bool, into target: UnsafeMutableRawPointer) -> Bool {
        let alphaMask: UInt32 = opaque ? 0xFF00_0000 : 0
        let pairMask = UInt64(alphaMask) << 32 | UInt64(alphaMask)
        var all: UInt64 = ~0
        var x = 0
        while x + 2 <= width {
            let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) | pairMask
            all &= p
            let swapped = (p & 0xFF00_FF00_FF00_FF00) | ((p >> 16) & 0x0000_00FF_0000_00FF)
                | ((p & 0x0000_00FF_0000_00FF) << 16)
            target.storeBytes(of: swapped, toByteOffset: x * 4, as: UInt64.self)
            x += 2
        }
        if x < width {
            let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) | alphaMask
            all &= UInt64(p) << 32 | UInt64(p)
            target.storeBytes(of: (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16), toByteOffset: x * 4,
                              as: UInt32.self)
        }
        // Alpha is the top byte of each 32-bit half.
        return all & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
    }
}
