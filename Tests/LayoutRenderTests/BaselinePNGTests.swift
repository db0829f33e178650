import LayoutBitmap
import LayoutGeometry
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Files to keep carry the digest of their pixels; a file whose data no longer matches it never
/// vouches for its pixels.
@Suite("Baseline PNG pixel digests")
struct BaselinePNGTests {
    /// A render-like image: opaque background, a translucent band, clear corners, premultiplied.
    static func render(_ width: Int = 61, _ height: Int = 37, seed: UInt8 = 0) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, isPremultiplied: true)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt8 = y < 3 ? 0 : (y < 12 ? UInt8(40 + x) : 255)
                let r = UInt8((x * 7 + Int(seed)) % 256), g = UInt8((y * 5) % 256), b: UInt8 = 200
                // Premultiplied: each channel at most alpha.
                bitmap[x, y] = RGBA8(r: UInt8(Int(r) * Int(a) / 255), g: UInt8(Int(g) * Int(a) / 255),
                                     b: UInt8(Int(b) * Int(a) / 255), a: a)
            }
        }
        return bitmap
    }

    @Test func theStoredDigestIsTheDigestOfTheDecodedPixels() throws {
        for bitmap in [Self.render(), Self.render(1, 1), Bitmap(width: 9, height: 4, fill: RGBA8(r: 1, g: 2, b: 3))] {
            let png = try PNGCodec.encode(bitmap)
            let decoded = try PNGCodec.decode(png)
            #expect(BaselinePNG.storedDigest(png) == .valid(PixelDigest(of: decoded)))
            // Premultiplied or straight, the same pixels have the same digest.
            #expect(PixelDigest(of: bitmap) == PixelDigest(of: decoded))
        }
    }

    @Test func digestsTellPixelsAndSizesApart() {
        let a = Self.render(), b = Self.render(seed: 1)
        #expect(PixelDigest(of: a) != PixelDigest(of: b))
        // The same bytes read as another shape are another image.
        let reshaped = Bitmap(width: 37, height: 61, pixels: a.pixels, isPremultiplied: true)!
        #expect(PixelDigest(of: a) != PixelDigest(of: reshaped))
        #expect(PixelDigest(hex: PixelDigest(of: a).description) == PixelDigest(of: a))
        #expect(PixelDigest(hex: "zz") == nil && PixelDigest(hex: String(repeating: "g", count: 32)) == nil)
    }

    @Test func approvingAReportImageWritesTheBytesRecordingWould() throws {
        // `approve` re-encodes the report's quick PNG; `check --record` encodes the render: one file.
        let bitmap = Self.render()
        let recorded = try PNGCodec.encode(bitmap)
        #expect(try PNGCodec.keepable(PNGCodec.encodeQuickly(bitmap)) == recorded)
        #expect(try PNGCodec.keepable(recorded) == recorded)
    }

    @Test func filesOfOtherToolsHaveNoDigest() throws {
        #expect(BaselinePNG.storedDigest(try PNGCodec.encodeQuickly(Self.render())) == .absent)
    }

    @Test func aFileWhosePixelsWereEditedKeepingTheChunkIsStale() throws {
        let original = try PNGCodec.encode(Self.render())
        let edited = try PNGCodec.encode(Self.render(seed: 9))
        // The edited image data under the original's header and digest chunk, every CRC correct.
        let spliced = PNGChunks.splicingImageData(of: edited, into: original)
        #expect(try PNGCodec.decode(spliced) == PNGCodec.decode(edited), "the file is a valid PNG of the edited pixels")
        guard case .stale(let why) = BaselinePNG.storedDigest(spliced) else {
            Issue.record("a stale digest was trusted: \(BaselinePNG.storedDigest(spliced))")
            return
        }
        #expect(why.contains("image data changed"))
        // Approving such a file writes it again with its true digest.
        #expect(try PNGCodec.pixelDigest(of: spliced) == PixelDigest(of: Self.render(seed: 9)))
    }

    @Test func damagedFilesAreNeverVouchedFor() throws {
        let png = try PNGCodec.encode(Self.render())
        var flipped = png
        flipped[png.count - 30] ^= 0x40   // inside IDAT: its CRC no longer matches
        let cases: [(String, [UInt8])] = [
            ("cut short", Array(png.prefix(png.count - 40))),
            ("a flipped bit", flipped),
            ("bytes after IEND", png + [0, 0, 0, 0]),
            ("no IEND", PNGChunks.file(PNGChunks.parse(png).filter { $0.type != "IEND" })),
            ("IHDR not first", PNGChunks.file(Array(PNGChunks.parse(png).reversed()))),
            ("an unreadable digest chunk", PNGChunks.file(PNGChunks.parse(png).map { $0.type == "llPX" ? ("llPX", Array("pixels md5 0\n".utf8)) : $0 })),
            ("not a PNG", Array("GIF89a".utf8)),
        ]
        for (label, bytes) in cases {
            if case .valid = BaselinePNG.storedDigest(bytes) { Issue.record("\(label): vouched for") }
        }
    }

    /// Only the chunks layoutlab writes, in its order (IHDR of 13 bytes, llPX, one IDAT, IEND):
    /// anything else may make another reader, or layoutlab's decoder, show other pixels.
    @Test func onlyTheChunksLayoutlabWritesAreVouchedFor() throws {
        let png = try PNGCodec.encode(Self.render())
        let chunks = PNGChunks.parse(png)
        func inserting(_ chunk: (type: String, data: [UInt8]), before type: String) -> [UInt8] {
            var edited = chunks
            edited.insert(chunk, at: edited.firstIndex { $0.type == type }!)
            return PNGChunks.file(edited)
        }
        let header = chunks[0].data, data = chunks[2].data
        let cases: [(String, [UInt8])] = [
            ("an unknown critical chunk", inserting(("QRST", [1]), before: "IDAT")),
            ("a tRNS chunk", inserting(("tRNS", [0, 255, 0, 255, 0, 255, 0, 255]), before: "IDAT")),
            ("a gAMA chunk", inserting(("gAMA", [0, 0, 0xB1, 0x8F]), before: "IDAT")),
            ("an unknown ancillary chunk after the data", inserting(("abcd", []), before: "IEND")),
            ("an animation control chunk", inserting(("acTL", [0, 0, 0, 1, 0, 0, 0, 0]), before: "IDAT")),
            ("a 14-byte IHDR keeping the digested bytes", PNGChunks.file([("IHDR", header + [data[0]]), chunks[1],
                                                                         ("IDAT", Array(data.dropFirst())), chunks[3]])),
            ("the data in two IDAT chunks", PNGChunks.file([chunks[0], chunks[1], ("IDAT", Array(data.prefix(5))),
                                                           ("IDAT", Array(data.dropFirst(5))), chunks[3]])),
            ("llPX after the data", PNGChunks.file([chunks[0], chunks[2], chunks[1], chunks[3]])),
        ]
        #expect(chunks.map(\.type) == ["IHDR", "llPX", "IDAT", "IEND"])
        for (label, bytes) in cases {
            guard case .stale(let why) = BaselinePNG.storedDigest(bytes) else {
                Issue.record("\(label): \(BaselinePNG.storedDigest(bytes))")
                continue
            }
            #expect(!why.isEmpty)
        }
    }
}

