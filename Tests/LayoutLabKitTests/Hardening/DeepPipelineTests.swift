import LayoutFixtures
import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

/// A fixture nested 10000 elements deep goes through every stage — reading, building, layout,
/// the layout JSON and reading it back, the structural diff, the frames listing and rendering —
/// on a `DeepStack` thread, as commands and check workers run them.
@Suite("Deeply nested fixtures")
struct DeepPipelineTests {
    /// 10000 levels cycling through a stack, an inset, a node with a layout spec and an overlay
    /// (whose overlay is a plain node); the innermost node is named `inner` and coloured `innerColor`.
    static func deepFixture(levels: Int = 10_000, innerColor: String = "#336699") -> String {
        var e = "{\"node\": {\"debugName\": \"inner\", \"backgroundColor\": \"\(innerColor)\", \"style\": {\"width\": 10, \"height\": 10}}}"
        var level = 1
        while level < levels {
            switch level % 4 {
            case 0: e = "{\"stack\": {\"children\": [\(e)]}}"
            case 1: e = "{\"inset\": {\"insets\": 0, \"child\": \(e)}}"
            case 2: e = "{\"node\": {\"debugName\": \"n\(level)\", \"backgroundColor\": \"#10203010\", \"layout\": \(e)}}"
            default: e = "{\"overlay\": {\"child\": \(e), \"overlay\": {\"node\": {}}}}"
            }
            level += 1
        }
        return "{\"name\": \"deep\", \"size\": [40, 30], \"scale\": 2, \"root\": \(e)}"
    }

    @Test func everyStageSurvivesTenThousandLevels() throws {
        let outcome = DeepStack.run { () -> Result<[String], FixtureError> in
            let loaded = FixtureLoader.load(text: DeepPipelineTests.deepFixture(), file: "deep.json")
            guard loaded.errors.isEmpty, let document = loaded.fixtures.first else {
                return .failure(loaded.errors.first ?? FixtureError(file: "deep.json", keyPath: "", message: "no fixture"))
            }
            guard let renderer = try? NodeRenderer(textEngine: TextEngine()) else { return .success(["no text engine"]) }
            var problems: [String] = []
            do {
                let result = try FixtureRender.render(document, renderer: renderer)
                let tree = result.layout.tree
                var depth = 0, count = 0
                tree.root.forEach { _, d in depth = max(depth, d); count += 1 }
                if depth < 9_999 || count < 10_000 { problems.append("the placed tree is \(depth) deep with \(count) elements") }
                if tree.size != Size(width: 40, height: 30) { problems.append("size \(tree.size)") }
                // The innermost node is drawn in its colour over its frame.
                let image = result.rendered.image.straightAlpha()
                if image.width != 80 || image.height != 60 { problems.append("image \(image.width)×\(image.height)") }
                var inner = tree.root
                while let next = inner.children.first { inner = next }
                if inner.element.debugName != "inner" { problems.append("the deepest first child is \(inner.element.kindName)") }
                let centre = image[Int((inner.frame.minX + inner.frame.width / 2) * 2), Int((inner.frame.minY + inner.frame.height / 2) * 2)]
                if centre != RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255) { problems.append("inner pixel \(centre)") }
                // The layout JSON reads back as the same snapshot, and diffs against a changed one.
                let json = LayoutJSON.fixture(name: document.name, tree: tree, scale: document.scale)
                let snapshot = try LayoutSnapshot.read(Data(json.utf8), file: "deep.layout.json")
                if snapshot != LayoutSnapshot(tree.root) { problems.append("the layout JSON reads back differently") }
                if !LayoutDiff.changes(from: snapshot, to: LayoutSnapshot(tree.root)).isEmpty { problems.append("changes between equal trees") }
                let changes = LayoutDiff.changes(from: DeepPipelineTests.widened(snapshot), to: snapshot)
                if changes.count != 1 { problems.append("\(changes.count) changes after resizing one node") }
                if LayoutText.frames(tree.root).split(separator: "\n").count != count { problems.append("frames listing") }
                if LayoutText.asciiArt(result.layout.root, placed: tree.root) != nil { problems.append("ASCII art drawn") }
            } catch {
                problems.append("\(error)")
            }
            return .success(problems)
        }
        switch outcome {
        case .failure(let error): Issue.record("did not load: \(error)")
        case .success(let problems): #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// `snapshot` with the node named `inner` 2 points wider.
    static func widened(_ snapshot: LayoutSnapshot) -> LayoutSnapshot {
        var copy = snapshot
        if copy.debugName == "inner", let f = copy.frame { copy.frame = [f[0], f[1], f[2] + 2, f[3]] }
        copy.children = copy.children.map(widened)
        return copy
    }

    @Test func nestedTranslucentGroupsAreBounded() throws {
        // 200 nested full-size translucent nodes at 375×667 @3x would need 450 million pixels of
        // group surfaces at once.
        var e = "{\"node\": {\"backgroundColor\": \"red\"}}"
        for _ in 1..<200 { e = "{\"node\": {\"alpha\": 0.99, \"backgroundColor\": \"#10203040\", \"layout\": {\"wrapper\": {\"child\": \(e)}}}}" }
        let text = "{\"name\": \"groups\", \"size\": [375, 667], \"scale\": 3, \"root\": \(e)}"
        let message = DeepStack.run { () -> String in
            guard let document = FixtureLoader.load(text: text, file: "g.json").fixtures.first,
                  let renderer = try? NodeRenderer(textEngine: TextEngine()) else { return "did not load" }
            do {
                _ = try FixtureRender.render(document, renderer: renderer)
                return "rendered"
            } catch {
                return "\(error)"
            }
        }
        #expect(message == "g.json: groups: cannot render: 60 nested translucent nodes (alpha below 1) each fade their subtree "
            + "as a group; their groups would cover 135067500 pixels at once, more than the 134217728 allowed")
    }

