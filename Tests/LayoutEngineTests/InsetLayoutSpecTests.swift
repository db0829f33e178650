import LayoutEngine
import LayoutGeometry
import Testing

/// The inset spec (§5).
@Suite struct InsetLayoutSpecTests {
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
