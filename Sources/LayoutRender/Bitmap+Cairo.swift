import CCairo
import LayoutBitmap

extension Bitmap {
    /// The pixels of a Cairo image surface (ARGB32 or RGB24) of `width × height` pixels, as
    /// premultiplied RGBA8; `opaque` makes every alpha 255 (an RGB24 surface's colour channels are
    /// already final).
    public init(cairoSurface surface: OpaquePointer, width: Int, height: Int, opaque: Bool = false) {
        let alphaMask: UInt32 = opaque ? 0xFF00_0000 : 0
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let dst = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<height {
                // Cairo stores native-endian 0xAARRGGBB words; bytes R G B A in memory are the
                // little-endian word 0xAABBGGRR: swap the red and blue bytes.
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = (dst + y * width * 4).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x] | alphaMask
                    target[x] = ((p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)).littleEndian
                }
            }
            count = width * height * 4
        }
        self.init(width: width, height: height, pixels: out, isPremultiplied: true)!
    }
}
