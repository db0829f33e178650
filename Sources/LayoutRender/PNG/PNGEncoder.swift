import LayoutBitmap

/// Writes PNG files fast: 8-bit RGB when every pixel is opaque (RGBA otherwise), every scanline
/// with the Up filter, compressed by `Deflater`. Screens of flat colours, text and images encode
/// several times faster than with zlib at its fastest level, to files of a similar size.
enum PNGEncoder {
    /// The PNG bytes of `bitmap` (premultiplied input is converted to straight alpha, as PNG
    /// stores it).
    static func encode(_ bitmap: Bitmap) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let opaque = bitmap.isOpaque
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        var head: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        append32(&header, UInt32(width))
        append32(&header, UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk(&head, "IHDR", header)
        // The IDAT chunk: its length is filled in once the data is written.
        let idatStart = head.count
        head += [0, 0, 0, 0] + Array("IDAT".utf8)
        head += [0x78, 0x01]   // zlib: deflate, 32K window, fastest-compression flag
        let writer = BitWriter(prefix: head, capacity: 64 + rowBytes * height / 8)
        let deflater = Deflater(pixelBytes: pixelBytes, rowBytes: rowBytes, output: writer)
        var adler: UInt32 = 1
        // Four scanlines: this row and the one above, as pixels and filtered.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * rowBytes)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 4 * rowBytes)
        var raw = rows, previousRaw = rows + rowBytes
        var filtered = rows + 2 * rowBytes, previousFiltered = rows + 3 * rowBytes
        let filterType: UInt8 = 2
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                PNGScanline.write(pixels, y: y, width: width, premultiplied: bitmap.isPremultiplied, opaque: opaque, into: raw)
                for i in 0..<rowBytes { filtered[i] = raw[i] &- previousRaw[i] }
                adler = Checksums.adler32(adler, byte: filterType)
                adler = Checksums.adler32(adler, UnsafeRawBufferPointer(start: filtered, count: rowBytes))
                deflater.add(filterType: filterType, row: filtered, above: y > 0 ? previousFiltered : nil, count: rowBytes)
                swap(&raw, &previousRaw)
                swap(&filtered, &previousFiltered)
            }
        }
        deflater.finish()
        var tail: [UInt8] = []
        append32(&tail, adler)
        writer.append(tail)
        var out = writer.bytes
        let length = UInt32(out.count - idatStart - 8)
        out[idatStart] = UInt8(length >> 24)
        out[idatStart + 1] = UInt8((length >> 16) & 0xFF)
        out[idatStart + 2] = UInt8((length >> 8) & 0xFF)
        out[idatStart + 3] = UInt8(length & 0xFF)
        let crc = out.withUnsafeBytes { Checksums.crc32(0, UnsafeRawBufferPointer(rebasing: $0[(idatStart + 4)...])) }
        append32(&out, crc)
        appendChunk(&out, "IEND", [])
        return out
    }

    static func append32(_ out: inout [UInt8], _ value: UInt32) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func appendChunk(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
        append32(&out, UInt32(data.count))
        let start = out.count
        out += Array(type.utf8) + data
        let crc = out.withUnsafeBytes { Checksums.crc32(0, UnsafeRawBufferPointer(rebasing: $0[start...])) }
        append32(&out, crc)
    }
}
