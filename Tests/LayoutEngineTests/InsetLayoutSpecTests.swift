import LayoutEngine
import LayoutGeometry
import Testing

/// The inset spec (§5), including Texture's `ASInsetLayoutSpecSnapshotTests` grids: a 10×10 node
/// inset by `value` on every edge, each edge possibly infinite, over a 0×0-styled background.
@Suite struct InsetLayoutSpecTests {
    /// Which edges are infinite in combination `c` (bit 0 top, 1 left, 2 bottom, 3 right, as the
    /// Texture test numbers them).
    static func insets(_ c: Int, _ value: Double) -> EdgeInsets {
        EdgeInsets(top: c & 1 != 0 ? .infinity : value, left: c & 2 != 0 ? .infinity : value,
                   bottom: c & 4 != 0 ? .infinity : value, right: c & 8 != 0 ? .infinity : value)
    }

    /// The expected (spec length, child origin, child length) on one axis, by which of its two
    /// insets (leading, trailing) are infinite.
    struct Axis { let size: Double; let origin: Double; let child: Double }

    static func layout(_ c: Int, value: Double, in r: SizeRange) -> LayoutTree {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 10, 10)
        let spec = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: insets(c, value), child: foreground),
                                        background: background)
        return hostLayout(spec, range: r, subnodes: [background, foreground])
    }

    static func check(_ c: Int, value: Double, range r: SizeRange, table: [Bool: [Bool: Axis]]) {
        let tree = layout(c, value: value, in: r)
        let i = insets(c, value)
        guard let h = table[i.left.isInfinite]?[i.right.isInfinite],
              let v = table[i.top.isInfinite]?[i.bottom.isInfinite] else {
            Issue.record("no expectation")
            return
        }
        expectFrames(tree, [
            "host": rect(0, 0, h.size, v.size),
            "background": rect(0, 0, h.size, v.size),
            "foreground": rect(h.origin, v.origin, h.child, v.child),
        ])
    }

    @Test("variable range {0,0}-{300,300}, 10-point insets", arguments: 0..<16)
    func variableSize(combination: Int) {
        // (leading ∞?, trailing ∞?) → spec length, child origin, child length.
        let table: [Bool: [Bool: Axis]] = [
            false: [false: Axis(size: 30, origin: 10, child: 10), true: Axis(size: 300, origin: 10, child: 10)],
            true: [false: Axis(size: 300, origin: 280, child: 10), true: Axis(size: 300, origin: 145, child: 10)],
        ]
        Self.check(combination, value: 10, range: range(0, 0, 300, 300), table: table)
    }

    @Test("fixed range 300×300, 10-point insets: finite pairs force the child's size", arguments: 0..<16)
    func fixedSize(combination: Int) {
        let table: [Bool: [Bool: Axis]] = [
            false: [false: Axis(size: 300, origin: 10, child: 280), true: Axis(size: 300, origin: 10, child: 10)],
            true: [false: Axis(size: 300, origin: 280, child: 10), true: Axis(size: 300, origin: 145, child: 10)],
        ]
        Self.check(combination, value: 10, range: range(300, 300, 300, 300), table: table)
    }

    @Test("fixed range 300×300, zero insets mixed with infinite ones", arguments: 0..<16)
    func infinityAndZeroInsets(combination: Int) {
        let table: [Bool: [Bool: Axis]] = [
            false: [false: Axis(size: 300, origin: 0, child: 300), true: Axis(size: 300, origin: 0, child: 10)],
            true: [false: Axis(size: 300, origin: 290, child: 10), true: Axis(size: 300, origin: 145, child: 10)],
        ]
        Self.check(combination, value: 0, range: range(300, 300, 300, 300), table: table)
    }

    // Deviation T19: the inset spec ignores its own style size.
    @Test func ignoresItsOwnStyleSize() {
        let child = styledNode("child", 10, 10)
        let spec = InsetLayoutSpec(insets: EdgeInsets(all: 5), child: child)
        spec.style.width = .points(200)
        spec.style.height = .points(100)
        let tree = hostLayout(spec, range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 20, 20), "child": rect(5, 5, 10, 10)])
    }

    @Test func percentageChildResolvesAgainstParentLessInsets() {
        let child = plainNode("child")
        child.style.width = .fraction(0.5)
        child.style.height = .points(20)
        let spec = RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start,
                                      child: InsetLayoutSpec(insets: EdgeInsets(all: 10), child: child))
        let tree = hostLayout(spec, range: range(0, 0, 200, 200))
        // The relative spec passes 200 as parent size; the inset passes 200 − 20 = 180 on.
        expectFrames(tree, ["host": rect(0, 0, 200, 200), "child": rect(10, 10, 90, 20)])
    }

    // Deviation T4: an undefined parent size becomes 0 inside an inset.
    @Test func undefinedParentBecomesZeroInsideAnInset() {
        let child = plainNode("child")
        child.style.width = .fraction(0.5)
        child.style.height = .points(20)
        let spec = RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start,
                                      child: InsetLayoutSpec(insets: EdgeInsets(all: 10), child: child))
        // Unbounded: the relative spec's parent size is undefined (NaN), which the inset turns into
        // max(0, NaN − 20) = 0, so 50% is 0.
        let tree = hostLayout(spec, range: range(0, 0, .infinity, .infinity))
        expectFrames(tree, ["host": rect(0, 0, 20, 40), "child": rect(10, 10, 0, 20)])
    }

    @Test func infiniteInsetOnAnUnboundedAxisPlacesTheChildAtZero() {
        let child = styledNode("child", 10, 10)
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 10, left: .infinity, bottom: 10, right: 10), child: child)
        spec.debugName = "inset"
        let tree = hostLayout(spec, range: range(0, 0, .infinity, 100))
        // x = ∞ − (10 + 10) is not finite and becomes 0; the size (∞, 30) is invalid as a whole and
        // becomes 0×0.
        expectFrames(tree, ["inset": rect(0, 0, 0, 0), "child": rect(0, 10, 10, 10)])
    }

    @Test func kindAndChildren() {
        let child = plainNode("child")
        let spec = InsetLayoutSpec(insets: .zero, child: child)
        #expect(spec.kindName == "inset")
        #expect(spec.appliesOwnStyleSize == false)
        #expect(spec.layoutChildren.count == 1 && spec.layoutChildren[0] === child)
        let other = plainNode("other")
        spec.child = other
        #expect(spec.children.count == 1 && spec.children[0] === other)
    }
}
