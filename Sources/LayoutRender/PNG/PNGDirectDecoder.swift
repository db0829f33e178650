import CDeflate
import LayoutBitmap

/// Decodes the common case of PNG files, the form baselines and report images take: 8-bit RGB or
/// RGBA, not interlaced, every chunk's CRC correct, one zlib stream in consecutive IDAT chunks
/// that inflates to exactly the image's scanlines, at most `maxInflatedBytes` of them. The whole
/// stream is inflated at once by libdeflate and the scanlines are unfiltered in place, about three
/// times faster than libspng, which inflates through zlib a scanline at a time (see
/// docs/rendering.md).
///
/// Anything else, damaged or merely unusual (a palette, transparency chunks, other bit depths,
/// interlacing, bytes after IEND), gives nil, and `PNGCodec` decodes the file with libspng, which
/// reads every PNG and words every error. So a file this decoder accepts decodes to the pixels
/// libspng gives, and a file it does not accept behaves exactly as before.
public enum PNGDirectDecoder {
    /// The largest image data inflated at once (64 MiB: about 16 M RGBA pixels, six 1125×2436
    /// screens).
    public static let maxInflatedBytes = 64 << 20

    /// The straight-alpha RGBA8 pixels of `png`, or nil when libspng should decode it (also when
    /// its image data inflates to more than `limit` bytes). The pixels and the inflated scanlines
    /// are held in arrays from `pool` when one is given (the scanlines' is given back).
    public static func decode(_ png: [UInt8], limit: Int = maxInflatedBytes, pool: PixelBufferPool? = nil) -> Bitmap? {
        let pool = pool ?? PixelBufferPool(maxArrays: 0)
        return png.withUnsafeBytes { file -> Bitmap? in
            guard let layout = chunks(of: file) else { return nil }
            let channels = layout.colorType == 6 ? 4 : 3
            let rowBytes = layout.width * channels
            let (rawBytes, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: layout.height)
            // The whole stream is inflated at once: larger images go to libspng, a row at a time,
            // so that decoding them never holds a second copy of their pixels.
            guard !overflow, rawBytes <= limit else { return nil }
            var scanlines = pool.take(count: rawBytes)
            defer { pool.keep(scanlines) }
            let width = layout.width, height = layout.height
            var pixels: [UInt8] = []
            let decoded = scanlines.withUnsafeMutableBufferPointer { buffer -> Bool in
                let raw = buffer.baseAddress!
                guard inflate(layout.data, into: raw, count: rawBytes),
                      unfilter(raw, rowBytes: rowBytes, height: height, pixelBytes: channels) else { return false }
                pixels = pool.take(count: width * height * 4)
                pixels.withUnsafeMutableBufferPointer { buffer in
                    expand(raw, into: buffer.baseAddress!, width: width, height: height, channels: channels)
                }
                return true
            }
            guard decoded else { return nil }
            return Bitmap(width: width, height: height, pixels: pixels, isPremultiplied: false)
        }
    }

