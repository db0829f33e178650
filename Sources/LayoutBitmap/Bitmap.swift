/// An image in memory: `width × height` pixels of 8-bit RGBA, rows top to bottom, no padding.
///
/// `isPremultiplied` says whether the colour channels are already multiplied by alpha (as Cairo
/// produces them) or straight (as PNG files store them).
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, R G B A per pixel.
    public var pixels: [UInt8]
    /// True when colour channels are premultiplied by alpha.
    public var isPremultiplied: Bool

    /// Creates a bitmap from existing RGBA bytes. Returns `nil` when the byte count does not
    /// match the dimensions.
    public init?(width: Int, height: Int, pixels: [UInt8], isPremultiplied: Bool = false) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.isPremultiplied = isPremultiplied
    }

    /// Creates a bitmap filled with one colour.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0), isPremultiplied: Bool = false) {
        precondition(width >= 0 && height >= 0, "bitmap dimensions must not be negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != RGBA8(r: 0, g: 0, b: 0, a: 0) {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
            }
        }
        self.pixels = bytes
        self.isPremultiplied = isPremultiplied
    }

    /// Bytes per row.
    public var bytesPerRow: Int { width * 4 }

    /// The pixel at (x, y).
    @inline(__always)
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// True when every pixel's alpha is 255 (also when there are no pixels).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            // The pixels folded together a word at a time (the compiler vectorises it): alpha is
            // the fourth byte of each pixel, the top byte of a little-endian word.
            var all: UInt32 = 0xFFFF_FFFF
            for word in bytes.bindMemory(to: UInt32.self) { all &= word }
            return UInt32(littleEndian: all) >> 24 == 0xFF
        }
    }

    /// The same image with straight (un-premultiplied) alpha.
    public func straightAlpha() -> Bitmap {
        guard isPremultiplied else { return self }
        var out = self
        out.isPremultiplied = false
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 0 && a != 255 {
                    p[i] = UInt8(min(255, (Int(p[i]) * 255 + a / 2) / a))
                    p[i + 1] = UInt8(min(255, (Int(p[i + 1]) * 255 + a / 2) / a))
                    p[i + 2] = UInt8(min(255, (Int(p[i + 2]) * 255 + a / 2) / a))
                }
                i += 4
            }
        }
        return out
    }

    /// The same image with premultiplied alpha.
    public func premultipliedAlpha() -> Bitmap {
        guard !isPremultiplied else { return self }
        var out = self
        out.isPremultiplied = true
        out.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((Int(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((Int(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((Int(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
        return out
    }
}

/// One 8-bit RGBA pixel.
public struct RGBA8: Hashable, Sendable {
    /// Red.
    public var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8
    /// Alpha.
    public var a: UInt8

    /// Creates a pixel.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
}
