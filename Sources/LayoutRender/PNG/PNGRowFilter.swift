import Glibc

/// PNG's five scanline filters and the adaptive choice between them that libpng and zlib-based
/// encoders make by default: for each row, the filter whose output has the smallest sum of
/// absolute values (read as signed bytes).
enum PNGRowFilter {
    /// Filters one row of `count` bytes (`pixelBytes` per pixel) against the row above (nil for
    /// the first), choosing the filter adaptively; writes the filter type and the filtered bytes
    /// to `out` (`count + 1` bytes).
    static func filterAdaptively(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, pixelBytes: Int,
                                 into out: UnsafeMutablePointer<UInt8>) {
        let type = choose(row, above: above, count: count, pixelBytes: pixelBytes)
        out[0] = type
        apply(type, row, above: above, count: count, pixelBytes: pixelBytes, into: out + 1)
    }

    /// The filter (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) with the smallest sum of absolute
    /// filtered values; ties go to the lower type, as in libpng.
    static func choose(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, pixelBytes: Int) -> UInt8 {
        guard let above else {
            // The first row: Up is None and Average halves the left neighbour, Paeth is Sub.
            var none = 0, sub = 0, average = 0
            for i in 0..<count {
                let x = row[i], a = i >= pixelBytes ? row[i - pixelBytes] : 0
                none &+= magnitude(x)
                sub &+= magnitude(x &- a)
                average &+= magnitude(x &- (a >> 1))
            }
            let sums = [none, sub, none, average, sub]
            return best(sums)
        }
        // A row equal to the one above filters to zeros with Up: nothing does better.
        if memcmp(row, above, count) == 0 { return 2 }
        var none = 0, sub = 0, up = 0, average = 0, paeth = 0
        for i in 0..<count {
            let x = row[i], b = above[i]
            let a: UInt8 = i >= pixelBytes ? row[i - pixelBytes] : 0
            let c: UInt8 = i >= pixelBytes ? above[i - pixelBytes] : 0
            none &+= magnitude(x)
            sub &+= magnitude(x &- a)
            up &+= magnitude(x &- b)
            average &+= magnitude(x &- UInt8((UInt16(a) + UInt16(b)) >> 1))
            paeth &+= magnitude(x &- predictor(a, b, c))
        }
        return best([none, sub, up, average, paeth])
    }

    /// Writes `row` filtered with `type` to `out` (`count` bytes).
    static func apply(_ type: UInt8, _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                      pixelBytes: Int, into out: UnsafeMutablePointer<UInt8>) {
        let lead = min(pixelBytes, count)
        guard type != 0 else {
            out.update(from: row, count: count)
            return
        }
        guard let above else {
            // No row above: it reads as zeros, so Up is None and Paeth is Sub.
            switch type {
            case 2: out.update(from: row, count: count)
            case 3:
                for i in 0..<lead { out[i] = row[i] }
                for i in lead..<max(lead, count) { out[i] = row[i] &- (row[i - pixelBytes] >> 1) }
            default:
                for i in 0..<lead { out[i] = row[i] }
                for i in lead..<max(lead, count) { out[i] = row[i] &- row[i - pixelBytes] }
            }
            return
        }
        switch type {
        case 1:
            for i in 0..<lead { out[i] = row[i] }
            for i in lead..<max(lead, count) { out[i] = row[i] &- row[i - pixelBytes] }
        case 2:
            for i in 0..<count { out[i] = row[i] &- above[i] }
        case 3:
            for i in 0..<lead { out[i] = row[i] &- (above[i] >> 1) }
            for i in lead..<max(lead, count) {
                out[i] = row[i] &- UInt8((UInt16(row[i - pixelBytes]) + UInt16(above[i])) >> 1)
            }
        default:
            for i in 0..<lead { out[i] = row[i] &- above[i] }
            for i in lead..<max(lead, count) {
                out[i] = row[i] &- predictor(row[i - pixelBytes], above[i], above[i - pixelBytes])
            }
        }
    }

    /// Paeth's predictor: whichever of left, above and upper-left is nearest to left + above − upper-left.
    @inline(__always)
    static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    @inline(__always)
    private static func magnitude(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }

    private static func best(_ sums: [Int]) -> UInt8 {
        var type = 0
        for k in 1..<sums.count where sums[k] < sums[type] { type = k }
        return UInt8(type)
    }
}
