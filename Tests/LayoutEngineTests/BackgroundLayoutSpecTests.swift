import LayoutEngine
import LayoutGeometry
import Testing

/// The background spec: element order and children. Its frames are conformance cases
/// (`background/…` in `Cases/ported`).
@Suite struct BackgroundLayoutSpecTests {
    // Its frames are the conformance case background/testBackground.
    @Test func theBackgroundIsListedFirst() {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 20, 20)
        let spec = BackgroundLayoutSpec(child: CenterLayoutSpec(centeringOptions: .xy, child: foreground),
                                        background: background)
        let tree = hostLayout(spec, range: range(320, 320, 320, 320), subnodes: [background, foreground])
        #expect(tree.nodeNames == ["host", "background", "foreground"])
    }

    @Test func kindAndChildren() {
        let child = plainNode("child"), background = plainNode("background")
        let spec = BackgroundLayoutSpec(child: child, background: background)
        #expect(spec.kindName == "background")
        #expect(spec.appliesOwnStyleSize == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "background"])
    }
}
