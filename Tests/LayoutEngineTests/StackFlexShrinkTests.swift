import LayoutEngine
import LayoutGeometry
import Testing

/// Negative violations (§10.6 shrink): a single pass weighted by size × flexShrink, clamped at 0.
@Suite("Stack: flex shrink")
struct StackFlexShrinkTests {
    @Test func shrinkIsWeightedBySizeAndFactorAndSizesArePixelCeiled() {
        let green = box("green", 50, 300, shrink: 2)
        let blue = box("blue", 50, 100, shrink: 1)
        let red = box("red", 50, 200, shrink: 2)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [green, blue, red])
        let range = sizeRange(400, 400, 400, 400)
        // 190.91, 81.82, 127.27 ceil to 191, 82, 127.5: 400.5 in a 400 stack.
        expectFrames(layOut(stack, in: range), size: Size(width: 400, height: 400), [
            (green, rect(0, 0, 50, 191)), (blue, rect(0, 191, 50, 82)), (red, rect(0, 273, 50, 127.5)),
        ], input: stack, range: range)
    }

    @Test func fractionalShrinkFactorsGiveTheSameSizes() {
        let green = box("green", 50, 300, shrink: 0.4)
        let blue = box("blue", 50, 100, shrink: 0.2)
        let red = box("red", 50, 200, shrink: 0.4)
        let stack = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [green, blue, red])
        let range = sizeRange(400, 400, 400, 400)
        expectFrames(layOut(stack, in: range), [
            (green, rect(0, 0, 50, 191)), (blue, rect(0, 191, 50, 82)), (red, rect(0, 273, 50, 127.5)),
        ], input: stack, range: range)
    }

    @Test func largerFactorOnSmallerItem() {
        let green = box("green", 300, 50, shrink: 1)
        let blue = box("blue", 100, 50, shrink: 2)
        let red = box("red", 200, 50, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [green, blue, red])
        let range = sizeRange(400, 400, 400, 400)
        expectFrames(layOut(stack, in: range), [
            (green, rect(0, 0, 214.5, 50)), (blue, rect(214.5, 0, 43, 50)), (red, rect(257.5, 0, 143, 50)),
        ], input: stack, range: range)
    }

    @Test func shrinkClampsAtZeroWithoutRedistributing() {
        let red = box("red", 50, 50), blue = box("blue", 50, 50, shrink: 1), green = box("green", 50, 50)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])
        let range = sizeRange(75, 0, 75, 150)
        // Blue's adjustment is −75, clamped to width 0; the stack still overflows.
        expectFrames(layOut(stack, in: range), size: Size(width: 75, height: 50), [
            (red, rect(0, 0, 50, 50)), (blue, rect(50, 0, 0, 50)), (green, rect(50, 0, 50, 50)),
        ], input: stack, range: range)
    }

    @Test func zeroSizedShrinkersDoNotShrink() {
        let red = box("red", 50, 50)
        let yellow = box("yellow", 0, 0, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, yellow])
        let range = sizeRange(40, 50, 40, 50)
        expectFrames(layOut(stack, in: range), size: Size(width: 40, height: 50), [
            (red, rect(0, 0, 50, 50)), (yellow, rect(50, 0, 0, 0)),
        ], input: stack, range: range)
    }

    @Test func equalShrinkersRoundUpAndOverflowByAPixel() {
        let a = box("a", 50, 50, shrink: 1), b = box("b", 50, 50, shrink: 1), c = box("c", 50, 50, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b, c])
        let range = sizeRange(110, 0, 110, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 110, height: 50), [
            (a, rect(0, 0, 37, 50)), (b, rect(37, 0, 37, 50)), (c, rect(74, 0, 37, 50)),
        ], input: stack, range: range)
    }

    @Test func onlyShrinkersTakeTheNegativeViolationAmongMixedChildren() {
        let a = box("a", 150, 50, grow: 1), b = box("b", 150, 50, shrink: 1)
        let c = box("c", 150, 50), d = box("d", 150, 50, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b, c, d])
        let range = sizeRange(400, 400, 400, 400)
        expectFrames(layOut(stack, in: range), [
            (a, rect(0, 0, 150, 50)), (b, rect(150, 0, 50, 50)), (c, rect(200, 0, 150, 50)), (d, rect(350, 0, 50, 50)),
        ], input: stack, range: range)
    }

    // Deviation T11: the flexed length beats the child's own minimum.
    @Test func minimumSizeDoesNotResistShrinking() {
        let a = box("a", 100, 50, shrink: 1)
        a.style.minWidth = .points(100)
        let b = box("b", 100, 50)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b])
        let range = sizeRange(170, 0, 170, 100)
        expectFrames(layOut(stack, in: range), [
            (a, rect(0, 0, 70, 50)), (b, rect(70, 0, 100, 50)),
        ], input: stack, range: range)
    }

    @Test func overflowingGrowAndShrinkChildrenShrinkEvenly() {
        let red = box("red", 50, 50, grow: 1, shrink: 1)
        let blue = box("blue", 150, 150, grow: 1, shrink: 1)
        let green = box("green", 50, 50, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])
        let range = sizeRange(200, 0, 200, 150)
        expectFrames(layOut(stack, in: range), size: Size(width: 200, height: 150), [
            (red, rect(0, 0, 40, 50)), (blue, rect(40, 0, 120, 150)), (green, rect(160, 0, 40, 50)),
        ], input: stack, range: range)
    }
}
