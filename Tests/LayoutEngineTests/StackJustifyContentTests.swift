import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// justifyContent, with underflow and overflow; positions are pixel-ceiled on flattening.
@Suite("Stack: justifyContent")
struct StackJustifyContentTests {
    @Test func fractionalSpaceStaysUnroundedInTheLayoutTree() {
        let items = ["red", "blue", "green"].map { box($0, 50, 50) }
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: .spaceAround, alignItems: .start, children: items)
        let layout = stack.layoutThatFits(sizeRange(305, 0, 305, 300), in: LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer()))
        let unit = 155.0 / 6
        let second = unit + 50 + unit * 2
        #expect(layout.sublayouts.map(\.position.x) == [unit, second, second + 50 + unit * 2])
    }
}
