import LayoutEngine
import LayoutGeometry
import Testing

/// The overlay spec: element order and children; its other frames are conformance cases
/// (`overlay/…` in `Cases/ported`).
@Suite struct OverlayLayoutSpecTests {
    // Its frames are the conformance case overlay/testOverlay.
    @Test func theOverlayIsListedSecond() {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 20, 20)
        let spec = OverlayLayoutSpec(child: background, overlay: CenterLayoutSpec(centeringOptions: .xy, child: foreground))
        let tree = hostLayout(spec, range: range(320, 320, 320, 320), subnodes: [background, foreground])
        #expect(tree.nodeNames == ["host", "background", "foreground"])
    }

    // Its frames are the conformance case overlay/theOverlaySeesTheChildsSizeAsItsParent.
    @Test func theOverlayIsListedAfterItsChild() {
        let child = styledNode("child", 300, 100)
        let marker = plainNode("marker")
        marker.style.width = .fraction(0.5)
        let overlay = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0), child: marker)
        let tree = hostLayout(OverlayLayoutSpec(child: child, overlay: overlay), range: range(0, 0, 400, 400))
        #expect(tree.nodeNames == ["host", "child", "marker"])
    }

    @Test func kindAndChildren() {
        let spec = OverlayLayoutSpec(child: plainNode("child"), overlay: plainNode("overlay"))
        #expect(spec.kindName == "overlay")
        #expect(spec.appliesOwnStyleSize == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "overlay"])
    }
}
