import LayoutEngine
import LayoutGeometry
import Testing

/// spacing, spacingBefore and spacingAfter: main-axis margins, negative allowed.
@Suite("Stack: spacing")
struct StackSpacingTests {
    private func threeItems() -> [DisplayNode] {
        [box("red", 50, 50), box("blue", 100, 70), box("green", 150, 90)]
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
