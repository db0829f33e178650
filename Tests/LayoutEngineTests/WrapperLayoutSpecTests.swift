import LayoutEngine
import LayoutGeometry
import Testing

/// The plain spec, hosted directly, and the kinds' names. The wrapper's frames are
/// conformance cases (`wrapper/…` in `Cases/ported`).
@Suite struct WrapperLayoutSpecTests {
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
