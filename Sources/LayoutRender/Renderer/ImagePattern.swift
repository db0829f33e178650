import LayoutBitmap

/// The generated test images a fixture can name instead of a PNG file, each a pure function of its
/// pixel size (straight-alpha RGBA8, opaque):
///
/// - `checker`: squares of `max(1, min(w, h) / 8)` pixels, light grey `#E0E0E0` (top-left) and
///   mid grey `#9E9E9E`;
/// - `gradient`: red rising left to right (0 → 255), green rising top to bottom (0 → 255), blue
///   fixed at 160, so every position of the image has its own colour;
/// - `solid`: blue `#4A90E2`;
/// - `stripes`: diagonal stripes (down to the left) of `max(1, min(w, h) / 8)` pixels, orange
///   `#F5A623` (through the top-left corner) and white.
public enum ImagePattern: String, CaseIterable, Sendable {
    /// Two-grey checkerboard.
    case checker
    /// Red–green gradient across both axes.
    case gradient
    /// One colour.
    case solid
    /// Orange and white diagonal stripes.
    case stripes

    /// The pattern at `width × height` pixels. Returns `nil` for a non-positive size.
    public func bitmap(width: Int, height: Int) -> Bitmap? {
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let cell = max(1, min(width, height) / 8)
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                var i = y * width * 4
                for x in 0..<width {
                    let (r, g, b) = color(x: x, y: y, width: width, height: height, cell: cell)
                    p[i] = r; p[i + 1] = g; p[i + 2] = b
                    i += 4
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels, isPremultiplied: false)
    }

    private func color(x: Int, y: Int, width: Int, height: Int, cell: Int) -> (UInt8, UInt8, UInt8) {
        switch self {
        case .checker:
            return (x / cell + y / cell) % 2 == 0 ? (0xE0, 0xE0, 0xE0) : (0x9E, 0x9E, 0x9E)
        case .gradient:
            let r = width > 1 ? (x * 255 + (width - 1) / 2) / (width - 1) : 0
            let g = height > 1 ? (y * 255 + (height - 1) / 2) / (height - 1) : 0
            return (UInt8(r), UInt8(g), 160)
        case .solid:
            return (0x4A, 0x90, 0xE2)
        case .stripes:
            return ((x + y) / cell) % 2 == 0 ? (0xF5, 0xA6, 0x23) : (0xFF, 0xFF, 0xFF)
        }
    }
}
