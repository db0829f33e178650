import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Pinned fonts")
struct FontPinningTests {
    private func fileNames(_ text: AttributedText) throws -> [String] {
        let engine = try TextEngine()
        return engine.fontFilesUsed(for: text).map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    @Test func everyFaceComesFromTheVendoredFolder() throws {
        let engine = try TextEngine()
        let dir = URL(fileURLWithPath: FontLibrary.directory).standardizedFileURL.path
        for font in ["Sans 14", "Serif 12", "Monospace 10", "System Bold 14", "Helvetica Neue 14", "Sans Italic 9"] {
            let files = engine.fontFilesUsed(for: AttributedText("Hello 你好 こんにちは 안녕", font: font))
            #expect(!files.isEmpty)
            for file in files {
                #expect(URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(dir), "\(font) used \(file)")
            }
        }
    }

    @Test(arguments: [
        ("Sans 14", "DejaVuSans.ttf"), ("System 14", "DejaVuSans.ttf"), ("Sans Bold 14", "DejaVuSans-Bold.ttf"),
        ("Sans Italic 14", "DejaVuSans-Oblique.ttf"), ("Serif 14", "DejaVuSerif.ttf"),
        ("Monospace 14", "DejaVuSansMono.ttf"),
    ])
    func genericFamiliesResolveToVendoredFaces(font: String, file: String) throws {
        #expect(try fileNames(AttributedText("Layout", font: font)) == [file])
    }

    @Test func cjkFallsBackToDroid() throws {
        let files = try fileNames(AttributedText("Hi 你好世界", font: "Sans 14"))
        #expect(files == ["DejaVuSans.ttf", "DroidSansFallbackFull.ttf"])
    }

    @Test func measurementUsesPointsAndIsStable() throws {
        let a = try TextEngine(), b = try TextEngine()
        let text = AttributedText("The quick brown fox jumps over the lazy dog", font: "Sans 14")
        let m1 = a.measure(text, maxSize: Size(width: 120, height: .infinity))
        let m2 = b.measure(text, maxSize: Size(width: 120, height: .infinity))
        #expect(m1 == m2)
        #expect(m1.lineCount > 1)
        #expect(m1.size.width <= 120)
        // 14 pt DejaVu Sans: a line is about 16.3 pt high, the ascender about 13 pt.
        #expect(m1.ascender > 12 && m1.ascender < 14)
        #expect(m1.descender < 0 && m1.descender > -5)
    }

    @Test func lineLimitTruncates() throws {
        let engine = try TextEngine()
        var text = AttributedText(String(repeating: "word ", count: 60), font: "Sans 14")
        text.maximumNumberOfLines = 2
        let m = engine.measure(text, maxSize: Size(width: 100, height: .infinity))
        #expect(m.lineCount == 2)
        #expect(m.isTruncated)
    }

    @Test func separateEnginesDrawIdenticalPixels() throws {
        func render() throws -> Bitmap {
            let engine = try TextEngine()
            let canvas = try CairoCanvas(pixelWidth: 300, pixelHeight: 80, scale: 2)
            canvas.fill(.white)
            canvas.draw(AttributedText("Pinned 你好 Text", font: "Sans Bold 14"), in: Rect(x: 4, y: 4, width: 140, height: 30), using: engine)
            return canvas.bitmap()
        }
        let a = try render(), b = try render()
        #expect(a == b)
        if let dir = ProcessInfo.processInfo.environment["LAYOUTLAB_TEST_ARTIFACTS"] {
            try PNGCodec.write(a, to: dir + "/pinned-text.png")
        }
        #expect(a.pixels.contains { $0 < 128 }, "text was drawn")
    }
}
