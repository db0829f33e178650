import LayoutEngine
import LayoutGeometry
import Testing

/// The absolute spec (§9), as Texture's `ASAbsoluteLayoutSpecSnapshotTests` runs it: a 50×50 node
/// at (0,0) and a 100×100 node at (0,50), over a 0×0-styled background.
@Suite struct AbsoluteLayoutSpecTests {
    static func layout(in r: SizeRange, secondAt position: Point = Point(x: 0, y: 50),
                       sizing: AbsoluteLayoutSizing = .default) -> LayoutTree {
        let background = styledNode("background", 0, 0)
        let first = styledNode("first", 50, 50)
        let second = styledNode("second", 100, 100)
        second.style.layoutPosition = position
        let spec = BackgroundLayoutSpec(child: AbsoluteLayoutSpec(sizing: sizing, children: [first, second]),
                                        background: background)
        return hostLayout(spec, range: r, subnodes: [background, first, second])
    }

    @Test func defaultSizingFillsAFiniteMaximum() {
        expectFrames(Self.layout(in: range(0, 0, 300, 300)), ["host": rect(0, 0, 300, 300)])
    }

    @Test func sizeToFitTakesTheUnion() {
        expectFrames(Self.layout(in: range(0, 0, 300, 300), sizing: .sizeToFit), [
            "host": rect(0, 0, 100, 150), "second": rect(0, 50, 100, 100),
        ])
        expectFrames(Self.layout(in: range(120, 0, 300, 300), sizing: .sizeToFit), ["host": rect(0, 0, 120, 150)])
    }

    @Test func unsizedChildFillsTheSpaceAfterItsPosition() {
        let child = plainNode("child")
        child.style.layoutPosition = Point(x: 20, y: 30)
        let tree = hostLayout(AbsoluteLayoutSpec(children: [child]), range: range(0, 0, 100, 100))
        expectFrames(tree, ["host": rect(0, 0, 100, 100), "child": rect(20, 30, 80, 70)])
    }

    @Test func percentagesResolveAgainstAFiniteMaximum() {
        let child = plainNode("child")
        child.style.width = .fraction(0.5)
        child.style.height = .fraction(0.25)
        let tree = hostLayout(AbsoluteLayoutSpec(children: [child]), range: range(0, 0, 200, 200))
        expectFrames(tree, ["child": rect(0, 0, 100, 50)])
    }

    @Test func positionsArePixelCeiledWhenFlattened() {
        let child = styledNode("child", 10, 10)
        child.style.layoutPosition = Point(x: 10.2, y: 0.6)
        let tree = hostLayout(AbsoluteLayoutSpec(sizing: .sizeToFit, children: [child]), range: range(0, 0, 100, 100))
        // The spec sums the raw position: 10.2 + 10 = 20.2 → 20.5 wide.
        expectFrames(tree, ["host": rect(0, 0, 20.5, 11), "child": rect(10.5, 1, 10, 10)])
    }

    @Test func kindAndValueNames() {
        let spec = AbsoluteLayoutSpec(children: [])
        #expect(spec.kindName == "absolute")
        #expect(spec.sizing == .default)
        #expect(AbsoluteLayoutSizing.allCases.map(\.rawValue) == ["default", "sizeToFit"])
    }
}
