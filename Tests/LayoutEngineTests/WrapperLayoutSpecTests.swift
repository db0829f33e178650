import LayoutEngine
import LayoutGeometry
import Testing

/// The plain spec's and the wrapper's kind names. Their frames are conformance cases (`spacer/…`
/// and `wrapper/…` in `Cases/ported`).
@Suite struct WrapperLayoutSpecTests {
    // The frames of a plain spec hosted directly are the conformance cases spacer/isTheRangeMinimum
    // and spacer/appliesItsOwnStyleWidth.
    @Test func kindNames() {
        #expect(LayoutSpec().kindName == "spacer")
        #expect(WrapperLayoutSpec(children: []).kindName == "wrapper")
    }
}
