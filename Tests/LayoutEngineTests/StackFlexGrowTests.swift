import LayoutEngine
import LayoutGeometry
import Testing

/// Positive violations: shares floored to whole points, remainder to the first item
/// that actually grows.
@Suite("Stack: flex grow")
struct StackFlexGrowTests {
    @Test func halfPointViolationGoesWholeToTheSingleGrower() {
        let fixed = box("fixed", 50, 50)
        let grower = box("grower", 0, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [fixed, grower])
        let range = sizeRange(130.5, 0, 130.5, 100)
        // v = 80.5: floor 80 plus the remainder 0.5.
        expectFrames(layOut(stack, in: range), size: Size(width: 130.5, height: 50), [
            (fixed, rect(0, 0, 50, 50)), (grower, rect(50, 0, 80.5, 50)),
        ], input: stack, range: range)
    }

    @Test func threeEqualGrowersFillTheStack() {
        let a = box("a", 50, 50, grow: 1), b = box("b", 50, 50, grow: 1), c = box("c", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b, c])
        let range = sizeRange(300, 0, 300, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 50), [
            (a, rect(0, 0, 100, 50)), (b, rect(100, 0, 100, 50)), (c, rect(200, 0, 100, 50)),
        ], input: stack, range: range)
    }

    @Test func sharesThatAllFloorToZeroLeaveTheUnderflowToJustifyContent() {
        let fixed = box("fixed", 50, 50)
        let grower = box("grower", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: .end, alignItems: .start,
                                    children: [fixed, grower])
        let range = sizeRange(100.5, 0, 100.5, 100)
        // v = 0.5 floors to 0: nothing grows, and justify end shifts both by 0.5 (ceiled on flattening).
        let tree = layOut(stack, in: range)
        expectFrames(tree, size: Size(width: 100.5, height: 50), [
            (fixed, rect(0.5, 0, 50, 50)), (grower, rect(50.5, 0, 50, 50)),
        ], input: stack, range: range)
        #expect(tree.rootLayout.sublayouts[1].size == Size(width: 50, height: 50))
    }

    @Test func itemsWhoseShareFloorsToZeroStayAndTheRemainderGoesToTheNextGrower() {
        let small = box("small", 50, 50, grow: 0.1)
        let large = box("large", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [small, large])
        let range = sizeRange(103, 0, 103, 100)
        // v = 3, F = 1.1: floor(0.27) = 0 and floor(2.73) = 2; the remainder 1 goes to `large`.
        expectFrames(layOut(stack, in: range), [
            (small, rect(0, 0, 50, 50)), (large, rect(50, 0, 53, 50)),
        ], input: stack, range: range)
    }
}
