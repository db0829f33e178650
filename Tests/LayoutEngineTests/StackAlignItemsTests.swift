import LayoutEngine
import LayoutGeometry
import Testing

/// Cross-axis alignment and stretching.
@Suite("Stack: alignItems and stretch")
struct StackAlignItemsTests {
    private func threeItems() -> [DisplayNode] {
        let items = [box("red", 50, 50), box("blue", 100, 70), box("green", 150, 90)]
        items[1].style.spacingBefore = 20
        items[2].style.spacingBefore = 30
        return items
    }

    private func expectAligned(_ alignItems: StackAlignItems, xs: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let items = threeItems()
        let stack = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: alignItems, children: items)
        let range = sizeRange(300, 300, 300, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 300), [
            (items[0], rect(xs[0], 20, 50, 50)), (items[1], rect(xs[1], 90, 100, 70)), (items[2], rect(xs[2], 190, 150, 90)),
        ], input: stack, range: range, sourceLocation: sourceLocation)
    }

    @Test func crossAlignmentInAnExactStack() {
        // start, end and center are the conformance cases stack/testAlignedStart, …End and …Center.
        expectAligned(.notSet, xs: [0, 0, 0])
        // Explicit widths are never stretched.
        expectAligned(.stretch, xs: [0, 0, 0])
    }

    // Deviation T7: a stack floors its centring offset to the pixel grid.
    @Test func centerOffsetIsFlooredToThePixelGrid() {
        let child = box("child", 50, 50.5)
        let tall = box("tall", 10, 100)
        child.style.alignSelf = .center
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [tall, child])
        let range = sizeRange(0, 0, 300, 300)
        // (100 − 50.5) / 2 = 24.75 floors to 24.5.
        expectFrames(layOut(stack, in: range), [(child, rect(10, 24.5, 50, 50.5))], input: stack, range: range)
    }

    @Test func stretchFillsUnsizedChildrenToTheLine() {
        let short = box("short", 50)
        let tall = box("tall", 50, 120)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [short, tall])
        let range = sizeRange(0, 0, 300, .infinity)
        expectFrames(layOut(stack, in: range), size: Size(width: 100, height: 120), [
            (short, rect(0, 0, 50, 120)), (tall, rect(50, 0, 50, 120)),
        ], input: stack, range: range)
    }

    @Test func anExplicitZeroCrossSizeIsStretched() {
        let blue = box("blue", 10, 0)
        let red = box("red", 500, 500, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [blue, red])
        let range = sizeRange(280, 0, 280, .infinity)
        // Stretching comes after flexing: red is 270 × 500, and blue (height 0) stretches to 500.
        expectFrames(layOut(stack, in: range), size: Size(width: 280, height: 500), [
            (blue, rect(0, 0, 10, 500)), (red, rect(10, 0, 270, 500)),
        ], input: stack, range: range)
    }

    // Deviation T13: the stack's cross maximum caps a child's explicit cross size.
    @Test func childrenAreMeasuredWithTheStacksCrossMaximum() {
        let child = box("child", 50, 50)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [child])
        let range = sizeRange(0, 0, 200, 40)
        expectFrames(layOut(stack, in: range), size: Size(width: 50, height: 40), [(child, rect(0, 0, 50, 40))],
                     input: stack, range: range)
    }
}
