import LayoutEngine
import LayoutGeometry
import Testing

/// spacing, spacingBefore and spacingAfter (§10.10): main-axis margins, negative allowed.
@Suite("Stack: spacing")
struct StackSpacingTests {
    private func threeItems() -> [DisplayNode] {
        [box("red", 50, 50), box("blue", 100, 70), box("green", 150, 90)]
    }

    @Test func spacingBetweenChildren() {
        let items = [box("red", 50, 50), box("blue", 100, 50), box("green", 150, 50)]
        let stack = StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .start, children: items)
        let range = sizeRange(0, 300, 300, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 300), [
            (items[0], rect(0, 0, 50, 50)), (items[1], rect(0, 60, 100, 50)), (items[2], rect(0, 120, 150, 50)),
        ], input: stack, range: range)
    }

    @Test func spacingBefore() {
        let items = threeItems()
        items[1].style.spacingBefore = 10
        items[2].style.spacingBefore = 20
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: items)
        let range = SizeRange.unconstrained
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 240), [
            (items[0], rect(0, 0, 50, 50)), (items[1], rect(0, 60, 100, 70)), (items[2], rect(0, 150, 150, 90)),
        ], input: stack, range: range)
    }

    @Test func spacingAfter() {
        let items = threeItems()
        items[1].style.spacingAfter = 10
        items[2].style.spacingAfter = 20
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: items)
        let range = SizeRange.unconstrained
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 240), [
            (items[0], rect(0, 0, 50, 50)), (items[1], rect(0, 50, 100, 70)), (items[2], rect(0, 130, 150, 90)),
        ], input: stack, range: range)
    }

    @Test func negativeMarginsBalanceOutSpacing() {
        let items = threeItems()
        items[1].style.spacingBefore = -10
        items[1].style.spacingAfter = -10
        let stack = StackLayoutSpec(direction: .vertical, spacing: 10, alignItems: .start, children: items)
        let range = SizeRange.unconstrained
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 210), [
            (items[0], rect(0, 0, 50, 50)), (items[1], rect(0, 50, 100, 70)), (items[2], rect(0, 120, 150, 90)),
        ], input: stack, range: range)
    }

    @Test func theFirstItemsSpacingBeforeCounts() {
        let items = threeItems()
        items[0].style.spacingBefore = 15
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: items)
        let range = SizeRange.unconstrained
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 225), [
            (items[0], rect(0, 15, 50, 50)), (items[1], rect(0, 65, 100, 70)), (items[2], rect(0, 135, 150, 90)),
        ], input: stack, range: range)
    }
}