    /// Copies unfiltered scanlines (each after its filter-type byte) to RGBA8 pixels, opaque
    /// alpha added to RGB.
    private static func expand(_ raw: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
                               width: Int, height: Int, channels: Int) {
        let rowBytes = width * channels
        for y in 0..<height {
            let source = raw + y * (rowBytes + 1) + 1, target = out + y * width * 4
            if channels == 4 {
                target.update(from: source, count: rowBytes)
            } else {
                // Four bytes read per pixel, the fourth (the next pixel's, or the next
                // row's filter byte) replaced by an opaque alpha; the last pixel of the
                // image, with nothing after it, byte by byte.
                let wide = y == height - 1 ? width - 1 : width
                let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
                for x in 0..<wide {
                    let rgb = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: 3 * x, as: UInt32.self))
                    to.storeBytes(of: (rgb | 0xFF00_0000).littleEndian, toByteOffset: 4 * x, as: UInt32.self)
                }
                for x in wide..<width {
                    target[4 * x] = source[3 * x]
                    target[4 * x + 1] = source[3 * x + 1]
                    target[4 * x + 2] = source[3 * x + 2]
                    target[4 * x + 3] = 255
                }
            }
        }
    }

    /// What the chunks of a file this decoder takes say.
    private struct Layout {
        var width: Int, height: Int, colorType: UInt8
        /// The IDAT chunks' bodies, in order.
        var data: [UnsafeRawBufferPointer]
    }

    /// The header and image data of `file`, or nil when it is not of the form this decoder takes.
    private static func chunks(of file: UnsafeRawBufferPointer) -> Layout? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard file.count >= 8, file.prefix(8).elementsEqual(signature) else { return nil }
        var offset = 8
        var layout: Layout?
        var dataEnded = false
        while file.count - offset >= 12 {
            let length = Int(read32(file, offset))
            guard length <= file.count - offset - 12 else { return nil }
            let typeAndData = UnsafeRawBufferPointer(rebasing: file[(offset + 4)..<(offset + 8 + length)])
            guard Checksums.crc32(0, typeAndData) == read32(file, offset + 8 + length) else { return nil }
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            let body = UnsafeRawBufferPointer(rebasing: typeAndData.dropFirst(4))
            offset += 12 + length
            if layout == nil {
                // The first chunk: the header, of an image this decoder takes.
                guard type == "IHDR", length == 13 else { return nil }
                let width = Int(read32(body, 0)), height = Int(read32(body, 4))
                guard width > 0, height > 0, width <= Int(PNGCodec.maxSide), height <= Int(PNGCodec.maxSide),
                      width * height <= PNGCodec.maxPixelCount,
                      body[8] == 8, body[9] == 2 || body[9] == 6, body[10] == 0, body[11] == 0, body[12] == 0 else { return nil }
                layout = Layout(width: width, height: height, colorType: body[9], data: [])
                continue
            }
            switch type {
            case "IDAT":
                // Image data in one run of chunks.
                guard !dataEnded else { return nil }
                layout!.data.append(body)
            case "IEND":
                // The end of the file, with nothing after it.
                guard length == 0, offset == file.count, !(layout!.data.isEmpty) else { return nil }
                return layout
            case "tRNS", "PLTE", "IHDR":
                return nil
            default:
                // Other critical chunks are not understood; ancillary ones (lowercase first letter)
                // are skipped, as libspng skips them when decoding to RGBA8.
                guard typeAndData[0] & 0x20 != 0 else { return nil }
                if !layout!.data.isEmpty { dataEnded = true }
            }
        }
        return nil
    }

    /// Inflates the zlib stream spread over `parts` into exactly `count` bytes at `out`.
    private static func inflate(_ parts: [UnsafeRawBufferPointer], into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        func run(_ stream: UnsafeRawBufferPointer) -> Bool {
            var consumed = 0
            let result = libdeflate_zlib_decompress_ex(decompressor, stream.baseAddress, stream.count, out, count, &consumed, nil)
            // The whole stream and nothing after it, filling the scanlines exactly.
            return result == LIBDEFLATE_SUCCESS && consumed == stream.count
        }
        if parts.count == 1 { return run(parts[0]) }
        let joined = parts.reduce(into: [UInt8]()) { $0.append(contentsOf: $1) }
        return joined.withUnsafeBytes(run)
    }

    /// Reverses each scanline's filter in place (the rows are `rowBytes` long, each after its
    /// filter-type byte); false when a row names no filter.
    private static func unfilter(_ raw: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, pixelBytes bpp: Int) -> Bool {
        // A constant pixel size lets each loop below be compiled for it.
        bpp == 3 ? unfilterRows(raw, rowBytes: rowBytes, height: height, pixelBytes: 3)
            : unfilterRows(raw, rowBytes: rowBytes, height: height, pixelBytes: 4)
    }

    @inline(__always)
    private static func unfilterRows(_ raw: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, pixelBytes bpp: Int) -> Bool {
        for y in 0..<height {
            let row = raw + y * (rowBytes + 1)
            let line = row + 1
            let above: UnsafeMutablePointer<UInt8>? = y > 0 ? row - rowBytes : nil
            switch row[0] {
            case 0:
                break
            case 1:
                for i in bpp..<max(bpp, rowBytes) { line[i] &+= line[i - bpp] }
            case 2:
                guard let above else { break }
                addUp(line, above: above, count: rowBytes)
            case 3:
                if let above {
                    for i in 0..<min(bpp, rowBytes) { line[i] &+= above[i] >> 1 }
                    for i in bpp..<max(bpp, rowBytes) { line[i] &+= UInt8((Int(line[i - bpp]) + Int(above[i])) >> 1) }
                } else {
                    for i in bpp..<max(bpp, rowBytes) { line[i] &+= line[i - bpp] >> 1 }
                }
            case 4:
                if let above {
                    for i in 0..<min(bpp, rowBytes) { line[i] &+= above[i] }
                    // Whole pixels at a time while four bytes can be read within the row; the
                    // rest byte by byte.
                    let done = paethPixels(line, above: above, rowBytes: rowBytes, pixelBytes: bpp)
                    for i in max(bpp, done)..<max(bpp, rowBytes) {
                        line[i] &+= paeth(line[i - bpp], above[i], above[i - bpp])
                    }
                } else {
                    // With no row above, Paeth predicts from the left: Sub.
                    for i in bpp..<max(bpp, rowBytes) { line[i] &+= line[i - bpp] }
                }
            default:
                return false
            }
        }
        return true
    }

    /// Reverses the Paeth filter for the pixels of a row after its first, a pixel's channels at
    /// once (the predictor picks per byte, so the lanes are independent), as long as four bytes
    /// can be read from the pixel within the row. Returns the offset of the first byte not
    /// done.
    @inline(__always)
    private static func paethPixels(_ line: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>,
                                    rowBytes: Int, pixelBytes bpp: Int) -> Int {
        func load(_ p: UnsafePointer<UInt8>, _ offset: Int) -> SIMD4<Int16> {
            SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
        }
        var offset = bpp
        guard offset + 4 <= rowBytes else { return offset }
        var left = load(line, 0), aboveLeft = load(above, 0)
        while offset + 4 <= rowBytes {
            let up = load(above, offset)
            let upMinusCorner = up &- aboveLeft, leftMinusCorner = left &- aboveLeft
            let sum = upMinusCorner &+ leftMinusCorner
            // |b − c|, |a − c| and |a + b − 2c|, the distances of a, b and c from a + b − c.
            let pa = pointwiseMax(upMinusCorner, 0 &- upMinusCorner)
            let pb = pointwiseMax(leftMinusCorner, 0 &- leftMinusCorner)
            let pc = pointwiseMax(sum, 0 &- sum)
            var predictor = aboveLeft
            predictor.replace(with: up, where: pb .<= pc)
            predictor.replace(with: left, where: (pa .<= pb) .& (pa .<= pc))
            let out = (load(UnsafePointer(line), offset) &+ predictor) & 0xFF
            let bytes = SIMD4<UInt8>(truncatingIfNeeded: out)
            if bpp == 4 {
                UnsafeMutableRawPointer(line).storeBytes(of: bytes, toByteOffset: offset, as: SIMD4<UInt8>.self)
            } else {
                storeThree(bytes, at: line + offset)
            }
            left = out
            aboveLeft = up
            offset += bpp
        }
        return offset
    }

    /// Reverses the Up filter: adds the row above to `line`, sixteen bytes at a time. The rows
    /// do not overlap (they are consecutive scanlines of one buffer).
    @inline(__always)
    private static func addUp(_ line: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) {
        let out = UnsafeMutableRawPointer(line), up = UnsafeRawPointer(above)
        var i = 0
        while i + 16 <= count {
            let sum = out.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &+ up.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            out.storeBytes(of: sum, toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            line[i] &+= above[i]
            i += 1
        }
    }

    /// Stores the first three lanes of `bytes` at `target` as a two-byte and a one-byte store
    /// taken from one register (lane by lane, the lanes would go through memory first).
    @inline(__always)
    private static func storeThree(_ bytes: SIMD4<UInt8>, at target: UnsafeMutablePointer<UInt8>) {
        #if _endian(little)
        let word = unsafeBitCast(bytes, to: UInt32.self)
        UnsafeMutableRawPointer(target).storeBytes(of: UInt16(truncatingIfNeeded: word), as: UInt16.self)
        target[2] = UInt8(truncatingIfNeeded: word >> 16)
        #else
        target[0] = bytes[0]; target[1] = bytes[1]; target[2] = bytes[2]
        #endif
    }

    /// The Paeth predictor of a byte from the one to its left (`a`), above (`b`) and above left (`c`).
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a = Int(a), b = Int(b), c = Int(c)
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        return UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
    }

    private static func read32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
