import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Image files have the scale their name says (`@2x`, `@3x`) or the one the fixture gives.
@Suite struct ImageFileScaleTests {
    private func layoutSize(_ image: String, files: [String]) throws -> (width: Double, height: Double, errors: [String]) {
        let temporary = try TemporaryDirectory("scale")
        defer { temporary.remove() }
        let dir = temporary.url
        for file in files { try PNGCodec.write(Bitmap(width: 60, height: 30, fill: RGBA8(r: 1, g: 2, b: 3, a: 255)), to: dir.path + "/" + file) }
        let file = dir.path + "/f.yaml"
        let text = "name: t/scale\nsize: [auto, auto]\nroot:\n  image: {image: \(image)}\n"
        let loaded = FixtureLoader.load(text: text, file: file)
        guard let document = loaded.fixtures.first, loaded.errors.isEmpty else {
            return (0, 0, loaded.errors.map(\.description))
        }
        let size = try FixtureLayout.compute(document, textMeasurer: try TextEngine()).tree.size
        return (size.width, size.height, [])
    }

    @Test func theNameSaysTheScale() throws {
        let one = try layoutSize("avatar.png", files: ["avatar.png"])
        #expect(one.width == 60 && one.height == 30)
        let two = try layoutSize("avatar@2x.png", files: ["avatar@2x.png"])
        #expect(two.width == 30 && two.height == 15)
        let three = try layoutSize("avatar@3x.png", files: ["avatar@3x.png"])
        #expect(three.width == 20 && three.height == 10)
    }

    @Test func theFixtureCanSayTheScale() throws {
        let given = try layoutSize("{file: cover.png, scale: 2}", files: ["cover.png"])
        #expect(given.width == 30 && given.height == 15)
        let overriding = try layoutSize("{file: cover@3x.png, scale: 1}", files: ["cover@3x.png"])
        #expect(overriding.width == 60)
        let bad = try layoutSize("{file: cover.png, scale: 0}", files: ["cover.png"])
        #expect(bad.errors.first?.contains("image scale > 0") == true)
        let unknown = try layoutSize("{file: cover.png, size: [1, 1]}", files: ["cover.png"])
        #expect(unknown.errors.first?.contains("size") == true)
    }
}
