import Foundation
import LayoutBitmap
import LayoutRender
import Testing

/// `check` with pixelmatch 7's comparison: transparency over the checkerboard, masks by element,
/// layout changes that fail, and the diff image's options.
@Suite("layoutlab check: diff policy")
struct CheckDiffPolicyTests {
    /// A 20×20 fixture: a white square, or the same square left transparent.
    private func square(transparent: Bool) -> String {
        let colour = transparent ? "clear" : "\"#FFFFFF\""
        return "name: square\nsize: [20, 20]\nscale: 1\nbackground: clear\n"
            + "root: {node: {debugName: square, backgroundColor: \(colour), style: {width: 20, height: 20}}}\n"
    }

    /// The false green pixelmatch 7 removed: white that turned transparent fails the check.
    @Test func aWhiteAreaThatTurnedTransparentFails() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(square(transparent: false), "Fixtures/square.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(square(transparent: true), "Fixtures/square.yaml")
        let r = try p.check()
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stdout.contains("400 pixels differ"), "\(r.stdout)")
        #expect((try p.report()["settings"] as? [String: Any])?["checkerboard"] == nil)
        // Over white, as pixelmatch 5 and 6 compared, the two look the same; the report says so.
        #expect(try p.check(["--no-checkerboard"]).status == 0)
        #expect((try p.report()["settings"] as? [String: Any])?["checkerboard"] as? Bool == false)
        try p.write(square(transparent: true) + "diff: {checkerboard: false}\n", "Fixtures/square.yaml")
        #expect(try p.check().status == 0)
    }

    @Test func ignoredElementsAreMaskedAndShownInTheReport() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        // The title changes colour: ignored by debugName, by path, or as a rectangle, it passes.
        for ignore in ["[title]", "['inset/stack[0]/node \"title\"']", "[{rect: [52, 8, 60, 20]}]"] {
            try p.write(card(titleColor: "#FF0000") + "\ndiff: {ignore: \(ignore)}\n", "Fixtures/cards.yaml")
            let r = try p.check()
            #expect(r.status == 0, "\(ignore): \(r.stdout)\(r.stderr)")
            let diff = try #require(try p.outcomes()["cards/profile"]?["diff"] as? [String: Any])
            #expect(diff["masked"] as? [[Int]] == [[52, 8, 60, 20]], "\(ignore)")
        }
        // Masking the avatar instead leaves the title's change counted; the diff image paints
        // the mask magenta.
        try p.write(card(titleColor: "#FF0000") + "\ndiff: {ignore: [avatar]}\n", "Fixtures/cards.yaml")
        #expect(try p.check().status == 1)
        let image = try PNGCodec.read(path: p.dir.appendingPathComponent("Reports/diff/cards/profile.png").path)
        #expect(image[10, 10] == RGBA8(r: 255, g: 0, b: 255) && image[60, 15] == RGBA8(r: 255, g: 0, b: 0))
        // A name that matches nothing is an error, never a silent no-op.
        try p.write(card() + "\ndiff: {ignore: [clock]}\n", "Fixtures/cards.yaml")
        let r = try p.check()
        #expect(r.status == 2)
        #expect(r.stdout.contains("diff.ignore[0]: \"clock\" names no element of the layout"), "\(r.stdout)")
        #expect(r.stdout.contains("the named elements are \"avatar\", \"title\""), "\(r.stdout)")
        // Every name that matches nothing is listed, not only the first.
        try p.write(card() + "\ndiff: {ignore: [title, clock, {rect: [0, 0, 1, 1]}, alarm]}\n", "Fixtures/cards.yaml")
        let two = try p.check()
        #expect(two.status == 2)
        #expect(two.stdout.contains("diff.ignore[1]: \"clock\", diff.ignore[3]: \"alarm\" name no element"), "\(two.stdout)")
    }

    @Test func aBadIgnoreEntryNamesItsKeyPath() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card() + "\ndiff: {ignore: [{rect: [1, 2, 3]}, 42, null], aaColor: [0, 300, 0]}\n", "Fixtures/cards.yaml")
        let r = try p.check()
        #expect(r.status == 2)
        #expect(r.stdout.contains("diff.ignore[1]: expected an element's debugName or path"), "\(r.stdout)")
        #expect(r.stdout.contains("diff.ignore[2]: expected an element's debugName or path"), "\(r.stdout)")
        #expect(r.stdout.contains("diff.ignore[0].rect: expected [x, y, width, height] in points"), "\(r.stdout)")
        #expect(r.stdout.contains("diff.aaColor[1]: expected a whole number from 0 to 255"), "\(r.stdout)")
        // The number of masks is bounded, so is the time they cost.
        let many = (0...10_000).map { _ in "{rect: [0, 0, 1, 1]}" }.joined(separator: ", ")
        try p.write(card() + "\ndiff: {ignore: [\(many)]}\n", "Fixtures/cards.yaml")
        let big = try p.check()
        #expect(big.status == 2 && big.stdout.contains("diff.ignore: at most 10000 entries are taken; this list has 10001"),
                "\(big.stdout)")
    }

    @Test func layoutChangesFailWhenAsked() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(ghost(), "Fixtures/ghost.yaml")
        #expect(try p.check().status == 0)
        try p.write(ghost(width: 20), "Fixtures/ghost.yaml")
        #expect(try p.check().status == 0)
        let r = try p.check(["--fail-on-layout-change"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("FAILED  ghost: pixels match but the layout changed: ghost: x 15 → 10 (-5pt), w 10 → 20 (+10pt)"),
                "\(r.stdout)")
        #expect(r.stdout.contains("a layout change fails this fixture (failOnLayoutChange)"))
        try p.write(ghost(width: 20) + "diff: {failOnLayoutChange: true}\n", "Fixtures/ghost.yaml")
        #expect(try p.check().status == 1)
        #expect(try p.outcomes()["ghost"]?["status"] as? String == "failed")
    }

    @Test func diffImageOptionsApplyToTheReport() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(card(titleColor: "#FF0000"), "Fixtures/cards.yaml")
        #expect(try p.check().status == 1)
        let path = p.dir.appendingPathComponent("Reports/diff/cards/profile.png").path
        // The report's diff image outlines the changed region by default.
        #expect(try PNGCodec.read(path: path)[51, 7] == RGBA8(r: 0, g: 96, b: 255))
        #expect(try p.check(["--no-outlines", "--diff-color", "0,0,255"]).status == 1)
        var image = try PNGCodec.read(path: path)
        #expect(image[51, 7] != RGBA8(r: 0, g: 96, b: 255) && image[60, 15] == RGBA8(r: 0, g: 0, b: 255))
        try p.write(card(titleColor: "#FF0000") + "\ndiff: {diffColor: [0, 255, 0], outlines: false}\n", "Fixtures/cards.yaml")
        #expect(try p.check().status == 1)
        image = try PNGCodec.read(path: path)
        #expect(image[60, 15] == RGBA8(r: 0, g: 255, b: 0) && image[51, 7] != RGBA8(r: 0, g: 96, b: 255))
    }
}