/// Opaque files also carry the digest of their pixels as a canvas holds them, which a check
/// compares with one pass over the canvas.
@Suite("Baseline PNG canvas digests")
struct BaselineCanvasDigestTests {
    /// An opaque canvas with a few shapes, so rows differ.
    static func opaqueCanvas(_ width: Int = 33, _ height: Int = 9, seed: Double = 0) throws -> CairoCanvas {
        let canvas = try CairoCanvas(pixelWidth: width, pixelHeight: height, scale: 1)
        canvas.fill(Color(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        canvas.fill(Rect(x: 2.5, y: 1, width: 7, height: 5), with: Color(red: 0.2 + seed, green: 0.4, blue: 0.6, alpha: 1))
        canvas.fill(Rect(x: 12, y: 3.25, width: 15, height: 4), with: Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.5))
        return canvas
    }

    @Test func anOpaqueFileCarriesTheDigestOfItsCanvas() throws {
        for (width, height) in [(33, 9), (1, 1), (64, 3)] {
            let canvas = try Self.opaqueCanvas(width, height)
            let bitmap = canvas.bitmap()
            let png = try PNGCodec.encode(bitmap)
            let stored = BaselinePNG.storedDigests(png)
            #expect(stored.pixels == .valid(PixelDigest(of: bitmap)))
            #expect(stored.canvas == canvas.canvasDigest())
            // From the render, from its straight copy, from the decoded file: one digest.
            #expect(PixelDigest(canvasFormOf: bitmap) == canvas.canvasDigest())
            #expect(PixelDigest(canvasFormOf: canvas.straightBitmap()) == canvas.canvasDigest())
            #expect(PixelDigest(canvasFormOf: try PNGCodec.decode(png)) == canvas.canvasDigest())
        }
    }

    @Test func otherPixelsOrAnotherShapeHaveAnotherCanvasDigest() throws {
        let canvas = try Self.opaqueCanvas()
        #expect(try Self.opaqueCanvas(seed: 0.01).canvasDigest() != canvas.canvasDigest())
        let bitmap = canvas.bitmap()
        let reshaped = try #require(Bitmap(width: 9, height: 33, pixels: bitmap.pixels, isPremultiplied: true))
        #expect(PixelDigest(canvasFormOf: reshaped) != canvas.canvasDigest())
        // The canvas form is not the PNG form of the same pixels.
        #expect(canvas.canvasDigest() != canvas.pixelDigest())
    }

    @Test func aTranslucentImageHasNoCanvasDigest() throws {
        let opaque = try Self.opaqueCanvas()
        // The same drawing over a background that is not quite opaque: another canvas digest.
        let translucent = try CairoCanvas(pixelWidth: 33, pixelHeight: 9, scale: 1)
        translucent.fill(Color(red: 0.95, green: 0.95, blue: 0.9, alpha: 0.99))
        #expect(translucent.canvasDigest() != opaque.canvasDigest())
        #expect(PixelDigest(canvasFormOf: translucent.bitmap()) == nil)
        // One pixel translucent is enough for an image to have none, and for its file to carry none.
        var bitmap = opaque.bitmap()
        bitmap[32, 8] = RGBA8(r: 10, g: 10, b: 10, a: 254)
        #expect(PixelDigest(canvasFormOf: bitmap) == nil)
        let png = try PNGCodec.encode(bitmap)
        #expect(BaselinePNG.storedDigests(png) == BaselinePNG.StoredDigests(pixels: .valid(PixelDigest(of: bitmap)), canvas: nil))
    }

    @Test func rowsApartInMemoryGiveTheDigestOfTheSamePixelsTogether() throws {
        let canvas = try Self.opaqueCanvas()
        let bitmap = canvas.bitmap()
        let rowBytes = bitmap.width * 4, stride = rowBytes + 12
        var words = [UInt8](repeating: 0xAB, count: stride * bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                // Cairo's little-endian ARGB32 word: blue, green, red, alpha.
                words.replaceSubrange((y * stride + x * 4)..<(y * stride + x * 4 + 4), with: [p.b, p.g, p.r, p.a])
            }
        }
        let apart = words.withUnsafeBytes {
            PixelDigest.canvasForm(width: bitmap.width, height: bitmap.height, data: $0.baseAddress!, stride: stride)
        }
        #expect(apart == canvas.canvasDigest())
    }

