/// pixelmatch's anti-aliasing rule, after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009).
///
/// A pixel is anti-aliased when, among its 8 neighbours, at most two (counting the image border
/// as one) have exactly its brightness, some are darker and some brighter, and the darkest or
/// the brightest neighbour sits in a flat area (3 or more identical neighbours) in both images.
enum AntiAliasing {
    /// True when pixel (x, y) of `image` looks like an anti-aliased edge; `other` is the image it
    /// is compared with (the same size).
    static func isAntiAliased(_ image: PixelPlane, _ other: PixelPlane, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let center = image.pixel(x1, y1)
        var centerBrightness = Double.nan
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Neighbours column by column, top to bottom: the reference's order decides ties.
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y += 1 }
                if x == x1 && y == y1 { continue }
                let neighbour = image.pixel(x, y)
                var delta = 0.0
                if neighbour != center {
                    if centerBrightness.isNaN { centerBrightness = ColorDelta.brightness(center) }
                    delta = centerBrightness - ColorDelta.brightness(neighbour)
                }
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x; maxY = y
                }
            }
            x += 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// True when pixel (x, y) has 3 or more neighbours of exactly its RGBA value (the image
    /// border counting as one).
    static func hasManySiblings(_ image: PixelPlane, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let center = image.pixel(x1, y1)
        var y = y0
        while y <= y2 {
            var x = x0
            while x <= x2 {
                if !(x == x1 && y == y1) && image.pixel(x, y) == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
                x += 1
            }
            y += 1
        }
        return false
    }
}
