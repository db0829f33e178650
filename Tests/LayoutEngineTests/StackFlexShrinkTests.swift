import LayoutEngine
import LayoutGeometry
import Testing

/// Negative violations: a single pass weighted by size × flexShrink, clamped at 0.
@Suite("Stack: flex shrink")
struct StackFlexShrinkTests {
    @Test func equalShrinkersRoundUpAndOverflowByAPixel() {
        let a = box("a", 50, 50, shrink: 1), b = box("b", 50, 50, shrink: 1), c = box("c", 50, 50, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [a, b, c])
        let range = sizeRange(110, 0, 110, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 110, height: 50), [
            (a, rect(0, 0, 37, 50)), (b, rect(37, 0, 37, 50)), (c, rect(74, 0, 37, 50)),
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
}