    @Test func aFileWrittenBeforeCanvasDigestsStillVouchesForItsPixels() throws {
        let bitmap = try Self.opaqueCanvas().bitmap()
        let png = try PNGCodec.encode(bitmap)
        let older = PNGChunks.editingDigestNote(of: png) { $0.filter { !$0.hasPrefix("canvas ") } }
        #expect(older != png)
        #expect(BaselinePNG.storedDigests(older) == BaselinePNG.StoredDigests(pixels: .valid(PixelDigest(of: bitmap)), canvas: nil))
        // A note whose lines are out of order, or whose canvas line is unreadable, vouches for nothing.
        for edit: ([String]) -> [String] in [{ $0.reversed() }, { [$0[0], "canvas xxh3-128 00", $0[2]] },
                                             { [$0[0], $0[2], $0[1]] }, { $0 + [$0[1]] }] {
            guard case .stale = BaselinePNG.storedDigests(PNGChunks.editingDigestNote(of: png, edit)).pixels else {
                Issue.record("a rearranged note was trusted")
                continue
            }
        }
    }
}

/// A check digests the renderer's canvas without copying it into a bitmap: the digest must be
/// the bitmap's.
@Suite("Canvas pixel digests")
struct CanvasPixelDigestTests {
    @Test(arguments: [1.0, 0.5, 0.0])
    func theCanvasDigestIsTheBitmapDigest(alpha: Double) throws {
        // An odd width exercises the last, unpaired pixel of each row.
        let canvas = try CairoCanvas(pixelWidth: 33, pixelHeight: 7, scale: 1)
        canvas.fill(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: alpha))
        let bitmap = canvas.bitmap()
        #expect(canvas.pixelDigest() == PixelDigest(of: bitmap))
        #expect(canvas.pixelDigest() == PixelDigest(of: try PNGCodec.decode(PNGCodec.encode(bitmap))))
    }

    /// The straight-alpha copy a failing check compares and encodes is the premultiplied copy
    /// converted, byte for byte, on opaque, translucent and clear rows of one image.
    @Test func theStraightBitmapIsTheBitmapStraightened() throws {
        let canvas = try CairoCanvas(pixelWidth: 33, pixelHeight: 9, scale: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 33, height: 3), with: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        canvas.fill(Rect(x: 5, y: 3, width: 20, height: 3), with: Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.37))
        let straight = canvas.straightBitmap()
        #expect(!straight.isPremultiplied)
        #expect(straight == canvas.bitmap().straightAlpha())
        #expect(PixelDigest(of: straight) == canvas.pixelDigest())
        #expect(try PNGCodec.encode(straight) == PNGCodec.encode(canvas.bitmap()))
    }
}
