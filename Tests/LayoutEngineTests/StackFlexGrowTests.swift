import LayoutEngine
import LayoutGeometry
import Testing

/// Positive violations (§10.6 grow): shares floored to whole points, remainder to the first item
/// that actually grows.
@Suite("Stack: flex grow")
struct StackFlexGrowTests {
    @Test func unequalIntrinsicSizesGrowByFlooredSharesWithRemainderToFirst() {
        let red = box("red", 50, 50, grow: 1, shrink: 1)
        let blue = box("blue", 150, 150, grow: 1, shrink: 1)
        let green = box("green", 50, 50, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])
        let range = sizeRange(300, 0, 300, 150)
        // v = 50 over three equal growers: floor(16.67) = 16 each, remainder 2 to the first.
        expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 150), [
            (red, rect(0, 0, 68, 50)), (blue, rect(68, 0, 166, 150)), (green, rect(234, 0, 66, 50)),
        ], input: stack, range: range)
    }

    @Test func remainderGoesToFirstGrowerNotFirstItem() {
        let green = box("green", 50, 25)
        let blue = box("blue", 50, 0, grow: 1)
        let red = box("red", 50, 100, grow: 1)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [green, blue, red])
        let range = sizeRange(300, 300, 300, 300)
        // v = 175: 87 each, remainder 1 to blue: 25, 88, 187.
        expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 300), [
            (green, rect(0, 0, 50, 25)), (blue, rect(0, 25, 50, 88)), (red, rect(0, 113, 50, 187)),
        ], input: stack, range: range)
    }

    @Test func fractionalFlexGrowFactorsGiveTheSameShares() {
        let green = box("green", 50, 25)
        let blue = box("blue", 50, 0, grow: 0.5)
        let red = box("red", 50, 100, grow: 0.5)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [green, blue, red])
        let range = sizeRange(300, 300, 300, 300)
        expectFrames(layOut(stack, in: range), [
            (green, rect(0, 0, 50, 25)), (blue, rect(0, 25, 50, 88)), (red, rect(0, 113, 50, 187)),
        ], input: stack, range: range)
    }

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

    @Test func proportionalGrowFactors() {
        let a = box("a", 50, 50, grow: 1), b = box("b", 50, 50, grow: 2), c = box("c", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [a, b, c])
        let range = sizeRange(350, 350, 350, 350)
        expectFrames(layOut(stack, in: range), [
            (a, rect(0, 0, 50, 100)), (b, rect(0, 100, 50, 150)), (c, rect(0, 250, 50, 100)),
        ], input: stack, range: range)
    }

    @Test func onlyGrowersTakeThePositiveViolationAmongMixedChildren() {
        let a = box("a", 50, 50, shrink: 1), b = box("b", 50, 50, grow: 1)
        let c = box("c", 50, 50), d = box("d", 50, 50, grow: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b, c, d])
        let range = sizeRange(400, 400, 400, 400)
        expectFrames(layOut(stack, in: range), [
            (a, rect(0, 0, 50, 50)), (b, rect(50, 0, 150, 50)), (c, rect(200, 0, 50, 50)), (d, rect(250, 0, 150, 50)),
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
