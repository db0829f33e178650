/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis (within a few
/// percent of the true Gaussian), in whole-number arithmetic so every machine gets the same bytes.
enum AlphaBlur {
    /// Blurs `count` rows of `width` bytes, `stride` bytes apart, in place, with standard deviation
    /// `sigma` pixels.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: min(sigma, 1_000))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for radius in radii where radius > 0 {
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { line[x] = row[x] }
                boxPass(line, into: &out, count: width, radius: radius)
                for x in 0..<width { row[x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = pixels[y * stride + x] }
                boxPass(line, into: &out, count: height, radius: radius)
                for y in 0..<height { pixels[y * stride + x] = out[y] }
            }
        }
    }

    /// The radii of three box blurs whose sum approximates a Gaussian of `sigma` (W. Jarosz, "Fast
    /// image convolutions").
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One running-sum box blur of `count` values; pixels past the ends count as 0.
    private static func boxPass(_ input: [UInt8], into output: inout [UInt8], count: Int, radius: Int) {
        let width = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(input[entering]) }
            if leaving >= 0 { sum -= Int(input[leaving]) }
            output[i] = UInt8((sum + width / 2) / width)
        }
    }
}
