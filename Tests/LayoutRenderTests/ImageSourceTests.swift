import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Testing

@Suite("Images: patterns, tint, modifier, errors")
struct ImageSourceTests {
    private func patternNode(_ name: String, _ w: Int, _ h: Int, frame: Rect) -> ImageNode {
        let node = ImageNode(image: ImageReference(source: .pattern(name), pixelWidth: w, pixelHeight: h, scale: 1))
        return Scene.place(node, frame)
    }

    @Test func patternsAreTheDocumentedPixels() throws {
        let checker = try #require(ImagePattern.checker.bitmap(width: 16, height: 8))
        #expect(checker[0, 0] == RGBA8(r: 0xE0, g: 0xE0, b: 0xE0))
        #expect(checker[1, 0] == RGBA8(r: 0x9E, g: 0x9E, b: 0x9E), "cells of 8 / 8 = 1 pixel")
        #expect(checker[1, 1] == RGBA8(r: 0xE0, g: 0xE0, b: 0xE0))
        let gradient = try #require(ImagePattern.gradient.bitmap(width: 11, height: 3))
        #expect(gradient[0, 0] == RGBA8(r: 0, g: 0, b: 160))
        #expect(gradient[10, 2] == RGBA8(r: 255, g: 255, b: 160))
        #expect(gradient[5, 1] == RGBA8(r: 128, g: 128, b: 160))
        let solid = try #require(ImagePattern.solid.bitmap(width: 3, height: 3))
        #expect(Set((0..<9).map { solid[$0 % 3, $0 / 3] }) == [RGBA8(r: 0x4A, g: 0x90, b: 0xE2)])
        let stripes = try #require(ImagePattern.stripes.bitmap(width: 16, height: 16))
        #expect(stripes[0, 0] == RGBA8(r: 0xF5, g: 0xA6, b: 0x23))
        #expect(stripes[2, 0] == RGBA8(r: 0xFF, g: 0xFF, b: 0xFF), "stripes of 16 / 8 = 2 pixels")
        #expect(stripes[1, 2] == RGBA8(r: 0xFF, g: 0xFF, b: 0xFF))
        #expect(stripes[3, 1] == RGBA8(r: 0xF5, g: 0xA6, b: 0x23))
        #expect(ImagePattern.checker.bitmap(width: 0, height: 4) == nil)
    }

    @Test func patternImagesRenderTheirPixels() throws {
        // 40×40 px checker at image scale 1, shown 1:1 at scale 1: cells of 5 px.
        let image = try Scene.render(Size(width: 40, height: 40), scale: 1,
                                     [patternNode("checker", 40, 40, frame: Rect(x: 0, y: 0, width: 40, height: 40))])
        #expect(image[2, 2] == RGBA8(r: 0xE0, g: 0xE0, b: 0xE0))
        #expect(image[7, 2] == RGBA8(r: 0x9E, g: 0x9E, b: 0x9E))
        #expect(image[7, 7] == RGBA8(r: 0xE0, g: 0xE0, b: 0xE0))
    }

    @Test func tintMultipliesTheColours() throws {
        let plain = patternNode("checker", 8, 8, frame: Rect(x: 0, y: 0, width: 8, height: 8))
        let tinted = patternNode("checker", 8, 8, frame: Rect(x: 8, y: 0, width: 8, height: 8))
        tinted.tintColor = Color(red: 1, green: 0.5, blue: 0)
        let image = try Scene.render(Size(width: 16, height: 8), scale: 1, [plain, tinted])
        #expect(image[0, 0] == RGBA8(r: 0xE0, g: 0xE0, b: 0xE0))
        #expect(Pixels.near(image[8, 0], RGBA8(r: 0xE0, g: 0x70, b: 0), 1))
        #expect(Pixels.near(image[9, 0], RGBA8(r: 0x9E, g: 0x4F, b: 0), 1))
    }

    @Test func tintAlphaFadesTheImage() throws {
        let node = patternNode("solid", 4, 4, frame: Rect(x: 0, y: 0, width: 4, height: 4))
        node.tintColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        let image = try Scene.render(Size(width: 4, height: 4), scale: 1, background: .black, [node])
        #expect(Pixels.near(image[1, 1], RGBA8(r: 0x25, g: 0x48, b: 0x71), 1))
    }

    @Test func modifierReceivesTheDrawnBoundsAndReplacesThem() throws {
        // The image covers the left half of the bounds; the modifier keeps only what is opaque
        // and paints it green, and reports the size it was given in the top-left pixel's red.
        let node = patternNode("solid", 10, 10, frame: Rect(x: 10, y: 5, width: 20, height: 10))
        node.contentMode = .left
        node.imageModifier = { input in
            var out = input
            for y in 0..<input.height {
                for x in 0..<input.width {
                    out[x, y] = input[x, y].a == 255 ? RGBA8(r: 0, g: 255, b: 0) : RGBA8(r: 0, g: 0, b: 0, a: 0)
                }
            }
            out[0, 0] = RGBA8(r: UInt8(input.width), g: UInt8(input.height), b: input.isPremultiplied ? 1 : 0)
            return out
        }
        let image = try Scene.render(Size(width: 40, height: 20), scale: 2, [node])
        #expect(image[20, 10] == RGBA8(r: 40, g: 20, b: 0), "the modifier saw 40×20 straight-alpha pixels")
        #expect(Pixels.mismatches(image, 21..<40, 10..<30, Pixels.green) == [])
        #expect(Pixels.mismatches(image, 40..<60, 10..<30, Pixels.white) == [])
        #expect(Pixels.mismatches(image, 0..<20, 0..<40, Pixels.white) == [])
    }

    @Test func emptyModifierResultIsAClearError() throws {
        let node = patternNode("solid", 4, 4, frame: Rect(x: 0, y: 0, width: 4, height: 4))
        node.debugName = "avatar"
        node.imageModifier = { _ in Bitmap(width: 0, height: 0) }
        #expect {
            _ = try Scene.render(Size(width: 4, height: 4), scale: 1, [node])
        } throws: { error in
            "\(error)".contains("avatar") && "\(error)".contains("0×0")
        }
    }

    @Test func missingFileIsAClearError() throws {
        let node = ImageNode(image: ImageReference(source: .file(path: "/nonexistent/photo.png"), pixelWidth: 4, pixelHeight: 4))
        Scene.place(node, Rect(x: 0, y: 0, width: 4, height: 4))
        #expect {
            _ = try Scene.render(Size(width: 4, height: 4), scale: 1, [node])
        } throws: { error in
            "\(error)".contains("/nonexistent/photo.png") && "\(error)".contains("does not exist")
        }
    }

    @Test func unknownPatternIsAClearError() throws {
        #expect {
            _ = try ImageStore.bitmap(for: ImageReference(source: .pattern("plaid"), pixelWidth: 2, pixelHeight: 2))
        } throws: { error in
            "\(error)".contains("plaid") && "\(error)".contains("checker")
        }
    }

    @Test func imageNodeWithoutImageDrawsItsBackgroundOnly() throws {
        let node = Scene.place(ImageNode(), Rect(x: 0, y: 0, width: 4, height: 4), .red)
        let image = try Scene.render(Size(width: 8, height: 4), scale: 1, [node])
        #expect(Pixels.mismatches(image, 0..<4, 0..<4, Pixels.red) == [])
        #expect(Pixels.mismatches(image, 4..<8, 0..<4, Pixels.white) == [])
    }
}
