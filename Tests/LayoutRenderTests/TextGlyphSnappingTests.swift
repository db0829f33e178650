import CPangoCairo
import LayoutEngine
import LayoutGeometry
@testable import LayoutRender
import Testing

/// Every glyph is drawn on a whole device pixel (so Cairo 1.16 and 1.18 draw the same glyph
/// images), with Pango's offsets back as they were after the draw, so a layout kept by the engine
/// and drawn again at another scale is drawn as a fresh one.
@Suite("Glyphs on whole device pixels")
struct TextGlyphSnappingTests {
    /// Mixed scripts and fallback fonts: the lines whose glyphs Pango leaves between pixels.
    private static let texts = [
        AttributedText(runs: [TextRun("かわいい子猫 😸 kittens 123", font: "Sans 15")]),
        AttributedText(runs: [TextRun("Deal 今日だけ 50% off 🎉", font: "Sans Bold 13"),
                              TextRun(" — 你好世界 ok", font: "Serif 11")]),
        AttributedText(runs: [TextRun("مرحبا بالعالم hello 🙂 世界", font: "Sans 12")]),
    ]

    /// Each glyph's device position along x and y, walked as Pango's renderer walks a line.
    private static func devicePositions(_ line: UnsafeMutablePointer<PangoLayoutLine>, start: Point,
                                        on cr: OpaquePointer) -> [(x: Double, y: Double)] {
        var positions: [(x: Double, y: Double)] = []
        var runX = 0.0
        var node = line.pointee.runs
        while let element = node {
            node = element.pointee.next
            guard let run = element.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let glyphs = run.pointee.glyphs else { continue }
            runX += Double(run.pointee.start_x_offset)
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let geometry = glyphs.pointee.glyphs[i].geometry
                var x = start.x + (runX + Double(geometry.x_offset)) / 1024
                var y = start.y + Double(geometry.y_offset - run.pointee.y_offset) / 1024
                cairo_user_to_device(cr, &x, &y)
                positions.append((x, y))
                runX += Double(geometry.width)
            }
            runX += Double(run.pointee.end_x_offset)
        }
        return positions
    }

    /// The offsets of every glyph of the layout, in order.
    private static func offsets(_ layout: TextLayout) -> [Int32] {
        var all: [Int32] = []
        layout.forEachLine(at: .zero) { line, _, _ in
            var node = line.pointee.runs
            while let element = node {
                node = element.pointee.next
                guard let glyphs = element.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs
                else { continue }
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    all.append(glyphs.pointee.glyphs[i].geometry.x_offset)
                    all.append(glyphs.pointee.glyphs[i].geometry.y_offset)
                }
            }
        }
        return all
    }

    @Test(arguments: [2.0, 3.0])
    func everyGlyphLandsOnAWholeDevicePixel(scale: Double) throws {
        let engine = try TextEngine()
        let canvas = try CairoCanvas(pixelWidth: 900, pixelHeight: 300, scale: scale)
        var offPixel = 0, glyphs = 0
        for (index, text) in TextGlyphSnappingTests.texts.enumerated() {
            let layout = engine.layout(text, maxSize: Size(width: 140, height: .infinity))
            let before = TextGlyphSnappingTests.offsets(layout)
            let origin = Point(x: 3.37 + Double(index), y: 5.21 + 40 * Double(index))
            layout.forEachLine(at: origin) { line, x, y in
                let start = TextLayout.snappedToDevicePixel(x, y, on: canvas.cr)
                for position in TextGlyphSnappingTests.devicePositions(line, start: start, on: canvas.cr) {
                    glyphs += 1
                    if abs(position.x - position.x.rounded()) > 0.01 || abs(position.y - position.y.rounded()) > 0.01 {
                        offPixel += 1
                    }
                }
                let changes = TextLayout.snapGlyphs(of: line, from: start, on: canvas.cr)
                for position in TextGlyphSnappingTests.devicePositions(line, start: start, on: canvas.cr) {
                    #expect(abs(position.x - position.x.rounded()) < 0.01, "text \(index) at @\(scale): x \(position.x)")
                    #expect(abs(position.y - position.y.rounded()) < 0.01, "text \(index) at @\(scale): y \(position.y)")
                }
                changes.restore()
            }
            #expect(TextGlyphSnappingTests.offsets(layout) == before, "text \(index): offsets restored")
        }
        #expect(glyphs > 60)
        // The texts are ones Pango places between pixels; snapping them is what the test is about.
        #expect(offPixel > 0, "\(offPixel) of \(glyphs) glyphs were between device pixels before snapping")
    }

    @Test func aLayoutDrawnAtOneScaleDrawsAtAnotherAsAFreshOne() throws {
        let shared = try TextEngine()
        for text in TextGlyphSnappingTests.texts {
            let rect = Rect(x: 1.3, y: 2.7, width: 140, height: 80)
            for scale in [3.0, 2.0, 3.0] {
                let fresh = try TextEngine()
                let a = try CairoCanvas(pixelWidth: 460, pixelHeight: 260, scale: scale)
                let b = try CairoCanvas(pixelWidth: 460, pixelHeight: 260, scale: scale)
                a.draw(text, in: rect, using: shared)
                b.draw(text, in: rect, using: fresh)
                #expect(a.bitmap().pixels == b.bitmap().pixels, "\(text.string) at @\(scale)")
            }
        }
    }
}
