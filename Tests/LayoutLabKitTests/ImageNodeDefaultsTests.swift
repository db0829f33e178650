import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Image nodes start as Texture's `ASImageNode` does (aspect fill, clipping to the bounds), in
/// every spelling.
@Suite struct ImageNodeDefaultsTests {
    private func render(_ yaml: String) throws -> Bitmap {
        let loaded = FixtureLoader.load(text: yaml, file: "/tmp/defaults.yaml")
        if let error = loaded.errors.first { throw FixtureError(file: "defaults.yaml", keyPath: "", message: error.description) }
        let document = try #require(loaded.fixtures.first)
        let renderer = NodeRenderer(textEngine: try TextEngine())
        return try FixtureRender.render(document, renderer: renderer).rendered.image.straightAlpha()
    }

    private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    @Test func theEngineNodeStartsAspectFillingAndClipping() {
        let node = ImageNode()
        #expect(node.contentMode == .aspectFill && node.clipsToBounds)
        #expect(NetworkImageNode().contentMode == .aspectFill && NetworkImageNode().clipsToBounds)
    }

    @Test func aRoundedImageIsRoundWithoutSayingClipsToBounds() throws {
        let image = try render("""
        name: t/round
        size: [20, 20]
        scale: 2
        root:
          image: {image: {pattern: solid, size: [40, 40], scale: 2}, cornerRadius: 10}
        """)
        // The corner is outside the rounded rectangle: the white canvas shows; the middle is the image.
        #expect(image[0, 0] == white)
        #expect(image[20, 20] != white)
    }

    @Test func anImageOfAnotherShapeIsCroppedToCover() throws {
        // A 2:1 gradient in a square box: drawn as aspect fill (its middle, cropped), not stretched.
        func box(_ mode: String) throws -> Bitmap {
            try render("""
            name: t/fill
            size: [20, 20]
            scale: 2
            root:
              image: {image: {pattern: gradient, size: [80, 40], scale: 2}\(mode)}
            """)
        }
        let plain = try box("")
        #expect(plain == (try box(", contentMode: aspectFill")))
        #expect(plain != (try box(", contentMode: scaleToFill")))
    }
}

