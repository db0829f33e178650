import LayoutEngine
import LayoutGeometry
import Testing

/// flexBasis (§10.4): a points basis overrides the child's own stack-axis size; a percentage basis
/// resolves only against an exactly sized stack axis.
@Suite("Stack: flex basis")
struct StackFlexBasisTests {
    @Test func pointsBasisOverridesExplicitSizesOfNonFlexingChildren() {
        let red = box("red", 50, 50), blue = box("blue", 150, 150), green = box("green", 150, 50)
        for child in [red, blue, green] { child.style.flexBasis = .points(20) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])
        let range = sizeRange(300, 0, 300, 150)
        expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 150), [
            (red, rect(0, 0, 20, 50)), (blue, rect(20, 0, 20, 150)), (green, rect(40, 0, 20, 50)),
        ], input: stack, range: range)
    }

    @Test func pointsBasisIsWhereGrowingStarts() {
        let red = box("red", 50, 50, grow: 1), blue = box("blue", 150, 150, grow: 1), green = box("green", 50, 50, grow: 1)
        for child in [red, blue, green] { child.style.flexBasis = .points(10) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])

        let underflow = sizeRange(300, 0, 300, 150)
        expectFrames(layOut(stack, in: underflow), [
            (red, rect(0, 0, 100, 50)), (blue, rect(100, 0, 100, 150)), (green, rect(200, 0, 100, 50)),
        ], input: stack, range: underflow)

        // v = 170: floor(56.67) = 56 each, the remainder 2 to the first.
        let overflow = sizeRange(200, 0, 200, 150)
        expectFrames(layOut(stack, in: overflow), [
            (red, rect(0, 0, 68, 50)), (blue, rect(68, 0, 66, 150)), (green, rect(134, 0, 66, 50)),
        ], input: stack, range: overflow)
    }

    @Test func percentageBasisResolvesAgainstAnExactStackLength() {
        let red = box("red", 50, 50, grow: 1), blue = box("blue", 50, 50, grow: 1), green = box("green", 50, 50, grow: 1)
        red.style.flexBasis = .fraction(0.5)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue, green])
        let range = sizeRange(200, 0, 200, .infinity)
        expectFrames(layOut(stack, in: range), size: Size(width: 200, height: 50), [
            (red, rect(0, 0, 100, 50)), (blue, rect(100, 0, 50, 50)), (green, rect(150, 0, 50, 50)),
        ], input: stack, range: range)
    }

    // Deviation T3: a percentage basis of an undefined stack length makes the child 0×0.
    @Test func percentageBasisInAnInexactStackCollapsesTheChild() {
        let red = box("red", 50, 50)
        red.style.flexBasis = .fraction(0.5)
        let blue = box("blue", 50, 50)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [red, blue])
        let range = sizeRange(0, 0, 300, .infinity)
        // 50% of an undefined length is NaN: the child's size is invalid and becomes 0×0.
        expectFrames(layOut(stack, in: range), size: Size(width: 50, height: 50), [
            (red, rect(0, 0, 0, 0)), (blue, rect(0, 0, 50, 50)),
        ], input: stack, range: range)
    }
}
