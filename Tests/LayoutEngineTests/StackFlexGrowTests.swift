import LayoutEngine
import LayoutGeometry
import Testing

/// Positive violations: shares floored to whole points, remainder to the first item that actually
/// grows. The frames are conformance cases (`stack/…` in `Cases/ported/StackRules.json`).
@Suite("Stack: flex grow")
struct StackFlexGrowTests {
    // The frames are the case stack/sharesThatAllFloorToZeroLeaveTheUnderflowToJustifyContent.
    @Test func aGrowerWhoseShareFloorsToZeroKeepsItsSize() {
        let fixed = box("fixed", 50, 50)
        let grower = box("grower", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: .end, alignItems: .start,
                                    children: [fixed, grower])
        // v = 0.5 floors to 0: nothing grows.
        let tree = layOut(stack, in: sizeRange(100.5, 0, 100.5, 100))
        #expect(tree.rootLayout.sublayouts[1].size == Size(width: 50, height: 50))
    }
}
