import LayoutBitmap

/// Small bitmaps built pixel by pixel for the behaviour tests.
enum TestImages {
    static let white = RGBA8(r: 255, g: 255, b: 255)
    static let black = RGBA8(r: 0, g: 0, b: 0)

    /// A white image with black pixels at `points`.
    static func white(_ width: Int, _ height: Int, black points: [(Int, Int)] = []) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: white)
        for (x, y) in points { bitmap[x, y] = black }
        return bitmap
    }

    /// A deterministic pseudo-random generator (64-bit LCG) for test patterns.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Pixels in the first image that differ in the second, as points.
    static func randomPoints(_ count: Int, width: Int, height: Int, seed: UInt64) -> [(Int, Int)] {
        var generator = Generator(state: seed)
        return (0..<count).map { _ in (generator.next(width), generator.next(height)) }
    }
}

/// The pixels at which two images differ (`Int.max` when their sizes differ).
func mismatchedPixels(_ x: Bitmap, _ y: Bitmap) -> Int {
    guard x.width == y.width, x.height == y.height else { return Int.max }
    var count = 0
    for py in 0..<x.height {
        for px in 0..<x.width where x[px, py] != y[px, py] { count += 1 }
    }
    return count
}
