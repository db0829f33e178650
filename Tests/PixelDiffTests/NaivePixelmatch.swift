import LayoutBitmap

/// A line-by-line transcription of pixelmatch 0.4.0 (pixelmatch/core.py and utils.py) on
/// straight-alpha bytes, with no fast paths: the yardstick for images too large to record.
enum NaivePixelmatch {
    /// pixelmatch's count with includeAA = false, and the count it would draw yellow.
    static func counts(_ a: Bitmap, _ b: Bitmap, threshold: Double) -> (diff: Int, aa: Int) {
        precondition(a.width == b.width && a.height == b.height)
        let w = a.width, h = a.height
        let maxDelta = 35215 * threshold * threshold
        var diff = 0, aa = 0
        for y in 0..<h {
            for x in 0..<w {
                let pos = (y * w + x) * 4
                let delta = colorDelta(a.pixels, b.pixels, pos, pos, yOnly: false)
                if delta > maxDelta {
                    if antialiased(a.pixels, x, y, w, h, b.pixels) || antialiased(b.pixels, x, y, w, h, a.pixels) {
                        aa += 1
                    } else {
                        diff += 1
                    }
                }
            }
        }
        return (diff, aa)
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if (0..<4).allSatisfy({ img[pos + $0] == img[pos2 + $0] }) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        let a1 = img1[k + 3], a2 = img2[m + 3]
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            let a = Double(a1) / 255
            r1 = 255 + (r1 - 255) * a; g1 = 255 + (g1 - 255) * a; b1 = 255 + (b1 - 255) * a
        }
        if a2 < 255 {
            let a = Double(a2) / 255
            r2 = 255 + (r2 - 255) * a; g2 = 255 + (g2 - 255) * a; b2 = 255 + (b2 - 255) * a
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
}
