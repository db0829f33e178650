import CXXHash
import LayoutBitmap

/// A fingerprint of an image's pixels: XXH3-128 over its width and height (each a big-endian
/// 32-bit number) and then its pixels as a PNG file decodes them, straight-alpha RGBA8, rows top to
/// bottom.
///
/// Two images with the same digest hold the same pixels (XXH3-128 is a non-cryptographic hash:
/// collisions between different renders are not a practical concern, forgery is not guarded
/// against). Baselines carry the digest of their pixels (`BaselinePNG`), so a check decides that a
/// render equals its baseline without encoding the render or decoding the baseline. The same
/// pixels give the same digest on every machine, whether they come from a render (premultiplied)
/// or from a decoded PNG (straight).
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes of the digest, in XXH3's canonical (big-endian) order.
    public let bytes: [UInt8]

    /// A digest from its 16 bytes; nil when there are not 16.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// A digest from 32 hexadecimal digits; nil when `hex` is anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 32 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for i in stride(from: 0, to: 32, by: 2) {
            guard let high = PixelDigest.nibble(digits[i]), let low = PixelDigest.nibble(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// The digest of `bitmap`'s pixels as PNG stores them (premultiplied pixels are converted to
    /// straight alpha exactly as `PNGCodec` writes them).
    public init(of bitmap: Bitmap) {
        let rowBytes = bitmap.width * 4
        self = bitmap.pixels.withUnsafeBytes { pixels in
            PixelDigest(width: bitmap.width, height: bitmap.height, premultiplied: bitmap.isPremultiplied) { y, _ in
                (UnsafeRawPointer(pixels.baseAddress! + y * rowBytes), false)
            }
        }
    }

    /// The digest of the pixels of a `width × height` image whose premultiplied (or straight) RGBA8
    /// rows `row(y, scratch)` gives: either a pointer to the row as it is, or `scratch` (a buffer
    /// of one row) after writing the row into it; and true when the row is known to be opaque
    /// (false when it may not be).
    init(width: Int, height: Int, premultiplied: Bool,
         row: (Int, UnsafeMutableRawPointer) -> (UnsafeRawPointer, opaque: Bool)) {
        self = PixelDigest.hashing(width: width, height: height) { state in
            let rowBytes = width * 4
            guard rowBytes > 0 else { return }
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 8)
            let straight = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
            defer { scratch.deallocate(); straight.deallocate() }
            for y in 0..<height {
                let (start, opaque) = row(y, scratch)
                let pixels = start.assumingMemoryBound(to: UInt8.self)
                if premultiplied && !opaque && PNGScanline.needsStraightening(pixels, width: width) {
                    // Translucent pixels read differently once straightened, as PNG stores them.
                    PNGScanline.straighten(pixels, width: width, into: straight)
                    _ = layoutlab_XXH3_128bits_update(state, straight, rowBytes)
                } else {
                    _ = layoutlab_XXH3_128bits_update(state, pixels, rowBytes)
                }
            }
        }
    }

    /// 32 lowercase hexadecimal digits.
    public var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for byte in bytes { out += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] }
        return String(decoding: out, as: UTF8.self)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
