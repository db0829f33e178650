import LayoutEngine
import LayoutGeometry
import Testing

/// The ratio spec (§8), as Texture's `ASRatioLayoutSpecSnapshotTests` runs it, in range
/// `{0,0}-{100,100}`.
@Suite struct RatioLayoutSpecTests {
    static func layout(ratio: Double, child width: Double, _ height: Double,
                       in r: SizeRange = range(0, 0, 100, 100)) -> LayoutTree {
        let child = styledNode("child", width, height)
        return hostLayout(RatioLayoutSpec(ratio: ratio, child: child), range: r, subnodes: [child])
    }

    @Test func floorsHalfPointsAtScaleTwo() {
        // ratio 1/3 at width 100: floorPixel(33.33) = 33 at scale 2 (33.333 × 2 = 66.67 → 66).
        expectFrames(Self.layout(ratio: 1.0 / 3.0, child: 10, 10, in: range(0, 0, 100, .infinity)),
                     ["host": rect(0, 0, 100, 33), "child": rect(0, 0, 100, 33)])
    }

    @Test func onlyTheFiniteMaximumCounts() {
        expectFrames(Self.layout(ratio: 2, child: 10, 10, in: range(0, 0, .infinity, 80)),
                     ["host": rect(0, 0, 40, 80), "child": rect(0, 0, 40, 80)])
    }

    @Test func noFiniteMaximumPassesTheRangeThrough() {
        let child = plainNode("child")
        child.style.width = .points(20)
        child.style.height = .fraction(0.5)
        child.style.minHeight = .points(30)
        let tree = hostLayout(RatioLayoutSpec(ratio: 2, child: child), range: range(0, 0, .infinity, .infinity))
        // No ratio applied; the child's parent size is undefined, so 50% is ignored.
        expectFrames(tree, ["host": rect(0, 0, 20, 30), "child": rect(0, 0, 20, 30)])
    }

    @Test func theChosenSizeIsTheChildsParentSize() {
        let child = plainNode("child")
        child.style.width = .fraction(0.5)
        child.style.height = .fraction(0.5)
        let inset = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: .infinity, right: 0), child: child)
        let tree = hostLayout(RatioLayoutSpec(ratio: 0.5, child: inset), range: range(0, 0, 100, 100))
        // Best size 100×50; the inset pins a 50×25 child (50% of it) to the top-right corner.
        expectFrames(tree, ["host": rect(0, 0, 100, 50), "child": rect(50, 0, 50, 25)])
    }

    @Test func asciiNameAndKind() {
        let spec = RatioLayoutSpec(ratio: 1.5, child: plainNode("c"))
        #expect(spec.kindName == "ratio")
        // The row "|  DisplayNode (c)  |" is exactly as long as the title, so the title fills the
        // top rule without dashes (Texture widens a box only when the title is longer).
        #expect(spec.asciiArtString() == "RatioLayoutSpec (1.5)\n|  DisplayNode (c)  |\n---------------------")
    }
}
