import LayoutEngine
import LayoutGeometry
import Testing

/// flexBasis: a points basis overrides the child's own stack-axis size; a percentage basis
/// resolves only against an exactly sized stack axis.
@Suite("Stack: flex basis")
struct StackFlexBasisTests {
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
