import LayoutBitmap

/// Writes PNG files fast: with a palette when the image has at most 256 pixel values (see
/// `encodeIndexed`), otherwise 8-bit RGB when every pixel is opaque (RGBA otherwise), every
/// scanline with the Up filter; compressed by `Deflater`. Screens of flat colours, text and images encode
/// several times faster than with zlib at its fastest level, to files of a similar size.
enum PNGEncoder {
    /// The PNG bytes of `bitmap` (premultiplied input is converted to straight alpha, as PNG
    /// stores it).
    static func encode(_ bitmap: Bitmap) -> [UInt8] {
        if let indexed = encodeIndexed(bitmap) { return indexed }
        let width = bitmap.width, height = bitmap.height
        let opaque = bitmap.isOpaque
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        var head = header(width: width, height: height, colorType: opaque ? 2 : 6)
        let idatStart = startImageData(&head)
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
        return finish(writer, deflater, adler: adler, idatStart: idatStart)
    }

    /// The PNG signature and the IHDR chunk of an 8-bit image of `colorType`.
    static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
        var head: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = []
        append32(&ihdr, UInt32(width))
        append32(&ihdr, UInt32(height))
        ihdr += [8, colorType, 0, 0, 0]
        appendChunk(&head, "IHDR", ihdr)
        return head
    }

    /// Starts the IDAT chunk and its zlib stream at the end of `head`; returns where the chunk
    /// starts (its length is filled in by `finish`).
    static func startImageData(_ head: inout [UInt8]) -> Int {
        let idatStart = head.count
        head += [0, 0, 0, 0] + Array("IDAT".utf8)
        head += [0x78, 0x01]   // zlib: deflate, 32K window, fastest-compression flag
        return idatStart
    }

    /// Ends the compressed data, the IDAT chunk starting at `idatStart` (`adler`: the Adler-32 of
    /// the uncompressed scanlines) and the file.
    static func finish(_ writer: BitWriter, _ deflater: Deflater, adler: UInt32, idatStart: Int) -> [UInt8] {
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