    @Test func theLargestScaleThatFitsACanvas() {
        // 16384 / 50000 = 0.32768: 0.32 is the largest hundredth that fits the side limit.
        #expect(CanvasLimits.fittingScale(size: Size(width: 393, height: 50_000), scale: 3) == 0.32)
        #expect(CanvasLimits.problem(size: Size(width: 393, height: 50_000), scale: 0.32) == nil)
        #expect(CanvasLimits.problem(size: Size(width: 393, height: 50_000), scale: 0.33) != nil)
        // What fits at its own scale keeps it; the pixel count can decide too.
        #expect(CanvasLimits.fittingScale(size: Size(width: 393, height: 852), scale: 3) == 3)
        #expect(CanvasLimits.fittingScale(size: Size(width: 10_000, height: 10_000), scale: 2) == 0.57)
        #expect(CanvasLimits.problem(size: Size(width: 10_000, height: 10_000), scale: 0.58) != nil)
        // Nothing fits: a side of more than 1638400 points, or no size at all.
        #expect(CanvasLimits.fittingScale(size: Size(width: 100, height: 2_000_000), scale: 3) == nil)
        #expect(CanvasLimits.fittingScale(size: Size(width: 100, height: .infinity), scale: 3) == nil)
    }

    @Test func canvasLimits() {
        #expect(CanvasLimits.problem(size: Size(width: 375, height: 667), scale: 3) == nil)
        #expect(CanvasLimits.problem(size: Size(width: 16384, height: 2048), scale: 1) == nil)
        #expect(CanvasLimits.problem(size: Size(width: 100_000, height: 100), scale: 2)
            == "the layout is 100000×100 points, 200000×200 pixels at scale 2; layoutlab renders at most 16384 pixels a side and 33554432 pixels in all")
        #expect(CanvasLimits.problem(size: Size(width: 6000, height: 6000), scale: 1)?.contains("33554432 pixels in all") == true)
        #expect(CanvasLimits.problem(size: Size(width: 40, height: 0), scale: 2)?.hasPrefix("the layout is 40×0 points, less than a pixel") == true)
        #expect(CanvasLimits.problem(size: Size(width: .infinity, height: 10), scale: 2)?.contains("is not finite") == true)
        #expect(CanvasLimits.problem(size: Size(width: .nan, height: 10), scale: 2)?.contains("is not finite") == true)
    }

    @Test func asciiArtStopsAtTwoThousandElementsOrSixtyFourLevels() {
        DeepStack.run {
            for (levels, drawn) in [(64, true), (65, false)] {
                var e = "{\"node\": {}}"
                for _ in 1..<levels { e = "{\"wrapper\": {\"child\": \(e)}}" }
                guard let document = FixtureLoader.load(text: "{\"name\": \"a\", \"size\": [10, 10], \"root\": \(e)}", file: "a.json").fixtures.first,
                      let result = try? FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer()) else {
                    Issue.record("did not load")
                    continue
                }
                #expect((LayoutText.asciiArt(result.root, placed: result.tree.root) != nil) == drawn, "\(levels) levels")
            }
            let wide = "{\"name\": \"w\", \"size\": [10, 10], \"root\": {\"stack\": {\"children\": [" + Array(repeating: "{\"node\": {}}", count: 2000).joined(separator: ", ") + "]}}}"
            if let document = FixtureLoader.load(text: wide, file: "w.json").fixtures.first,
               let result = try? FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer()) {
                #expect(LayoutText.asciiArt(result.root, placed: result.tree.root) == nil)
            }
        }
    }
}
