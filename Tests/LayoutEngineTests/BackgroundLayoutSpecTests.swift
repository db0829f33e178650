import LayoutEngine
import LayoutGeometry
import Testing

/// The background spec (§6), including Texture's `ASBackgroundLayoutSpecSnapshotTests`.
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

    @Test func theSpecIsAsLargeAsItsChild() {
        let background = plainNode("background")
        let child = styledNode("child", 40, 30)
        let tree = hostLayout(BackgroundLayoutSpec(child: child, background: background), range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 40, 30), "background": rect(0, 0, 40, 30), "child": rect(0, 0, 40, 30)])
    }

    // Deviation T19: the background spec ignores its own style size.
    @Test func ignoresItsOwnStyleSize() {
        let background = plainNode("background")
        let child = styledNode("child", 40, 30)
        let spec = BackgroundLayoutSpec(child: child, background: background)
        spec.style.width = .points(200)
        spec.style.height = .points(200)
        let tree = hostLayout(spec, range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 40, 30), "background": rect(0, 0, 40, 30)])
    }

    @Test func theBackgroundSeesTheSpecsParentSize() {
        // A 50%-wide node pinned right by an infinite left inset: 50% of the spec's parent (400).
        let child = styledNode("child", 300, 100)
        let marker = plainNode("marker")
        marker.style.width = .fraction(0.5)
        let background = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0), child: marker)
        let tree = hostLayout(BackgroundLayoutSpec(child: child, background: background), range: range(0, 0, 400, 400))
        expectFrames(tree, ["host": rect(0, 0, 300, 100), "marker": rect(100, 0, 200, 100)])
    }

    @Test func kindAndChildren() {
        let child = plainNode("child"), background = plainNode("background")
        let spec = BackgroundLayoutSpec(child: child, background: background)
        #expect(spec.kindName == "background")
        #expect(spec.appliesOwnStyleSize == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "background"])
    }
}