/// Line spacing and kerning in the fixture format draw as UIKit's do.
@Suite struct TextSpacingFormatTests {
    private func size(_ text: String) throws -> (width: Double, height: Double) {
        let loaded = FixtureLoader.load(text: "name: t/spacing\nsize: [auto, auto]\nroot:\n  text: \(text)\n", file: "/tmp/spacing.yaml")
        if let error = loaded.errors.first { throw FixtureError(file: "spacing.yaml", keyPath: "", message: error.description) }
        let size = try FixtureLayout.compute(try #require(loaded.fixtures.first), textMeasurer: try TextEngine()).tree.size
        return (size.width, size.height)
    }

    @Test func lineSpacingAndKern() throws {
        let plain = try size("{text: \"a\\nb\", font: \"Sans 12\"}")
        let spaced = try size("{text: \"a\\nb\", font: \"Sans 12\", lineSpacing: 6}")
        #expect(abs(spaced.height - plain.height - 6) <= 0.5)
        let tight = try size("{runs: [{text: \"Loading\"}], font: \"Sans 12\"}")
        let wide = try size("{runs: [{text: \"Loading\", kern: 2}], font: \"Sans 12\"}")
        #expect(abs(wide.width - tight.width - 14) <= 2.5)
    }
}

/// A network image's placeholder colour stands in for the image until it arrives.
@Suite struct NetworkImagePlaceholderTests {
    @Test func thePlaceholderColourFillsTheNode() throws {
        func corner(_ extra: String) throws -> RGBA8 {
            let loaded = FixtureLoader.load(text: "name: t/ph\nsize: [40, 40]\nroot:\n  networkImage: {url: \"https://example.com/a.png\"\(extra)}\n",
                                            file: "/tmp/ph.yaml")
            let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
            let image = try FixtureRender.render(document, renderer: NodeRenderer(textEngine: try TextEngine())).rendered.image
            return image.straightAlpha()[1, 1]
        }
        #expect(try corner(", placeholderColor: \"#FF0000\"") == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try corner("") == RGBA8(r: 0xE5, g: 0xE5, b: 0xEA, a: 255))
    }
}

/// `templateTint` draws an image's alpha in one colour.
@Suite struct TemplateTintTests {
    @Test func theImagesShapeInTheTemplateColour() throws {
        func render(_ extra: String) throws -> Bitmap {
            let loaded = FixtureLoader.load(text: "name: t/tpl\nsize: [10, 10]\nroot:\n  image: {image: {pattern: checker, size: [10, 10]}, contentMode: scaleToFill\(extra)}\n",
                                            file: "/tmp/tpl.yaml")
            let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
            return try FixtureRender.render(document, renderer: NodeRenderer(textEngine: try TextEngine())).rendered.image.straightAlpha()
        }
        let plain = try render(""), template = try render(", templateTint: \"#00FF00\"")
        #expect(plain[0, 0] != RGBA8(r: 0, g: 255, b: 0, a: 255))
        // The checker pattern is opaque: every pixel takes the template colour.
        for y in 0..<template.height { for x in 0..<template.width { #expect(template[x, y] == RGBA8(r: 0, g: 255, b: 0, a: 255)) } }
        #expect(Bitmap(width: 1, height: 1, fill: RGBA8(r: 9, g: 9, b: 9, a: 128)).template(Color(red: 1, green: 0, blue: 0, alpha: 0.5))[0, 0]
                == RGBA8(r: 255, g: 0, b: 0, a: 64))
    }
}

/// `capInsets` makes an image resizable: corners keep their size, the rest stretches.
@Suite struct CapInsetsFormatTests {
    @Test func cornersKeepTheirSize() throws {
        let temporary = try TemporaryDirectory("caps")
        defer { temporary.remove() }
        let dir = temporary.url
        // 12×12: a 4-pixel red frame around a blue centre.
        var bitmap = Bitmap(width: 12, height: 12, fill: RGBA8(r: 255, g: 0, b: 0, a: 255))
        for y in 4..<8 { for x in 4..<8 { bitmap[x, y] = RGBA8(r: 0, g: 0, b: 255, a: 255) } }
        try PNGCodec.write(bitmap, to: dir.path + "/frame.png")
        func render(_ caps: String) throws -> Bitmap {
            let text = "name: t/caps\nsize: [40, 20]\nscale: 1\nroot:\n  image: {image: frame.png, contentMode: scaleToFill\(caps)}\n"
            let loaded = FixtureLoader.load(text: text, file: dir.path + "/f.yaml")
            let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
            return try FixtureRender.render(document, renderer: NodeRenderer(textEngine: try TextEngine())).rendered.image.straightAlpha()
        }
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        let sliced = try render(", capInsets: 4")
        // Scale 1 by default: 4-point caps are 4 pixels; the centre stretches from x 4 to 36.
        #expect(sliced[3, 10] == red && sliced[4, 10] == blue && sliced[35, 10] == blue && sliced[36, 10] == red)
        #expect(sliced[20, 3] == red && sliced[20, 4] == blue && sliced[20, 15] == blue && sliced[20, 16] == red)
        let stretched = try render("")
        #expect(stretched[5, 10] == red, "without caps the frame stretches with the rest")
    }
}

/// `maskedCorners` rounds only the corners it names.
@Suite struct MaskedCornersTests {
    @Test func onlyTheNamedCornersAreRounded() throws {
        let loaded = FixtureLoader.load(text: """
        name: t/masked
        size: [20, 20]
        scale: 1
        root:
          node: {backgroundColor: "#FF0000", cornerRadius: 10, maskedCorners: [topLeft, bottomRight]}
        """, file: "/tmp/masked.yaml")
        let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
        let image = try FixtureRender.render(document, renderer: NodeRenderer(textEngine: try TextEngine())).rendered.image.straightAlpha()
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(image[0, 0] == white && image[19, 19] == white)
        #expect(image[19, 0] == red && image[0, 19] == red)
        let bad = FixtureLoader.load(text: "name: t/m\nsize: [2, 2]\nroot:\n  node: {maskedCorners: [top]}\n", file: "/tmp/m.yaml")
        #expect(bad.errors.first?.description.contains("maskedCorners[0]") == true)
    }
}

/// `truncationRuns` ends a cut text run by run.
@Suite struct TruncationRunsFormatTests {
    @Test func runsWithTheirOwnColours() throws {
        let loaded = FixtureLoader.load(text: """
        name: t/trunc
        size: [80, auto]
        root:
          text: {text: "Lorem ipsum dolor sit amet consectetur", maximumNumberOfLines: 1, truncationRuns: [{text: "… "}, {text: "more", color: "#FF0000"}]}
        """, file: "/tmp/trunc.yaml")
        let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
        let result = try FixtureLayout.compute(document, textMeasurer: try TextEngine())
        let text = try #require(result.root as? TextNode).attributedText
        #expect(text.truncationRuns?.map(\.text) == ["… ", "more"] && text.truncationText == "… more")
        #expect(text.truncationRuns?.last?.color == Color(red: 1, green: 0, blue: 0) && text.truncationRuns?.first?.color == nil)
    }
}

/// Values the reader refuses, with the key path and the range expected.
@Suite struct SpacingLimitsTests {
    @Test func kerningAndCapInsetsOutOfRangeAreErrors() {
        let kern = FixtureLoader.load(text: "name: t/k\nsize: [10, 10]\nroot:\n  text: {runs: [{text: a, kern: 1e300}]}\n", file: "/tmp/k.yaml")
        #expect(kern.errors.first?.description.contains("root.text.runs[0].kern: expected a kerning from -1000 to 1000 points") == true)
        let caps = FixtureLoader.load(text: "name: t/c\nsize: [10, 10]\nroot:\n  image: {image: {pattern: solid, size: [2, 2]}, capInsets: -1}\n", file: "/tmp/c.yaml")
        #expect(caps.errors.first?.description.contains("root.image.capInsets: expected cap insets from 0 to 100000 points") == true)
    }
}

/// `roundBorder` and `forcedSize` on image nodes, as Texture's round-border block and forced size.
@Suite struct RoundBorderAndForcedSizeFormatTests {
    private func render(_ image: String) throws -> Bitmap {
        let loaded = FixtureLoader.load(text: """
        name: t/round
        size: [40, 40]
        scale: 1
        root:
          image: {image: {pattern: solid, size: [40, 40]}, \(image)}
        """, file: "/tmp/round.yaml")
        let document = try #require(loaded.fixtures.first, "\(loaded.errors)")
        return try FixtureRender.render(document, renderer: NodeRenderer(textEngine: try TextEngine())).rendered.image.straightAlpha()
    }

