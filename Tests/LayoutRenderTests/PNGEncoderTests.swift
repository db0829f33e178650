import Foundation
import LayoutBitmap
import LayoutRender
import Testing

@Suite("PNG encoders")
struct PNGEncoderTests {
    /// A deterministic pseudo-random byte source (xorshift).
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    private static func image(_ width: Int, _ height: Int, opaque: Bool,
                              _ pixel: (Int, Int, inout Noise) -> RGBA8) -> Bitmap {
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var p = pixel(x, y, &noise)
                if opaque { p.a = 255 }
                bitmap[x, y] = p
            }
        }
        return bitmap
    }

    /// Images that exercise every path: literals only, long runs, repeated rows, gradients,
    /// transparency, tiny and odd sizes.
    static let cases: [(String, Bitmap)] = [
        ("noise RGBA", image(67, 45, opaque: false) { _, _, n in RGBA8(r: n.next(), g: n.next(), b: n.next(), a: n.next()) }),
        ("noise over several blocks", image(300, 250, opaque: false) { _, _, n in RGBA8(r: n.next(), g: n.next(), b: n.next(), a: n.next()) }),
        ("noise RGB", image(64, 33, opaque: true) { _, _, n in RGBA8(r: n.next(), g: n.next(), b: n.next()) }),
        ("flat", image(300, 200, opaque: true) { _, _, _ in RGBA8(r: 240, g: 240, b: 245) }),
        ("vertical gradient", image(257, 300, opaque: true) { _, y, _ in RGBA8(r: 10, g: UInt8(y % 256), b: 200) }),
        ("horizontal gradient", image(700, 20, opaque: true) { x, _, _ in RGBA8(r: UInt8(x % 256), g: UInt8(x / 3 % 256), b: 7) }),
        ("boxes and noise", image(331, 211, opaque: true) { x, y, n in
            if (x / 40 + y / 30) % 3 == 0 { return RGBA8(r: n.next(), g: n.next(), b: n.next()) }
            return (x / 25) % 2 == 0 ? RGBA8(r: 255, g: 0, b: 0) : RGBA8(r: 0, g: 0, b: 255)
        }),
        ("translucent", image(50, 50, opaque: false) { x, y, _ in RGBA8(r: UInt8(x * 5), g: UInt8(y * 5), b: 128, a: UInt8((x + y) * 2)) }),
        ("one pixel", image(1, 1, opaque: false) { _, _, _ in RGBA8(r: 1, g: 2, b: 3, a: 4) }),
        ("one column", image(1, 40, opaque: true) { _, y, _ in RGBA8(r: UInt8(y), g: 0, b: 0) }),
        ("three wide", image(3, 500, opaque: true) { x, y, _ in RGBA8(r: UInt8(x), g: UInt8(y / 100), b: 9) }),
        ("wider than the match window", image(11_000, 3, opaque: true) { x, y, _ in RGBA8(r: UInt8(x % 7), g: UInt8(y), b: 0) }),
    ]

    /// Both writers: files to keep (`encode`) and a report's images (`encodeQuickly`).
    static let encoders: [String: @Sendable (Bitmap) throws -> [UInt8]] = [
        "baseline": PNGCodec.encode, "quick": PNGCodec.encodeQuickly,
    ]

    @Test(arguments: cases.map(\.0), ["baseline", "quick"])
    func decodesToTheSamePixels(name: String, encoder: String) throws {
        let bitmap = try #require(Self.cases.first { $0.0 == name }?.1)
        let encode = try #require(Self.encoders[encoder])
        let png = try encode(bitmap)
        let decoded = try PNGCodec.decode(png)
        #expect(decoded.width == bitmap.width && decoded.height == bitmap.height)
        #expect(decoded.pixels == bitmap.pixels, "pixels differ")
        #expect(try encode(bitmap) == png, "same pixels, same bytes")
    }

    @Test(arguments: ["baseline", "quick"])
    func premultipliedInputIsStoredStraight(encoder: String) throws {
        var bitmap = Bitmap(width: 2, height: 1, isPremultiplied: true)
        bitmap[0, 0] = RGBA8(r: 64, g: 32, b: 0, a: 128)
        bitmap[1, 0] = RGBA8(r: 10, g: 20, b: 30, a: 255)
        let encode = try #require(Self.encoders[encoder])
        let decoded = try PNGCodec.decode(try encode(bitmap))
        #expect(decoded == bitmap.straightAlpha())
        #expect(decoded[0, 0] == RGBA8(r: 128, g: 64, b: 0, a: 128))
    }

    @Test(arguments: ["baseline", "quick"])
    func opaqueImagesAreStoredAsRGB(encoder: String) throws {
        let encode = try #require(Self.encoders[encoder])
        // Noise, so that the quick writer cannot use a palette.
        let opaque = try encode(try #require(Self.cases.first { $0.0 == "noise RGB" }?.1))
        let translucent = try encode(try #require(Self.cases.first { $0.0 == "noise RGBA" }?.1))
        // IHDR's colour type byte: 2 = RGB, 6 = RGBA.
        #expect(opaque[25] == 2)
        #expect(translucent[25] == 6)
        if encoder == "baseline" {
            #expect(try encode(Bitmap(width: 4, height: 4, fill: RGBA8(r: 1, g: 2, b: 3)))[25] == 2)
            #expect(try encode(Bitmap(width: 4, height: 4, fill: RGBA8(r: 1, g: 2, b: 3, a: 4)))[25] == 6)
        }
    }

    /// An image of `count` distinct opaque colours, each once, then repeated in a pattern.
    private static func colours(_ count: Int, alpha: (Int) -> UInt8 = { _ in 255 }) -> Bitmap {
        image(64, 40, opaque: false) { x, y, _ in
            let k = (y * 64 + x) < count ? y * 64 + x : (x * 7 + y * 3) % count
            return RGBA8(r: UInt8(k & 0xFF), g: UInt8(k >> 8), b: UInt8(255 - k % 256), a: alpha(k))
        }
    }

    @Test func quickImagesOfFewValuesHaveAPalette() throws {
        for (count, translucent) in [(1, false), (29, false), (256, false), (256, true), (3, true)] {
            let bitmap = Self.colours(count) { k in translucent && k % 2 == 1 ? UInt8(k % 200) : 255 }
            let png = try PNGCodec.encodeQuickly(bitmap)
            #expect(png[25] == 3, "\(count) values: palette")
            let chunks = Self.chunks(png)
            #expect(chunks.map(\.type) == (translucent ? ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"] : ["IHDR", "PLTE", "IDAT", "IEND"]))
            #expect(chunks[1].body.count == 3 * count, "one entry per value")
            #expect(try PNGCodec.decode(png) == bitmap, "\(count) values decode to the same pixels")
        }
        // One value more and the image is written as RGB (RGBA with alpha).
        let many = Self.colours(257)
        #expect(try PNGCodec.encodeQuickly(many)[25] == 2)
        #expect(try PNGCodec.decode(PNGCodec.encodeQuickly(many)) == many)
        let manyTranslucent = Self.colours(257) { k in UInt8(k % 250) }
        #expect(try PNGCodec.encodeQuickly(manyTranslucent)[25] == 6)
    }

    @Test func aPaletteOfPremultipliedPixelsHoldsTheirStraightValues() throws {
        var bitmap = Bitmap(width: 3, height: 2, isPremultiplied: true)
        bitmap[0, 0] = RGBA8(r: 64, g: 32, b: 0, a: 128)
        bitmap[1, 0] = RGBA8(r: 10, g: 20, b: 30, a: 255)
        bitmap[2, 0] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        bitmap[0, 1] = RGBA8(r: 10, g: 20, b: 30, a: 255)
        bitmap[1, 1] = RGBA8(r: 64, g: 32, b: 0, a: 128)
        bitmap[2, 1] = RGBA8(r: 3, g: 1, b: 2, a: 7)
        let png = try PNGCodec.encodeQuickly(bitmap)
        #expect(png[25] == 3)
        let chunks = Self.chunks(png)
        // Entries in order of first appearance, straight alpha; tRNS up to the last translucent one.
        #expect(chunks[1].body == [128, 64, 0, 10, 20, 30, 0, 0, 0, 109, 36, 73])
        #expect(chunks[2].type == "tRNS" && chunks[2].body == [128, 255, 0, 7])
        #expect(try PNGCodec.decode(png) == bitmap.straightAlpha())
    }

    /// The chunks of `png`, in order: type and body.
    private static func chunks(_ png: [UInt8]) -> [(type: String, body: [UInt8])] {
        var offset = 8
        var found: [(type: String, body: [UInt8])] = []
        while offset + 12 <= png.count {
            let length = Int(png[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            found.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                          Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return found
    }

    @Test(arguments: ["baseline", "quick"])
    func flatScreensCompressWell(encoder: String) throws {
        let encode = try #require(Self.encoders[encoder])
        let png = try encode(Bitmap(width: 1000, height: 1000, fill: RGBA8(r: 250, g: 250, b: 250)))
        #expect(png.count < 20_000, "\(png.count) bytes")
    }

    @Test func adlerChecksumCoversTheFilteredScanlines() throws {
        // The decoder stops at the last pixel and never reads the zlib stream's Adler-32, so it
        // is checked here against the stream it must cover: per row, filter type 2 (Up) and the
        // row minus the row above; for a palette image, filter type 0 and the row's indices.
        for (name, bitmap) in Self.cases.prefix(6) {
            let png = try PNGCodec.encodeQuickly(bitmap)
            let colourType = png[25]
            let chunks = Self.chunks(png)
            var index: [[UInt8]: UInt8] = [:]
            if colourType == 3 {
                let entries = chunks[1].body
                let alphas = chunks.first { $0.type == "tRNS" }?.body ?? []
                for k in 0..<(entries.count / 3) {
                    index[[entries[3 * k], entries[3 * k + 1], entries[3 * k + 2], k < alphas.count ? alphas[k] : 255]] = UInt8(k)
                }
            }
            var stream: [UInt8] = []
            var above = [UInt8](repeating: 0, count: bitmap.width * (colourType == 2 ? 3 : 4))
            for y in 0..<bitmap.height {
                var row: [UInt8] = []
                for x in 0..<bitmap.width {
                    let p = bitmap[x, y]
                    switch colourType {
                    case 2: row += [p.r, p.g, p.b]
                    case 3: row.append(try #require(index[[p.r, p.g, p.b, p.a]], "\(name): a pixel not in the palette"))
                    default: row += [p.r, p.g, p.b, p.a]
                    }
                }
                if colourType == 3 {
                    stream.append(0)
                    stream += row
                } else {
                    stream.append(2)
                    stream += zip(row, above).map { $0 &- $1 }
                }
                above = row
            }
            let trailer = png[(png.count - 20)..<(png.count - 16)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(trailer == adler32(stream), "\(name)")
        }
        #expect(Self.cases.prefix(6).contains { (try? PNGCodec.encodeQuickly($0.1)[25]) == 3 }, "a palette image among them")
    }

    @Test(arguments: ["baseline", "quick"])
    func everyChunkCarriesItsCRC(encoder: String) throws {
        // Checked here too: the decoder stops before the last CRCs.
        let encode = try #require(Self.encoders[encoder])
        for (_, bitmap) in Self.cases.prefix(6) {
            let png = try encode(bitmap)
            var offset = 8
            var types: [String] = []
            while offset + 12 <= png.count {
                let length = Int(png[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
                let body = Array(png[(offset + 4)..<(offset + 8 + length)])
                let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                types.append(String(decoding: body.prefix(4), as: UTF8.self))
                #expect(stored == crc32(body), "chunk \(types.last ?? "")")
                offset += 12 + length
            }
            // Files to keep carry their pixel digest after the header; quick images of few
            // values, a palette.
            let quick = png[25] == 3 ? ["IHDR", "PLTE", "IDAT", "IEND"] : ["IHDR", "IDAT", "IEND"]
            #expect(types == (encoder == "baseline" ? ["IHDR", "llPX", "IDAT", "IEND"] : quick))
            #expect(offset == png.count)
        }
    }

    @Test func zeroSizedImagesAreRefused() {
        #expect(throws: PNGError.self) { try PNGCodec.encode(Bitmap(width: 0, height: 3)) }
        #expect(throws: PNGError.self) { try PNGCodec.encodeQuickly(Bitmap(width: 3, height: 0)) }
    }

    /// Bitwise CRC-32, as a reference.
    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    /// Adler-32 by its definition, as a reference.
    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
