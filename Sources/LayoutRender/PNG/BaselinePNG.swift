import CDeflate
import CXXHash
import LayoutBitmap

/// PNG files made to be kept: small, byte-for-byte repeatable, and carrying the digest of their
/// own pixels.
///
/// Every scanline gets the filter libpng's adaptive heuristic picks (smallest sum of absolute
/// values) and the stream is compressed by libdeflate at level 6, which on screens gives files
/// smaller than zlib's level 6 (Pillow's default) in about the same time. The same pixels give
/// the same bytes with the same libdeflate.
///
/// A private ancillary chunk, `llPX`, sits after the header. It holds `PixelDigest` of the pixels,
/// for an opaque image also their digest as a canvas holds them (`PixelDigest(canvasFormOf:)`),
/// and an XXH3-128 digest of the header and image data. Its name marks it unsafe to copy, so an
/// image editor that rewrites the pixels drops it; a file whose data no longer matches the
/// second digest (edited by a tool that kept the chunk) is treated as having no digest.
///
/// The digest stands for the file only when the file is exactly what this writer makes: the
/// chunks `IHDR` (13 bytes: 8-bit RGB or RGBA, not interlaced), `llPX`, one `IDAT` and `IEND`, in
/// that order, and nothing after them. Any other chunk (transparency, gamma, colour profiles,
/// animation, a critical chunk no reader knows) or another header may make a reader show other
/// pixels than the digest's, or none.
public enum BaselinePNG {
    /// The chunks of a file this writer makes, in order.
    public static let chunkOrder = ["IHDR", "llPX", "IDAT", "IEND"]

    /// The chunk's type.
    static let chunkType: [UInt8] = Array("llPX".utf8)
    /// The deflate level.
    static let level: Int32 = 6

