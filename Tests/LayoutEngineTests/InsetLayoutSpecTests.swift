import LayoutEngine
import LayoutGeometry
import Testing

/// The inset spec.
@Suite struct InsetLayoutSpecTests {
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
