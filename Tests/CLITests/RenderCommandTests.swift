import Foundation
import LayoutBitmap
import LayoutLabTestSupport
import LayoutRender
import Testing

@Suite("layoutlab render")
struct RenderCommandTests {
    /// A 40×40-point fixture at scale 2: a red 10×10 node at (5, 5) and a control at (20, 20)
    /// whose slop adds 4 points on every side.
    private let boxes = """
    name: boxes
    size: [40, 40]
    scale: 2
    root:
      absolute:
        children:
          - node: {backgroundColor: "#FF0000", style: {layoutPosition: [5, 5], width: 10, height: 10}}
          - control: {hitTestSlop: -4, style: {layoutPosition: [24, 24], width: 10, height: 10}}
    """

    private func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func writesTheImageAtTheFixturesScale() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try write(boxes, "boxes.yaml", in: dir)
        let r = try CLIHarness.run(["render", "boxes.yaml", "-o", "out.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.read(path: dir.appendingPathComponent("out.png").path)
        #expect(image.width == 80 && image.height == 80)
        let red = RGBA8(r: 255, g: 0, b: 0), white = RGBA8(r: 255, g: 255, b: 255)
        // The red node covers exactly pixels 10…29 on both axes.
        #expect(image[10, 10] == red && image[29, 29] == red && image[10, 29] == red)
        #expect(image[9, 20] == white && image[30, 20] == white && image[20, 9] == white && image[20, 30] == white)
        // Without overlays, the control's slop band is plain background.
        #expect(image[44, 60] == white)
    }

    @Test func compositesTheRequestedOverlays() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try write(boxes, "boxes.yaml", in: dir)
        let r = try CLIHarness.run(["render", "boxes.yaml", "-o", "hit.png", "--overlays", "hit-area"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.read(path: dir.appendingPathComponent("hit.png").path)
        // The added band (points 20…24) is tinted blue, the frame (24…34) green, outside untouched.
        let band = image[42, 60], inside = image[56, 56]
        #expect(band.b > band.r && band.b > band.g && band.a == 255)
        #expect(inside.g > inside.r && inside.g > inside.b)
        #expect(image[38, 60] == RGBA8(r: 255, g: 255, b: 255))
        #expect(image[20, 20] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func rendersAreByteIdenticalAcrossRuns() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try write(boxes, "boxes.yaml", in: dir)
        let all = "hit-area,pixel-scaling,spec-boundary"
        #expect(try CLIHarness.run(["render", "boxes.yaml", "-o", "a.png", "--overlays", all], in: dir).status == 0)
        #expect(try CLIHarness.run(["render", "boxes.yaml", "-o", "b.png", "--overlays", all], in: dir).status == 0)
        let a = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: dir.appendingPathComponent("b.png"))
        #expect(a == b && !a.isEmpty)
    }

    @Test func severalFixturesNeedAChoiceOrAFolder() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try write("""
        fixtures:
          - {name: cards/one, size: [10, 10], scale: 1, root: {node: {backgroundColor: "#00F"}}}
          - {name: two, size: [20, 10], scale: 1, root: {node: {backgroundColor: "#0F0"}}}
        """, "many.yaml", in: dir)
        let ambiguous = try CLIHarness.run(["render", "many.yaml", "-o", "out.png"], in: dir)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("many.yaml holds 2 fixtures") && ambiguous.stderr.contains("cards/one, two"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))

        let picked = try CLIHarness.run(["render", "many.yaml", "--fixture", "two", "-o", "two.png"], in: dir)
        #expect(picked.status == 0, "\(picked.stderr)")
        let two = try PNGCodec.read(path: dir.appendingPathComponent("two.png").path)
        #expect(two.width == 20 && two[5, 5] == RGBA8(r: 0, g: 255, b: 0))

        let folder = try CLIHarness.run(["render", "many.yaml", "-o", "shots/"], in: dir)
        #expect(folder.status == 0, "\(folder.stderr)")
        let one = try PNGCodec.read(path: dir.appendingPathComponent("shots/cards/one.png").path)
        #expect(one.width == 10 && one[5, 5] == RGBA8(r: 0, g: 0, b: 255))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("shots/two.png").path))
    }

    @Test func errorsNameTheFileAndTheFixture() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        try write(boxes, "boxes.yaml", in: dir)
        let unknown = try CLIHarness.run(["render", "boxes.yaml", "--fixture", "nope", "-o", "x.png"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("boxes.yaml: no fixture named \"nope\" (fixtures: boxes)"))

        let overlay = try CLIHarness.run(["render", "boxes.yaml", "-o", "x.png", "--overlays", "hit-area,grid"], in: dir)
        #expect(overlay.status == 2)
        #expect(overlay.stderr.contains("unknown overlay \"grid\"") && overlay.stderr.contains("spec-boundary"))

        try write("name: bad\nsize: [10, 10]\nroot: {node: {backgroundColour: red}}\n", "bad.yaml", in: dir)
        let bad = try CLIHarness.run(["render", "bad.yaml", "-o", "x.png"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.yaml:3: root.node.backgroundColour: unknown key") && bad.stderr.contains("did you mean backgroundColor?"))

        let missing = try CLIHarness.run(["render", "missing.yaml", "-o", "x.png"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("missing.yaml: no such file"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    @Test func helpListsRender() throws {
        let h = try CLIHarness.run(["render", "--help"])
        #expect(h.status == 0 && h.stdout.contains("--overlays") && h.stdout.contains("--fixture"))
    }
}
