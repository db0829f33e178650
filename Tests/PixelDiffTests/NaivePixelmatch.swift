import LayoutBitmap

/// A line-by-line transcription of pixelmatch 7.2.0 (index.js) on straight-alpha bytes, with no
/// fast paths: the yardstick for images too large to record.
enum NaivePixelmatch {
    /// pixelmatch's count with includeAA = false, and the count it would draw yellow.
    static func counts(_ a: Bitmap, _ b: Bitmap, threshold: Double, checkerboard: Bool = true) -> (diff: Int, aa: Int) {
        precondition(a.width == b.width && a.height == b.height)
        let w = a.width, h = a.height
        let maxDelta = 35215 * threshold * threshold
        var diff = 0, aa = 0
        for y in 0..<h {
            for x in 0..<w {
                let pos = (y * w + x) * 4
                let same = (0..<4).allSatisfy { a.pixels[pos + $0] == b.pixels[pos + $0] }
                let delta = same ? 0 : colorDelta(a.pixels, b.pixels, pos, checkerboard)
                if abs(delta) > maxDelta {
                    if antialiased(a.pixels, x, y, w, h, a.pixels, b.pixels, checkerboard)
                        || antialiased(b.pixels, x, y, w, h, b.pixels, a.pixels, checkerboard) {
                        aa += 1
                    } else {
                        diff += 1
                    }
                }
            }
        }
        return (diff, aa)
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ a32: [UInt8], _ b32: [UInt8], _ checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos4 = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, pos4, (y * width + x) * 4, checkerboard)
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
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
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

    /// `(rb, gb, bb)`: white, or pixelmatch 7's checkerboard at byte offset k.
    static func background(_ k: Int, _ checkerboard: Bool) -> (Double, Double, Double) {
        guard checkerboard else { return (255, 255, 255) }
        let g = Int32(truncatingIfNeeded: Int(Double(k) / 1.618033988749895)) % 2
        let b = Int32(truncatingIfNeeded: Int(Double(k) / 2.618033988749895)) % 2
        return (Double(48 + 159 * (k % 2)), Double(48 + 159 * Int(g)), Double(48 + 159 * Int(b)))
    }

    static func differences(_ img1: [UInt8], _ k: Int, _ img2: [UInt8], _ m: Int, _ checkerboard: Bool)
        -> (Double, Double, Double) {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return (dr, dg, db)
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ checkerboard: Bool) -> Double {
        let (dr, dg, db) = differences(img1, k, img2, k, checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    static func brightnessDelta(_ img: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        if (0..<4).allSatisfy({ img[k + $0] == img[m + $0] }) { return 0 }
        let (dr, dg, db) = differences(img, k, img, m, checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}