    @Test func theImageIsCutToTheOvalWithItsBorderInside() throws {
        let image = try render("roundBorder: {width: 6, color: \"#FF0000\"}")
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        // Corners outside the oval show the background; the top edge's middle is the border's
        // inner half (3 points); the centre is the image.
        #expect(image[1, 1] == white && image[38, 38] == white)
        #expect(image[20, 1] == red && image[1, 20] == red && image[20, 5] != red)
        #expect(image[20, 20] == RGBA8(r: 0x4A, g: 0x90, b: 0xE2, a: 255))
        let plain = try render("roundBorder: {}")
        #expect(plain[1, 1] == white && plain[20, 1] == RGBA8(r: 0x4A, g: 0x90, b: 0xE2, a: 255))
    }

    @Test func aBorderWiderThanTheOvalFillsIt() throws {
        let image = try render("roundBorder: {width: 1000, color: \"#FF0000\"}")
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255), red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        #expect(image[20, 20] == red && image[20, 2] == red && image[1, 1] == white)
    }

    @Test func badValuesAreErrors() {
        for (setting, message) in [("roundBorder: {width: -1}", "root.image.roundBorder.width: expected a number ≥ 0"),
                                   ("roundBorder: {radius: 3}", "root.image.roundBorder.radius"),
                                   ("forcedSize: [1, 20000]", "root.image.forcedSize: expected a size from 0 to 10000 points a side, found [1, 20000]"),
                                   ("forcedSize: [-1, 1]", "root.image.forcedSize: expected sizes ≥ 0, found [-1, 1]")] {
            let loaded = FixtureLoader.load(text: "name: t/x\nsize: [4, 4]\nroot:\n  image: {image: {pattern: solid, size: [4, 4]}, \(setting)}\n",
                                            file: "/tmp/x.yaml")
            #expect(loaded.errors.contains { $0.description.contains(message) }, "\(setting): \(loaded.errors)")
        }
    }
}
