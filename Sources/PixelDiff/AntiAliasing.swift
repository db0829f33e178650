/// pixelmatch's anti-aliasing rule, after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009).
///
/// A pixel is anti-aliased when, among its 8 neighbours, at most two (counting the image border
/// as one) have exactly its brightness, some are darker and some brighter, and the darkest or
/// the brightest neighbour sits in a flat area (3 or more identical neighbours) in both images.
enum AntiAliasing {
    /// True when pixel (x, y) of `image` looks like an anti-aliased edge; `other` is the image it
    /// is compared with (the same size). Translucent pixels are compared blended onto the
    /// checkerboard colour at (x, y) when `checkerboard` is set, else onto white.
    @inline(__always)
    static func isAntiAliased(_ image: PixelPlane, _ other: PixelPlane, x x1: Int, y y1: Int, checkerboard: Bool) -> Bool {
        // Three neighbours of exactly the same colour end the test whatever their order (most
        // pixels of flat areas): count them without branches for pixels off the border.
        if x1 > 0, y1 > 0, x1 < image.width - 1, y1 < image.height - 1,
           equalNeighbours(image, x: x1, y: y1) >= 3 {
            return false
        }
        return scan(image, other, x: x1, y: y1, checkerboard: checkerboard)
    }

    /// How many of the 8 neighbours of interior pixel (x, y) have exactly its RGBA value.
    @inline(__always)
    static func equalNeighbours(_ image: PixelPlane, x: Int, y: Int) -> Int {
        let mid = image.row(y) + (x &- 1) &* 4
        let up = mid - image.rowBytes, down = mid + image.rowBytes
        let c = mid.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        var n = 0
        n &+= up.loadUnaligned(as: UInt32.self) == c ? 1 : 0
        n &+= up.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == c ? 1 : 0
        n &+= up.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == c ? 1 : 0
        n &+= mid.loadUnaligned(as: UInt32.self) == c ? 1 : 0
        n &+= mid.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == c ? 1 : 0
        n &+= down.loadUnaligned(as: UInt32.self) == c ? 1 : 0
        n &+= down.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == c ? 1 : 0
        n &+= down.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == c ? 1 : 0
        return n
    }

    /// The rule itself, neighbour by neighbour in the reference's order.
    @inline(never)
    static func scan(_ image: PixelPlane, _ other: PixelPlane, x x1: Int, y y1: Int, checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let center = image.pixel(x1, y1)
        // Both pixels of each pair are blended onto the background at the centre's offset.
        let offset = (y1 &* image.width &+ x1) &* 4
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Neighbours column by column, top to bottom: the reference's order decides ties.
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                defer { y += 1 }
                if x == x1 && y == y1 { continue }
                let delta = ColorDelta.brightness(center, minus: image.pixel(x, y), offset: offset,
                                                  checkerboard: checkerboard)
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
