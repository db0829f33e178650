import LayoutEngine
import LayoutGeometry
import Testing

/// The relative spec (§7), as Texture's `ASRelativeLayoutSpecSnapshotTests` runs it: a 70×100
/// node in range `{100,120}-{320,160}`, over a 0×0-styled background.
@Suite struct RelativeLayoutSpecTests {
    static let kSize: SizeRange = range(100, 120, 320, 160)

    static func layout(_ h: RelativeLayoutPosition, _ v: RelativeLayoutPosition,
                       _ sizing: RelativeLayoutSizing = .default) -> LayoutTree {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 70, 100)
        let spec = BackgroundLayoutSpec(
            child: RelativeLayoutSpec(horizontalPosition: h, verticalPosition: v, sizingOption: sizing, child: foreground),
            background: background)
        return hostLayout(spec, range: kSize, subnodes: [background, foreground])
    }

    @Test func noneForwardsTheMinimumWhereStartDoesNot() {
        // none: the child receives the range's minimum (100×120) and, being styled smaller, is
        // raised to it; start: the child's minimum is 0.
        // (start, start) is the conformance case relative/testWithOptions_start_start_default.
        expectFrames(Self.layout(.none, .none), ["foreground": rect(0, 0, 100, 120)])
        expectFrames(Self.layout(.none, .end), ["foreground": rect(0, 60, 100, 100)])
    }

    @Test func intrinsicallySizedChild() {
        // A node measuring itself (as a text or image node would) is clamped to the child range:
        // with `none` that range's minimum is the spec's, so the child grows to 100×120.
        let measured = plainNode("measured")
        measured.intrinsicSize = Size(width: 70, height: 100)
        let centred = RelativeLayoutSpec(horizontalPosition: .center, verticalPosition: .center, child: measured)
        expectFrames(hostLayout(centred, range: Self.kSize), ["host": rect(0, 0, 320, 160), "measured": rect(125, 30, 70, 100)])
        let unpositioned = RelativeLayoutSpec(horizontalPosition: .none, verticalPosition: .none, child: measured)
        expectFrames(hostLayout(unpositioned, range: Self.kSize), ["measured": rect(0, 0, 100, 120)])
    }

    // Deviation T7: a relative spec rounds its centring offset to the pixel grid.
    @Test func centringRoundsToThePixelGrid() {
        // roundPixel at scale 2: (320 − 70.5)/2 = 124.75 rounds to 125.
        let child = styledNode("child", 70.5, 100.25)
        let spec = RelativeLayoutSpec(horizontalPosition: .center, verticalPosition: .center, child: child)
        let tree = hostLayout(spec, range: Self.kSize)
        // The child's size is ceiled to 70.5×100.5 first: (160 − 100.5)/2 = 29.75 → 30.
        expectFrames(tree, ["child": rect(125, 30, 70.5, 100.5)])
    }

    @Test func unboundedAxisSizesToTheChild() {
        let child = styledNode("child", 70, 100)
        let spec = RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .center, child: child)
        let tree = hostLayout(spec, range: range(0, 0, 300, .infinity))
        expectFrames(tree, ["host": rect(0, 0, 300, 100), "child": rect(230, 0, 70, 100)])
    }

    @Test func unboundedAxisLeavesPercentagesUnresolved() {
        let child = plainNode("child")
        child.style.width = .fraction(0.5)
        child.style.height = .fraction(0.5)
        child.style.minHeight = .points(10)
        let spec = RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, child: child)
        // Width: 50% of 300. Height: the parent is undefined, so 50% is ignored and the range is
        // [10, ∞]; a plain node offered an unbounded axis collapses to its minimum.
        let tree = hostLayout(spec, range: range(0, 0, 300, .infinity))
        expectFrames(tree, ["host": rect(0, 0, 300, 10), "child": rect(0, 0, 150, 10)])
    }

    @Test func appliesItsOwnStyleSize() {
        let child = styledNode("child", 20, 20)
        let spec = RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .end, child: child)
        spec.style.width = .points(100)
        spec.style.height = .points(50)
        let tree = hostLayout(spec, range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 100, 50), "child": rect(80, 30, 20, 20)])
    }

    @Test func kindAndValueNames() {
        let spec = RelativeLayoutSpec(child: plainNode("c"))
        #expect(spec.kindName == "relative")
        #expect(spec.horizontalPosition == .none && spec.verticalPosition == .none && spec.sizingOption == .default)
        #expect(RelativeLayoutPosition.allCases.map(\.rawValue) == ["none", "start", "center", "end"])
        #expect(RelativeLayoutSizing.allCases.map(\.rawValue) == ["default", "minimumWidth", "minimumHeight", "minimumSize"])
        #expect(RelativeLayoutSizing(rawValue: "minimumSize") == .minimumSize)
    }
}
