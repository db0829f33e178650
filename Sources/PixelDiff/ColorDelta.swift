/// pixelmatch's perceptual colour metric: the YIQ distance of Kotsarenko and Ramos ("Measuring
/// perceived color difference using YIQ NTSC transmission color space in mobile applications"),
/// with translucent pixels blended onto white first.
///
/// Every operation is done in `Double` in the reference's order, so that values compare exactly
/// with pixelmatch's (whose thresholds users carry over).
enum ColorDelta {
    /// The largest squared YIQ distance between two colours.
    static let maxDelta = 35215.0

    /// Squared YIQ distance between two pixels (`r | g << 8 | b << 16 | a << 24`); 0 when equal.
    @inline(__always)
    static func squared(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedOnWhite(p1)
        let (r2, g2, b2) = blendedOnWhite(p2)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y) of a pixel blended onto white.
    @inline(__always)
    static func brightness(_ p: UInt32) -> Double {
        let (r, g, b) = blendedOnWhite(p)
        return luma(r, g, b)
    }

    /// The colour channels of a pixel blended onto white: `255 + (c − 255) × a / 255`.
    @inline(__always)
    static func blendedOnWhite(_ p: UInt32) -> (Double, Double, Double) {
        var r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF)
        let alpha = p >> 24
        if alpha < 255 {
            let a = Double(alpha) / 255
            r = 255 + (r - 255) * a
            g = 255 + (g - 255) * a
            b = 255 + (b - 255) * a
        }
        return (r, g, b)
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
