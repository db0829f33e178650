import CXXHash
import LayoutBitmap

extension PixelDigest {
    /// The digest of an opaque image as a Cairo ARGB32 canvas holds it in memory: XXH3-128 over
    /// its width and height (each a big-endian 32-bit number) and then every pixel as the 32-bit
    /// word `0xFFRRGGBB` stored little-endian (blue, green, red, 255), rows top to bottom.
    ///
    /// A canvas's digest is one pass of XXH3 over its memory, with no conversion: a check compares
    /// it with the one a baseline carries (`BaselinePNG`) before anything else. It is defined for
    /// opaque images only, where the canvas's premultiplied words and the PNG's straight pixels are
    /// the same colours: two canvases with the same digest hold the same pixels, and a canvas whose
    /// digest equals an opaque baseline's holds exactly that baseline's pixels. A canvas with any
    /// translucent pixel never equals an opaque image's digest.
    ///
    /// The digest of `bitmap` in that form; nil when a pixel is not opaque.
    public init?(canvasFormOf bitmap: Bitmap) {
        guard bitmap.isOpaque else { return nil }
        self.init(canvasFormOfOpaque: bitmap)
    }

    /// `init?(canvasFormOf:)` for a bitmap already known to be opaque (every alpha 255).
    init(canvasFormOfOpaque bitmap: Bitmap) {
        let width = bitmap.width, rowBytes = bitmap.width * 4
        self = bitmap.pixels.withUnsafeBytes { pixels in
            PixelDigest.canvasForm(width: width, height: bitmap.height) { y, scratch in
                let row = pixels.baseAddress! + y * rowBytes
                for x in 0..<width {
                    // RGBA bytes to the little-endian word 0xAARRGGBB: B, G, R, A.
                    scratch.storeBytes(of: row.load(fromByteOffset: x * 4 + 2, as: UInt8.self), toByteOffset: x * 4, as: UInt8.self)
                    scratch.storeBytes(of: row.load(fromByteOffset: x * 4 + 1, as: UInt8.self), toByteOffset: x * 4 + 1, as: UInt8.self)
                    scratch.storeBytes(of: row.load(fromByteOffset: x * 4, as: UInt8.self), toByteOffset: x * 4 + 2, as: UInt8.self)
                    scratch.storeBytes(of: UInt8(0xFF), toByteOffset: x * 4 + 3, as: UInt8.self)
                }
                return UnsafeRawPointer(scratch)
            }
        }
    }

    /// The canvas-form digest of `height` rows of `width` ARGB32 words (native byte order) that
    /// start at `data`, `stride` bytes apart. Hashed in one call when the rows are contiguous.
    public static func canvasForm(width: Int, height: Int, data: UnsafeRawPointer, stride: Int) -> PixelDigest {
        #if _endian(little)
        if stride == width * 4 {
            return canvasForm(width: width, height: height, contiguous: data)
        }
        return canvasForm(width: width, height: height) { y, _ in data + y * stride }
        #else
        return canvasForm(width: width, height: height) { y, scratch in
            let words = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            let out = scratch.assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { out[x] = words[x].littleEndian }
            return UnsafeRawPointer(scratch)
        }
        #endif
    }

    /// XXH3-128 over the header and `height` rows that `row(y, scratch)` gives (a pointer to the
    /// row's `width × 4` bytes, or `scratch` after writing them there).
    private static func canvasForm(width: Int, height: Int,
                                   row: (Int, UnsafeMutableRawPointer) -> UnsafeRawPointer) -> PixelDigest {
        hashing(width: width, height: height) { state in
            let rowBytes = width * 4
            guard rowBytes > 0 else { return }
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 8)
            defer { scratch.deallocate() }
            for y in 0..<height { _ = layoutlab_XXH3_128bits_update(state, row(y, scratch), rowBytes) }
        }
    }

    private static func canvasForm(width: Int, height: Int, contiguous data: UnsafeRawPointer) -> PixelDigest {
        hashing(width: width, height: height) { state in
            _ = layoutlab_XXH3_128bits_update(state, data, width * 4 * height)
        }
    }

    /// XXH3-128 over the 8-byte size header and then whatever `body` adds.
    static func hashing(width: Int, height: Int, body: (OpaquePointer) -> Void) -> PixelDigest {
        xxh3 { state in
            var header = [UInt8](repeating: 0, count: 8)
            for (i, value) in [UInt32(width), UInt32(height)].enumerated() {
                for k in 0..<4 { header[i * 4 + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
            }
            header.withUnsafeBytes { _ = layoutlab_XXH3_128bits_update(state, $0.baseAddress, 8) }
            body(state)
        }
    }

    /// XXH3-128 over whatever `body` adds to the hash state, in canonical (big-endian) order.
    static func xxh3(_ body: (OpaquePointer) -> Void) -> PixelDigest {
        let state = XXH3_createState()!
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        body(state)
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, XXH3_128bits_digest(state))
        return PixelDigest(bytes: withUnsafeBytes(of: &canonical.digest) { Array($0) })!
    }
}
