import LayoutEngine
import LayoutGeometry
import Testing

/// The wrapper and the plain spec (§4), including Texture's `ASWrapperSpecSnapshotTests`.
@Suite struct WrapperLayoutSpecTests {
    @Test func largestPerAxis() {
        let tall = styledNode("tall", 20, 90)
        let wide = styledNode("wide", 80, 10)
        let tree = hostLayout(WrapperLayoutSpec(children: [tall, wide]), range: range(0, 0, 300, 300))
        expectFrames(tree, ["host": rect(0, 0, 80, 90), "tall": rect(0, 0, 20, 90), "wide": rect(0, 0, 80, 10)])
    }

    @Test func appliesItsOwnStyleSizeToTheRangeGivenToChildren() {
        let child = plainNode("child")
        let spec = WrapperLayoutSpec(child: child)
        spec.style.width = .points(120)
        let tree = hostLayout(spec, range: range(0, 0, 300, 300))
        // The child fills the wrapper's resolved range {120,0}-{120,300}.
        expectFrames(tree, ["host": rect(0, 0, 120, 300), "child": rect(0, 0, 120, 300)])
    }

    @Test func childrenResolvePercentagesAgainstTheRangeMaximum() {
        let child = plainNode("child")
        child.style.width = .fraction(0.25)
        child.style.height = .fraction(0.5)
        let tree = hostLayout(WrapperLayoutSpec(child: child), range: range(0, 0, 200, 100))
        expectFrames(tree, ["host": rect(0, 0, 50, 50), "child": rect(0, 0, 50, 50)])
    }

    @Test func spacerIsTheRangeMinimum() {
        let spacer = LayoutSpec()
        spacer.debugName = "spacer"
        expectFrames(hostLayout(spacer, range: range(10, 20, 100, 100)), ["spacer": rect(0, 0, 10, 20)])
        let sized = LayoutSpec()
        sized.debugName = "spacer"
        sized.style.width = .points(30)
        expectFrames(hostLayout(sized, range: range(0, 0, 100, 100)), ["spacer": rect(0, 0, 30, 0)])
        #expect(LayoutSpec().kindName == "spacer")
        #expect(WrapperLayoutSpec(children: []).kindName == "wrapper")
    }
}