    /// The file's bytes.
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let opaque = bitmap.isOpaque
        let pixelBytes = opaque ? 3 : 4
        let rowBytes = width * pixelBytes
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        var row = rows, above = rows + rowBytes
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            filtered.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    PNGScanline.write(pixels, y: y, width: width, premultiplied: bitmap.isPremultiplied, opaque: opaque, into: row)
                    PNGRowFilter.filterAdaptively(row, above: y > 0 ? UnsafePointer(above) : nil, count: rowBytes,
                                                  pixelBytes: pixelBytes, into: out.baseAddress! + y * (rowBytes + 1))
                    swap(&row, &above)
                }
            }
        }
        let compressed = compress(filtered)

        var header: [UInt8] = []
        PNGEncoder.append32(&header, UInt32(width))
        PNGEncoder.append32(&header, UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        let dataDigest = header.withUnsafeBytes { h in compressed.withUnsafeBytes { c in digest([h, c]) } }
        let canvas = opaque ? PixelDigest(canvasFormOfOpaque: bitmap) : nil
        let note = "pixels xxh3-128 \(PixelDigest(of: bitmap))\n"
            + (canvas.map { "canvas xxh3-128 \($0)\n" } ?? "")
            + "data xxh3-128 \(dataDigest)\n"

        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out.reserveCapacity(compressed.count + 200)
        appendChunk(&out, Array("IHDR".utf8), header)
        appendChunk(&out, chunkType, Array(note.utf8))
        appendChunk(&out, Array("IDAT".utf8), compressed)
        appendChunk(&out, Array("IEND".utf8), [])
        return out
    }

    /// What a file says about its pixels.
    public enum StoredDigest: Equatable, Sendable {
        /// The digest of its pixels, its data unchanged since it was written.
        case valid(PixelDigest)
        /// No `llPX` chunk (a file written by another tool or an earlier version).
        case absent
        /// A chunk that no longer describes the file, or a file whose structure is damaged: why.
        case stale(String)
    }

    /// What a file says about its pixels: the digest of its pixels, and for an opaque image the
    /// digest of the same pixels as a canvas holds them (`PixelDigest(canvasFormOf:)`; nil in files
    /// written before it was recorded, and whenever `pixels` is not valid).
    public struct StoredDigests: Equatable, Sendable {
        /// The pixel digest, absent or stale.
        public var pixels: StoredDigest
        /// The canvas-form digest of the same pixels, vouched for by the same data digest.
        public var canvas: PixelDigest?

        /// Creates the pair.
        public init(pixels: StoredDigest, canvas: PixelDigest? = nil) {
            self.pixels = pixels
            self.canvas = canvas
        }
    }

    /// Reads the pixel digest a file carries, after checking every chunk's CRC, that the chunks are
    /// the ones this writer makes in its order (`chunkOrder`) with its header, and the data digest.
    /// Never decodes pixels.
    public static func storedDigest(_ png: [UInt8]) -> StoredDigest {
        storedDigests(png).pixels
    }

    /// Reads both digests a file carries, after the same checks as `storedDigest`.
    public static func storedDigests(_ png: [UInt8]) -> StoredDigests {
        func stale(_ why: String) -> StoredDigests { StoredDigests(pixels: .stale(why)) }
        return png.withUnsafeBytes { file -> StoredDigests in
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard file.count >= 8, file.prefix(8).elementsEqual(signature) else { return stale("not a PNG file") }
            var offset = 8
            var note: [UInt8]?
            var header: UnsafeRawBufferPointer?
            var data: [UnsafeRawBufferPointer] = []
            var types: [String] = []
            var ended = false
            while offset < file.count {
                guard !ended else { return stale("bytes after the IEND chunk") }
                guard file.count - offset >= 12 else { return stale("a chunk is cut short") }
                let length = Int(read32(file, offset))
                guard length <= file.count - offset - 12 else { return stale("a chunk is cut short") }
                let typeAndData = UnsafeRawBufferPointer(rebasing: file[(offset + 4)..<(offset + 8 + length)])
                let crc = Checksums.crc32(0, typeAndData)
                guard crc == read32(file, offset + 8 + length) else { return stale("a chunk's CRC does not match its bytes") }
                let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
                let body = UnsafeRawBufferPointer(rebasing: typeAndData.dropFirst(4))
                types.append(type)
                switch type {
                case "IHDR":
                    guard header == nil, offset == 8 else { return stale("IHDR is not the first chunk") }
                    header = body
                case "IDAT": data.append(body)
                case "IEND": ended = true
                case "llPX": note = Array(body)
                default: break
                }
                guard header != nil else { return stale("IHDR is not the first chunk") }
                offset += 12 + length
            }
            guard ended else { return stale("no IEND chunk") }
            guard let note else { return StoredDigests(pixels: .absent) }
            if let why = unlikeWritten(types: types, header: header) { return stale(why) }
            guard let parsed = parse(note) else { return stale("the llPX chunk cannot be read") }
            guard let header, parsed.data == digest([header] + data) else {
                return stale("the image data changed after its pixel digest was recorded")
            }
            return StoredDigests(pixels: .valid(parsed.pixels), canvas: parsed.canvas)
        }
    }

    // MARK: Internals

    /// Why a file with these chunks and this header is not one this writer makes, or nil when it is.
    private static func unlikeWritten(types: [String], header: UnsafeRawBufferPointer?) -> String? {
        if let foreign = types.first(where: { !chunkOrder.contains($0) }) {
            return "it holds a \(foreign) chunk, which layoutlab does not write"
        }
        guard types == chunkOrder else {
            return "its chunks (\(types.joined(separator: ", "))) are not the ones layoutlab writes, in its order "
                + "(\(chunkOrder.joined(separator: ", ")))"
        }
        guard let header, header.count == 13 else { return "its IHDR chunk is \(header?.count ?? 0) bytes, not 13" }
        guard header[8] == 8, header[9] == 2 || header[9] == 6, header[10] == 0, header[11] == 0, header[12] == 0 else {
            return "its header is not one layoutlab writes (8-bit RGB or RGBA, not interlaced)"
        }
        return nil
    }

    private static func compress(_ input: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = input.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, buffer.baseAddress, bound) }
            precondition(count > 0, "libdeflate's bound was too small")
        }
    }

    /// XXH3-128 over the parts in order, read in place (the `data` digest: the header's bytes,
    /// then the image data's).
    static func digest(_ parts: [UnsafeRawBufferPointer]) -> PixelDigest {
        PixelDigest.xxh3 { state in
            for part in parts { _ = layoutlab_XXH3_128bits_update(state, part.baseAddress, part.count) }
        }
    }

    /// The digests of an `llPX` chunk's text: `pixels`, optionally `canvas`, then `data`, one a
    /// line.
    private static func parse(_ note: [UInt8]) -> (pixels: PixelDigest, canvas: PixelDigest?, data: PixelDigest)? {
        let lines = String(decoding: note, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 3 || lines.count == 4, lines.last!.isEmpty else { return nil }
        func value(_ line: Substring, _ key: String) -> PixelDigest? {
            let prefix = key + " xxh3-128 "
            guard line.hasPrefix(prefix) else { return nil }
            return PixelDigest(hex: String(line.dropFirst(prefix.count)))
        }
        guard let pixels = value(lines[0], "pixels"), let data = value(lines[lines.count - 2], "data") else { return nil }
        guard lines.count == 4 else { return (pixels, nil, data) }
        guard let canvas = value(lines[1], "canvas") else { return nil }
        return (pixels, canvas, data)
    }

    private static func read32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func appendChunk(_ out: inout [UInt8], _ type: [UInt8], _ data: [UInt8]) {
        PNGEncoder.append32(&out, UInt32(data.count))
        let start = out.count
        out += type
        out += data
        let crc = out.withUnsafeBytes { Checksums.crc32(0, UnsafeRawBufferPointer(rebasing: $0[start...])) }
        PNGEncoder.append32(&out, crc)
    }
}
