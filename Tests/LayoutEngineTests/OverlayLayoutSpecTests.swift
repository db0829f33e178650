import LayoutEngine
import LayoutGeometry
import Testing

/// The overlay spec (§6), including Texture's `ASOverlayLayoutSpecSnapshotTests`.
@Suite struct OverlayLayoutSpecTests {
    // Its frames are the conformance case overlay/testOverlay.
    @Test func theOverlayIsListedSecond() {
        let background = styledNode("background", 0, 0)
        let foreground = styledNode("foreground", 20, 20)
        let spec = OverlayLayoutSpec(child: background, overlay: CenterLayoutSpec(centeringOptions: .xy, child: foreground))
        let tree = hostLayout(spec, range: range(320, 320, 320, 320), subnodes: [background, foreground])
        #expect(tree.nodeNames == ["host", "background", "foreground"])
    }

    @Test func theOverlaySeesTheChildsSizeAsItsParent() {
        // The same marker as in the background test: here 50% of the child's width (300), not of 400.
        let child = styledNode("child", 300, 100)
        let marker = plainNode("marker")
        marker.style.width = .fraction(0.5)
        let overlay = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0), child: marker)
        let tree = hostLayout(OverlayLayoutSpec(child: child, overlay: overlay), range: range(0, 0, 400, 400))
        expectFrames(tree, ["host": rect(0, 0, 300, 100), "marker": rect(150, 0, 150, 100)])
        #expect(tree.nodeNames == ["host", "child", "marker"])
    }

    // Deviation T19: the overlay spec ignores its own style size.
    @Test func ignoresItsOwnStyleSize() {
        let child = styledNode("child", 40, 30)
        let spec = OverlayLayoutSpec(child: child, overlay: plainNode("overlay"))
        spec.style.width = .points(10)
        let tree = hostLayout(spec, range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 40, 30), "overlay": rect(0, 0, 40, 30)])
    }

    @Test func kindAndChildren() {
        let spec = OverlayLayoutSpec(child: plainNode("child"), overlay: plainNode("overlay"))
        #expect(spec.kindName == "overlay")
        #expect(spec.appliesOwnStyleSize == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "overlay"])
    }
}
