import LayoutEngine
import LayoutGeometry
import Testing

/// The corner spec. Its frames in Texture's `ASCornerLayoutSpecSnapshotTests` layouts (every
/// location, with no, inner and outer offsets, wrapping or not) are conformance cases in
/// `Cases/ported/ASCornerLayoutSpecSnapshotTests.json`.
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

    @Test func wrappedSizeIsClampedToTheRange() {
        let base = styledNode("base", 60, 60)
        let corner = styledNode("corner", 20, 20)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .topLeft, wrapsCorner: true)
        spec.debugName = "corner spec"
        let tree = hostLayout(spec, range: range(0, 0, 65, 120))
        // Union (-10,-10, 70,70) is clamped to 65 wide; both are still shifted by 10.
        expectFrames(tree, ["corner spec": rect(0, 0, 65, 70), "base": rect(10, 10, 60, 60), "corner": rect(0, 0, 20, 20)])
    }

    @Test func bothElementsAreMeasuredWithTheSpecsRange() {
        let base = plainNode("base")
        let corner = plainNode("corner")
        corner.style.width = .fraction(0.1)
        corner.style.height = .fraction(0.1)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .bottomRight)
        let tree = hostLayout(spec, range: range(0, 0, 200, 100))
        // The unsized base fills the range; the corner is 10% of the range's maximum.
        expectFrames(tree, ["host": rect(0, 0, 200, 100), "base": rect(0, 0, 200, 100), "corner": rect(190, 95, 20, 10)])
    }

    @Test func halfPointCentresArePixelCeiledWhenFlattened() {
        let base = styledNode("base", 61, 61)
        let corner = styledNode("corner", 21, 21)
        let spec = CornerLayoutSpec(child: base, corner: corner, location: .topRight)
        let tree = hostLayout(spec, range: range(0, 0, 120, 120))
        // 61 − 10.5 = 50.5 and −10.5 stay on the half-point grid; an odd 20.5 would not: see below.
        expectFrames(tree, ["corner": rect(50.5, -10.5, 21, 21)])
        let odd = styledNode("odd", 20.5, 20.5)
        let oddSpec = CornerLayoutSpec(child: styledNode("b", 60, 60), corner: odd, location: .topLeft)
        // −10.25 is ceiled to −10.
        expectFrames(hostLayout(oddSpec, range: range(0, 0, 120, 120)), ["odd": rect(-10, -10, 20.5, 20.5)])
    }

    @Test func kindAndValueNames() {
        let spec = CornerLayoutSpec(child: plainNode("child"), corner: plainNode("corner"), location: .topLeft)
        #expect(spec.kindName == "corner")
        #expect(spec.offset == .zero && spec.wrapsCorner == false)
        #expect(spec.layoutChildren.map { $0.debugName } == ["child", "corner"])
        #expect(CornerLayoutLocation.allCases.map(\.rawValue) == ["topLeft", "topRight", "bottomLeft", "bottomRight"])
    }
}
