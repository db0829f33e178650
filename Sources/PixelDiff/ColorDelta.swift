/// pixelmatch 7's perceptual colour metric: the YIQ distance of Kotsarenko and Ramos ("Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications"),
/// taken on the difference of the two colours, with translucent pixels blended onto a
/// background first: pixelmatch's checkerboard (the default) or plain white.
///
/// Every operation is done in `Double` in the reference's order, so that values compare exactly
/// with pixelmatch 7.2's (whose thresholds users carry over).
enum ColorDelta {
    /// The largest squared YIQ distance between two colours.
    static let maxDelta = 35215.0

    /// Squared YIQ distance between two different pixels (`r | g << 8 | b << 16 | a << 24`),
    /// negative when the second is darker (its Y lower), as pixelmatch 7 encodes it. `offset` is
    /// the pixel's byte offset in the image (`(y × width + x) × 4`), which picks the checkerboard
    /// colour a translucent pixel is blended onto.
    @inline(__always)
    static func signed(_ p1: UInt32, _ p2: UInt32, offset: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = difference(p1, p2, offset: offset, checkerboard: checkerboard)
        let y = luma(dr, dg, db)
        let i = inPhase(dr, dg, db)
        let q = quadrature(dr, dg, db)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) of `center − neighbour`, both blended onto the background at the
    /// centre's offset; 0 when the two are the same RGBA value (pixelmatch's `brightnessDelta`).
    @inline(__always)
    static func brightness(_ center: UInt32, minus neighbour: UInt32, offset: Int, checkerboard: Bool) -> Double {
        if center == neighbour { return 0 }
        let (dr, dg, db) = difference(center, neighbour, offset: offset, checkerboard: checkerboard)
        return luma(dr, dg, db)
    }

    /// The channel differences `c1 − c2`; when either pixel is translucent, of the two blended
    /// onto the background: `(c1 × a1 − c2 × a2 − bg × (a1 − a2)) / 255`.
    @inline(__always)
    static func difference(_ p1: UInt32, _ p2: UInt32, offset: Int, checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Int(p1 & 0xFF), g1 = Int((p1 >> 8) & 0xFF), b1 = Int((p1 >> 16) & 0xFF), a1 = Int(p1 >> 24)
        let r2 = Int(p2 & 0xFF), g2 = Int((p2 >> 8) & 0xFF), b2 = Int((p2 >> 16) & 0xFF), a2 = Int(p2 >> 24)
        if a1 == 255 && a2 == 255 {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        let (rb, gb, bb) = checkerboard ? checkerboardColor(offset: offset) : (255, 255, 255)
        let da = a1 - a2
        // Whole numbers below 2^53: exact in Double; one rounding, in the division, as in the reference.
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// pixelmatch 7's checkerboard colour at byte offset `k`: each channel 48 or 207, the green
    /// and blue by `⌊k / φ⌋` and `⌊k / φ²⌋` (truncated to 32 bits, as JavaScript's `| 0`).
    @inline(__always)
    static func checkerboardColor(offset k: Int) -> (Int, Int, Int) {
        let g = Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895)) % 2
        let b = Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895)) % 2
        return (48 + 159 * (k % 2), 48 + 159 * Int(g), 48 + 159 * Int(b))
    }

    /// Y of YIQ.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// I of YIQ.
    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    /// Q of YIQ.
    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
