import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// justifyContent (§10.10), with underflow and overflow; positions are pixel-ceiled on flattening.
@Suite("Stack: justifyContent")
struct StackJustifyContentTests {
    /// Three 50×50 boxes in a horizontal stack; expects their x positions and widths.
    private func expectRow(_ justify: StackJustifyContent, flex: Double = 0, width: Double, xs: [Double],
                           widths: [Double] = [50, 50, 50], sourceLocation: SourceLocation = #_sourceLocation) {
        let items = ["red", "blue", "green"].map { box($0, 50, 50, grow: flex, shrink: flex) }
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: justify, alignItems: .start, children: items)
        let range = sizeRange(width, 0, width, 300)
        let expected: [(any LayoutElement, Rect)] = items.indices.map { (items[$0], rect(xs[$0], 0, widths[$0], 50)) }
        expectFrames(layOut(stack, in: range), size: Size(width: width, height: 50), expected,
                     input: stack, range: range, sourceLocation: sourceLocation)
    }

    @Test func underflow() {
        expectRow(.start, width: 300, xs: [0, 50, 100])
        expectRow(.center, width: 300, xs: [75, 125, 175])
        expectRow(.end, width: 300, xs: [150, 200, 250])
        expectRow(.spaceBetween, width: 300, xs: [0, 125, 250])
        expectRow(.spaceAround, width: 300, xs: [25, 125, 225])
        expectRow(.start, flex: 1, width: 300, xs: [0, 100, 200], widths: [100, 100, 100])
    }

    @Test func overflowPushesCenterAndEndPastTheLeadingEdge() {
        expectRow(.start, width: 110, xs: [0, 50, 100])
        expectRow(.center, width: 110, xs: [-20, 30, 80])
        expectRow(.end, width: 110, xs: [-40, 10, 60])
        expectRow(.spaceBetween, width: 110, xs: [0, 50, 100])
        expectRow(.spaceAround, width: 110, xs: [-20, 30, 80])
        expectRow(.start, flex: 1, width: 110, xs: [0, 37, 74], widths: [37, 37, 37])
    }

    @Test func fractionalSpaceIsCeiledOnFlattening() {
        expectRow(.spaceBetween, width: 301, xs: [0, 125.5, 251])
        // Unit 25.833: 25.833 → 26, 127.5, 229.17 → 229.5.
        expectRow(.spaceAround, width: 305, xs: [26, 127.5, 229.5])
    }

    @Test func fractionalSpaceStaysUnroundedInTheLayoutTree() {
        let items = ["red", "blue", "green"].map { box($0, 50, 50) }
        let stack = StackLayoutSpec(direction: .horizontal, justifyContent: .spaceAround, alignItems: .start, children: items)
        let layout = stack.layoutThatFits(sizeRange(305, 0, 305, 300), in: LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer()))
        let unit = 155.0 / 6
        let second = unit + 50 + unit * 2
        #expect(layout.sublayouts.map(\.position.x) == [unit, second, second + 50 + unit * 2])
    }

    @Test func aSingleChildFallsBackToStartOrCenter() {
        for (justify, x) in [(StackJustifyContent.spaceBetween, 0.0), (.spaceAround, 125)] {
            let child = box("red", 50, 50)
            let stack = StackLayoutSpec(direction: .horizontal, justifyContent: justify, alignItems: .start, children: [child])
            let range = sizeRange(300, 0, 300, .infinity)
            expectFrames(layOut(stack, in: range), size: Size(width: 300, height: 50), [(child, rect(x, 0, 50, 50))],
                         input: stack, range: range)
        }
    }

    @Test func centerWithItemSpacing() {
        let items = [box("red", 50, 50), box("blue", 100, 70), box("green", 150, 90)]
        items[1].style.spacingBefore = 20
        items[2].style.spacingBefore = 30
        let stack = StackLayoutSpec(direction: .vertical, justifyContent: .center, alignItems: .start, children: items)
        let range = sizeRange(0, 300, 300, 300)
        expectFrames(layOut(stack, in: range), size: Size(width: 150, height: 300), [
            (items[0], rect(0, 20, 50, 50)), (items[1], rect(0, 90, 100, 70)), (items[2], rect(0, 190, 150, 90)),
        ], input: stack, range: range)
    }
}
