import LayoutBitmap

/// Rows of a bitmap as PNG stores them: RGB when the image is opaque, straight-alpha RGBA
/// otherwise. Shared by both encoders and by `PixelDigest`, so they agree on every byte.
enum PNGScanline {
    /// True when a premultiplied row of `width` RGBA pixels holds a pixel that is neither opaque
    /// nor clear, whose colour therefore changes when converted to straight alpha.
    @inline(__always)
    static func needsStraightening(_ row: UnsafePointer<UInt8>, width: Int) -> Bool {
        // Most rows are opaque: one pass that folds every pixel's alpha together (the compiler
        // vectorises it) settles them; only the rest are looked at pixel by pixel.
        let words = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
        var all: UInt32 = 0xFFFF_FFFF
        for x in 0..<width { all &= words[x] }
        if UInt32(littleEndian: all) >> 24 == 0xFF { return false }
        var i = 3
        for _ in 0..<width {
            let a = row[i]
            if a != 0 && a != 255 { return true }
            i += 4
        }
        return false
    }

    /// Converts a premultiplied row of `width` RGBA pixels to straight alpha, as PNG stores it
    /// (clear and opaque pixels keep their bytes).
    static func straighten(_ row: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        var o = 0
        for _ in 0..<width {
            let a = Int(row[o + 3])
            if a != 0 && a != 255 {
                out[o] = UInt8(min(255, (Int(row[o]) * 255 + a / 2) / a))
                out[o + 1] = UInt8(min(255, (Int(row[o + 1]) * 255 + a / 2) / a))
                out[o + 2] = UInt8(min(255, (Int(row[o + 2]) * 255 + a / 2) / a))
            } else {
                out[o] = row[o]; out[o + 1] = row[o + 1]; out[o + 2] = row[o + 2]
            }
            out[o + 3] = UInt8(a)
            o += 4
        }
    }

    /// Row `y` of `pixels` (a bitmap `width` wide) as PNG stores it: RGB bytes when `opaque`,
    /// straight-alpha RGBA bytes otherwise.
    static func write(_ pixels: UnsafeBufferPointer<UInt8>, y: Int, width: Int, premultiplied: Bool, opaque: Bool,
                      into row: UnsafeMutablePointer<UInt8>) {
        let source = pixels.baseAddress! + y * width * 4
        if opaque {
            // Each pixel's four bytes stored at once, the fourth overwritten by the next pixel's
            // first; the last pixel, with no room after it in the row, byte by byte.
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(row)
            for x in 0..<max(0, width - 1) {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self), toByteOffset: 3 * x, as: UInt32.self)
            }
            if width > 0 {
                let last = width - 1
                row[3 * last] = source[4 * last]; row[3 * last + 1] = source[4 * last + 1]; row[3 * last + 2] = source[4 * last + 2]
            }
        } else if premultiplied {
            straighten(source, width: width, into: row)
        } else {
            row.update(from: source, count: width * 4)
        }
    }
}
