import LayoutBitmap

extension PNGEncoder {
    /// The most pixel values an image may have to be written with a palette.
    static let paletteLimit = 256

    /// `bitmap` as an 8-bit palette PNG when it has at most `paletteLimit` distinct pixel values
    /// (a diff image: greys and a few marker colours; a card of flat colours), nil otherwise.
    ///
    /// One byte a pixel instead of three or four, so it compresses in about a third of the time,
    /// to a smaller file, and decodes to the same pixels: the palette holds each value as PNG
    /// stores it (straight alpha, converted as `PNGScanline` converts a row) and a tRNS chunk
    /// gives the alpha of every entry up to the last that is not opaque. Entries are in the order
    /// their values first appear, row by row, so the bytes depend only on the pixels. Scanlines
    /// are unfiltered: a repeated row is matched one scanline back by `Deflater`.
    ///
    /// An image with more values is given up on at its 257th, which for a photo or a gradient
    /// comes within its first rows.
    static func encodeIndexed(_ bitmap: Bitmap) -> [UInt8]? {
        let width = bitmap.width, height = bitmap.height
        let indices = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { indices.deallocate() }
        let found = bitmap.pixels.withUnsafeBytes { pixels in
            palette(of: pixels.baseAddress!, count: width * height, indices: indices)
        }
        guard let values = found else { return nil }

        var head = header(width: width, height: height, colorType: 3)
        var entries: [UInt8] = [], alphas: [UInt8] = []
        entries.reserveCapacity(3 * values.count)
        alphas.reserveCapacity(values.count)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { pair in
            let stored = pair.baseAddress!, straight = stored + 4
            for value in values {
                stored.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = value }
                if bitmap.isPremultiplied {
                    PNGScanline.straighten(stored, width: 1, into: straight)
                } else {
                    straight.update(from: stored, count: 4)
                }
                entries += [straight[0], straight[1], straight[2]]
                alphas.append(straight[3])
            }
        }
        appendChunk(&head, "PLTE", entries)
        if let last = alphas.lastIndex(where: { $0 != 255 }) {
            appendChunk(&head, "tRNS", Array(alphas[...last]))
        }
        let idatStart = startImageData(&head)
        let writer = BitWriter(prefix: head, capacity: 64 + width * height / 8)
        let deflater = Deflater(pixelBytes: 1, rowBytes: width, output: writer)
        var adler: UInt32 = 1
        let filterType: UInt8 = 0
        for y in 0..<height {
            let row = indices + y * width
            adler = Checksums.adler32(adler, byte: filterType)
            adler = Checksums.adler32(adler, UnsafeRawBufferPointer(start: row, count: width))
            deflater.add(filterType: filterType, row: row, above: y > 0 ? row - width : nil, count: width)
        }
        return finish(writer, deflater, adler: adler, idatStart: idatStart)
    }

    /// The distinct values among the `count` 32-bit pixels at `pixels`, in the order they first
    /// appear, with each pixel's index among them written to `indices`; nil when there are more
    /// than `paletteLimit`.
    private static func palette(of pixels: UnsafeRawPointer, count: Int,
                                indices: UnsafeMutablePointer<UInt8>) -> [UInt32]? {
        // Open addressing over a table sixteen times the palette's size: a value's slot holds
        // its index + 1 (0: empty).
        let slots = 4096
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: slots) { keys in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: slots) { entries in
                entries.initialize(repeating: 0)
                var values: [UInt32] = []
                values.reserveCapacity(paletteLimit)
                // Runs of one value are the common case: the last value's index is kept at hand.
                var last = ~pixels.loadUnaligned(as: UInt32.self), lastIndex: UInt8 = 0
                for i in 0..<count {
                    let value = pixels.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
                    if value != last {
                        var slot = Int(truncatingIfNeeded: (value &* 0x9E37_79B1) >> 20)
                        while true {
                            let entry = entries[slot]
                            if entry == 0 {
                                guard values.count < paletteLimit else { return nil }
                                values.append(value)
                                keys[slot] = value
                                entries[slot] = UInt16(values.count)
                                lastIndex = UInt8(values.count - 1)
                                break
                            }
                            if keys[slot] == value {
                                lastIndex = UInt8(entry - 1)
                                break
                            }
                            slot = (slot + 1) & (slots - 1)
                        }
                        last = value
                    }
                    indices[i] = lastIndex
                }
                return values
            }
        }
    }
}
