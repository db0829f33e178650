import LayoutEngine
import LayoutGeometry
import Testing

/// The corner spec: element order and values. Its frames in Texture's
/// `ASCornerLayoutSpecSnapshotTests` layouts (every location, with no, inner and outer offsets,
/// wrapping or not) are conformance cases in `Cases/ported/ASCornerLayoutSpecSnapshotTests.json`,
/// its other frames (`corner/…`) in `Cases/ported/LayoutSpecRules.json`.
@Suite struct CornerLayoutSpecTests {
    @Test func theCornerIsListedAfterTheChild() {
        let base = styledNode("base", 60, 60)
        let corner = styledNode("corner", 20, 20)
        let box = styledNode("box", 0, 0)
        let cornerSpec = CornerLayoutSpec(child: base, corner: corner, location: .topLeft, wrapsCorner: true)
        let spec = BackgroundLayoutSpec(child: cornerSpec, background: box)
        let tree = hostLayout(spec, range: range(0, 0, 120, 120), subnodes: [box, base, corner])
        #expect(tree.nodeNames == ["host", "box", "base", "corner"])
    }

    @Test func kindAndValueNames() {
        let spec = CornerLayoutSpec(child: plainNode("child"), corner: plainNode("corner"), location: .topLeft)
        #expect(spec.kindName == "corner")
        #expect(spec.offset == .zero && spec.wrapsCorner == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "corner"])
        #expect(CornerLayoutLocation.allCases.map(\.rawValue) == ["topLeft", "topRight", "bottomLeft", "bottomRight"])
    }
}
