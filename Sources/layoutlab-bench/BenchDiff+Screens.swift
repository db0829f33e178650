import LayoutBitmap

/// Synthetic app screenshots for the diff benchmarks: a header bar, cards with rounded corners,
/// avatar circles with anti-aliased rims, lines of text-like strokes with soft edges, status dots.
/// Deterministic: the same arguments always give the same pixels.
struct BenchScreen {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Seed of the content (words, colours).
    var seed: UInt64
    /// Dark palette instead of light.
    var dark = false
    /// The light changes: some text lines moved right by a pixel, one avatar grown by half a
    /// pixel (only its anti-aliased rim changes), one status dot recoloured.
    var perturbed = false

    /// Draws the screen.
    func render() -> Bitmap {
        var random = BenchRandom(state: seed)
        let scale = Double(width) / 1280
        var canvas = Bitmap(width: width, height: height,
                            fill: dark ? RGBA8(r: 24, g: 26, b: 30) : RGBA8(r: 246, g: 247, b: 249))
        fill(&canvas, x0: 0, y0: 0, x1: Double(width), y1: 64 * scale,
             dark ? RGBA8(r: 30, g: 35, b: 50) : RGBA8(r: 40, g: 90, b: 200))
        text(&canvas, x: 16 * scale, y: 22 * scale, size: 15 * scale, words: 4, colour: RGBA8(r: 255, g: 255, b: 255), random: &random)
        let cardW = 292.0, cardH = 150.0, gap = 16.0
        var index = 0
        var y = 80.0
        while (y + cardH) * scale <= Double(height) - 8 {
            for column in 0..<4 {
                let x = 16 + Double(column) * (cardW + gap)
                let cardFill = dark
                    ? RGBA8(r: UInt8(40 + random.next(30)), g: UInt8(40 + random.next(30)), b: UInt8(50 + random.next(40)))
                    : RGBA8(r: 255, g: 255, b: 255)
                roundedRect(&canvas, x: x * scale, y: y * scale, w: cardW * scale, h: cardH * scale,
                            radius: 12 * scale, cardFill)
                let grow = perturbed && index == 6 ? 0.5 : 0
                circle(&canvas, cx: (x + 36) * scale, cy: (y + 36) * scale, r: (20 + grow) * scale,
                       RGBA8(r: UInt8(60 + random.next(160)), g: UInt8(60 + random.next(160)), b: UInt8(60 + random.next(160))))
                let ink = dark ? RGBA8(r: 225, g: 228, b: 235) : RGBA8(r: 30, g: 32, b: 38)
                let ink2 = dark ? RGBA8(r: 150, g: 155, b: 170) : RGBA8(r: 100, g: 104, b: 115)
                let shift = perturbed && index % 7 == 3 && index < 46 ? 1.0 : 0
                text(&canvas, x: (x + 68) * scale + shift, y: (y + 20) * scale, size: 15 * scale, words: 2, colour: ink, random: &random)
                text(&canvas, x: (x + 68) * scale, y: (y + 42) * scale, size: 13 * scale, words: 3, colour: ink2, random: &random)
                for line in 0..<3 {
                    text(&canvas, x: (x + 16) * scale, y: (y + 74 + 20 * Double(line)) * scale, size: 13 * scale,
                         words: 4, colour: ink, random: &random)
                }
                let dot = perturbed && index == 5 ? RGBA8(r: 255, g: 149, b: 0) : RGBA8(r: 52, g: 199, b: 89)
                fill(&canvas, x0: (x + cardW - 28) * scale, y0: (y + 16) * scale,
                     x1: (x + cardW - 16) * scale, y1: (y + 28) * scale, dot)
                index += 1
            }
            y += cardH + gap
        }
        // A translucent toast: alpha below 255 in the final image.
        for py in Int(Double(height) * 0.93)..<Int(Double(height) * 0.98) {
            for px in Int(Double(width) * 0.3)..<Int(Double(width) * 0.7) { canvas[px, py].a = 200 }
        }
        return canvas
    }

    // MARK: Drawing with coverage (anti-aliased edges)

