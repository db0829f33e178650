import LayoutBitmap

extension PNGEncoder {
    /// The most pixel values an image may have to be written with a palette.
    static let paletteLimit = 256

    /// `bitmap` as an 8-bit palette PNG when it has at most `paletteLimit` distinct pixel values
    /// (a diff image: greys and a few marker colours; a card of flat colours), nil otherwise.
    ///
    /// One byte a pixel instead of three or four, so it compresses in a fraction of the time, to
    /// a smaller file, and decodes to the same pixels: the palette holds each value as PNG
    /// stores it (straight alpha, converted as `PNGScanline` converts a row) and a tRNS chunk
    /// gives the alpha of every entry up to the last that is not opaque. Entries are in the order
    /// their values first appear, row by row, so the bytes depend only on the pixels. Scanlines
    /// are unfiltered: a repeated row is matched one scanline back by `Deflater`.
    ///
    /// Rows are indexed and compressed one at a time, so nothing the size of the image is held
    /// beside it. An image with more values is given up on at the row of its 257th, which for a
    /// photo or a gradient comes within its first rows.
    static func encodeIndexed(_ bitmap: Bitmap) -> [UInt8]? {
        let width = bitmap.width, height = bitmap.height
        // The image data is compressed as the palette grows, a row at a time; its chunks, which
        // go before the data, are written once the palette is complete.
        var idat: [UInt8] = []
        let idatStart = startImageData(&idat)
        let writer = BitWriter(prefix: idat, capacity: 64 + width * height / 16)
        let deflater = Deflater(pixelBytes: 1, rowBytes: width, output: writer)
        var adler: UInt32 = 1
        let filterType: UInt8 = 0
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width)
        defer { rows.deallocate() }
        var row = rows, above = rows + width
        var palette = Palette()
        let complete = bitmap.pixels.withUnsafeBytes { pixels -> Bool in
            for y in 0..<height {
                guard palette.index(pixels.baseAddress! + 4 * width * y, count: width, into: row) else { return false }
                adler = Checksums.adler32(adler, byte: filterType)
                adler = Checksums.adler32(adler, UnsafeRawBufferPointer(start: row, count: width))
                deflater.add(filterType: filterType, row: row, above: y > 0 ? above : nil, count: width)
                swap(&row, &above)
            }
            return true
        }
        guard complete else { return nil }
        let data = finish(writer, deflater, adler: adler, idatStart: idatStart)

        var head = header(width: width, height: height, colorType: 3)
        var entries: [UInt8] = [], alphas: [UInt8] = []
        entries.reserveCapacity(3 * palette.values.count)
        alphas.reserveCapacity(palette.values.count)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { pair in
            let stored = pair.baseAddress!, straight = stored + 4
            for value in palette.values {
                UnsafeMutableRawPointer(stored).storeBytes(of: value, as: UInt32.self)
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
        return head + data
    }

    /// The distinct pixel values of an image, in the order they first appear, found row by row.
    private struct Palette {
        /// The values, at most `paletteLimit`.
        private(set) var values: [UInt32] = []
        /// Open addressing over a table sixteen times the palette's size: a value's slot holds
        /// its index + 1 (0: empty) in `entries`, the value in `keys`.
        private var keys = [UInt32](repeating: 0, count: 4096)
        private var entries = [UInt16](repeating: 0, count: 4096)

        init() { values.reserveCapacity(paletteLimit) }

        /// Writes the index of each of the `count` 32-bit pixels at `pixels` to `indices`, adding
        /// the values not seen before; false once there are more than `paletteLimit`.
        mutating func index(_ pixels: UnsafeRawPointer, count: Int, into indices: UnsafeMutablePointer<UInt8>) -> Bool {
            let mask = keys.count - 1
            return keys.withUnsafeMutableBufferPointer { keys in
                entries.withUnsafeMutableBufferPointer { entries in
                    // Runs of one value are the common case: the last value's index is kept at hand.
                    var last = ~pixels.loadUnaligned(as: UInt32.self), lastIndex: UInt8 = 0
                    for i in 0..<count {
                        let value = pixels.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
                        if value != last {
                            var slot = Int(truncatingIfNeeded: (value &* 0x9E37_79B1) >> 20) & mask
                            while true {
                                let entry = entries[slot]
                                if entry == 0 {
                                    guard values.count < paletteLimit else { return false }
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
                                slot = (slot + 1) & mask
                            }
                            last = value
                        }
                        indices[i] = lastIndex
                    }
                    return true
                }
            }
        }
    }
}
