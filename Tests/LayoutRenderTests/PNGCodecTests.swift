import Foundation
import LayoutBitmap
import LayoutRender
import LayoutLabTestSupport
import Testing

@Suite("PNG reading and writing")
struct PNGCodecTests {
    private func gradient(width: Int, height: Int, alpha: Bool) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = RGBA8(r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)),
                                b: UInt8((x + y) % 256), a: alpha ? UInt8((x * 7 + y * 3) % 256) : 255)
            }
        }
        return b
    }

    @Test(arguments: [false, true])
    func roundTripKeepsStraightPixels(alpha: Bool) throws {
        let image = gradient(width: 37, height: 19, alpha: alpha)
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded.width == 37 && decoded.height == 19)
        #expect(decoded.isPremultiplied == false)
        #expect(decoded.pixels == image.pixels)
    }

    @Test func premultipliedInputIsWrittenStraight() throws {
        var image = Bitmap(width: 2, height: 1, isPremultiplied: true)
        image[0, 0] = RGBA8(r: 128, g: 0, b: 0, a: 128)   // 50% red, premultiplied
        image[1, 0] = RGBA8(r: 0, g: 0, b: 255, a: 255)
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(decoded[1, 0] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func readsRGBWithoutAlpha() throws {
        let png = PNGFixtureWriter.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[255, 0, 0, 0, 128, 255]])
        let b = try PNGCodec.decode(png)
        #expect(b[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(b[1, 0] == RGBA8(r: 0, g: 128, b: 255, a: 255))
    }

    @Test func readsGreyAndGreyAlpha() throws {
        let grey = try PNGCodec.decode(PNGFixtureWriter.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 200]]))
        #expect(grey[1, 0] == RGBA8(r: 200, g: 200, b: 200, a: 255))
        let ga = try PNGCodec.decode(PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[90, 30]]))
        #expect(ga[0, 0] == RGBA8(r: 90, g: 90, b: 90, a: 30))
    }

    @Test func readsPaletteWithTransparency() throws {
        let png = PNGFixtureWriter.png(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]],
                                       palette: [10, 20, 30, 200, 100, 50], transparency: [0])
        let b = try PNGCodec.decode(png)
        #expect(b[0, 0] == RGBA8(r: 10, g: 20, b: 30, a: 0))
        #expect(b[1, 0] == RGBA8(r: 200, g: 100, b: 50, a: 255))
    }

    @Test func reads16BitAsEightBit() throws {
        let png = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 16, colorType: 6,
                                       rows: [[0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0xFF, 0xFF]])
        let b = try PNGCodec.decode(png)
        #expect(b[0, 0].r == 255 && b[0, 0].g == 128 && b[0, 0].b == 0 && b[0, 0].a == 255)
    }

    @Test func readsInterlaced() throws {
        // An interlaced 1×1 image has only pass 1; its scanline is the same as non-interlaced.
        let png = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3]], interlaced: true)
        #expect(try PNGCodec.decode(png)[0, 0] == RGBA8(r: 1, g: 2, b: 3, a: 255))
    }

    @Test func rejectsBadInputWithAReason() {
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array("GIF89a not a png".utf8)) }
        let good = PNGFixtureWriter.png(width: 2, height: 2, bitDepth: 8, colorType: 2, rows: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]])
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array(good.prefix(good.count - 20))) }
        let corrupt = PNGFixtureWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[0, 0, 0]], corruptCRC: true)
        #expect(throws: PNGError.self) { try PNGCodec.decode(corrupt) }
        do {
            _ = try PNGCodec.decode([0x89, 0x50])
        } catch let error as PNGError {
            #expect(error.reason.contains("not a PNG"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func refusesHugeDeclaredSizeBeforeAllocating() {
        // Declares 100000 × 100000 with a tiny body: must be refused from the header.
        let png = PNGFixtureWriter.png(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, rows: [[]])
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }

    @Test func fileErrorsNameThePath() throws {
        let missing = "/nonexistent/dir/x.png"
        do {
            _ = try PNGCodec.read(path: missing)
            Issue.record("reading a missing file succeeded")
        } catch let error as PNGError {
            #expect(error.description.hasPrefix(missing))
        }
    }

    @Test func atomicWriteLeavesNoTemporaryFiles() throws {
        let temporary = TemporaryDirectory(reserving: "llab-png")
        defer { temporary.remove() }
        let dir = temporary.url
        let path = dir.appendingPathComponent("a/b.png").path
        try PNGCodec.write(gradient(width: 4, height: 4, alpha: true), to: path)
        try PNGCodec.write(gradient(width: 5, height: 5, alpha: false), to: path)
        #expect(try PNGCodec.read(path: path).width == 5)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("a").path)
        #expect(names == ["b.png"])
    }
}