    /// Blends `colour` over pixel (x, y) with `coverage` (0 to 1).
    private func blend(_ canvas: inout Bitmap, _ x: Int, _ y: Int, _ colour: RGBA8, _ coverage: Double) {
        guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
        if coverage >= 1 { canvas[x, y] = colour; return }
        let old = canvas[x, y]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - coverage) + Double(b) * coverage).rounded()) }
        canvas[x, y] = RGBA8(r: mix(old.r, colour.r), g: mix(old.g, colour.g), b: mix(old.b, colour.b), a: old.a)
    }

    /// A rectangle with fractional edges.
    private func fill(_ canvas: inout Bitmap, x0: Double, y0: Double, x1: Double, y1: Double, _ colour: RGBA8) {
        for py in max(0, Int(y0))..<min(height, Int(y1.rounded(.up))) {
            let cy = min(y1, Double(py + 1)) - max(y0, Double(py))
            for px in max(0, Int(x0))..<min(width, Int(x1.rounded(.up))) {
                let cx = min(x1, Double(px + 1)) - max(x0, Double(px))
                blend(&canvas, px, py, colour, cx * cy)
            }
        }
    }

    /// A filled circle whose rim is anti-aliased.
    private func circle(_ canvas: inout Bitmap, cx: Double, cy: Double, r: Double, _ colour: RGBA8) {
        for py in max(0, Int(cy - r - 1))...min(height - 1, Int(cy + r + 1)) {
            for px in max(0, Int(cx - r - 1))...min(width - 1, Int(cx + r + 1)) {
                let dx = Double(px) + 0.5 - cx, dy = Double(py) + 0.5 - cy
                blend(&canvas, px, py, colour, min(1, max(0, r + 0.5 - (dx * dx + dy * dy).squareRoot())))
            }
        }
    }

    /// A filled rounded rectangle with a 1-pixel grey border.
    private func roundedRect(_ canvas: inout Bitmap, x: Double, y: Double, w: Double, h: Double, radius: Double, _ colour: RGBA8) {
        let border = dark ? RGBA8(r: 70, g: 74, b: 90) : RGBA8(r: 210, g: 214, b: 220)
        for py in max(0, Int(y))..<min(height, Int(y + h)) {
            for px in max(0, Int(x))..<min(width, Int(x + w)) {
                // Distance outside the rounded shape, measured from the pixel centre.
                let qx = max(0, abs(Double(px) + 0.5 - (x + w / 2)) - (w / 2 - radius))
                let qy = max(0, abs(Double(py) + 0.5 - (y + h / 2)) - (h / 2 - radius))
                let outside = (qx * qx + qy * qy).squareRoot() - radius
                let edgeX = min(Double(px) + 0.5 - x, x + w - Double(px) - 0.5)
                let edgeY = min(Double(py) + 0.5 - y, y + h - Double(py) - 0.5)
                let inside = qx > 0 && qy > 0 ? -outside : min(edgeX, edgeY)
                blend(&canvas, px, py, border, min(1, max(0, 0.5 - outside)))
                blend(&canvas, px, py, colour, min(1, max(0, inside - 0.5)))
            }
        }
    }

    /// Words of text-like glyphs: vertical and horizontal strokes with soft edges.
    private func text(_ canvas: inout Bitmap, x: Double, y: Double, size: Double, words: Int, colour: RGBA8,
                      random: inout BenchRandom) {
        let stroke = max(1, size * 0.11), glyphW = size * 0.55, glyphH = size * 0.72
        var pen = x
        for _ in 0..<words {
            for _ in 0..<(2 + random.next(7)) {
                let shape = random.next(6)
                fill(&canvas, x0: pen, y0: y, x1: pen + stroke, y1: y + glyphH, colour)  // stem
                if shape & 1 == 0 { fill(&canvas, x0: pen, y0: y + glyphH - stroke, x1: pen + glyphW, y1: y + glyphH, colour) }
                if shape & 2 == 0 { fill(&canvas, x0: pen + glyphW - stroke, y0: y + glyphH * 0.3, x1: pen + glyphW, y1: y + glyphH, colour) }
                if shape >= 3 { fill(&canvas, x0: pen, y0: y + glyphH * 0.3, x1: pen + glyphW, y1: y + glyphH * 0.3 + stroke, colour) }
                if shape == 5 { circle(&canvas, cx: pen + glyphW / 2, cy: y - stroke * 1.5, r: stroke * 0.7, colour) }
                pen += glyphW + size * 0.17
            }
            pen += size * 0.4
        }
    }
}

/// A 64-bit linear congruential generator: deterministic content for the benchmarks.
struct BenchRandom {
    /// The generator's state.
    var state: UInt64

    /// A number in `0 ..< bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
