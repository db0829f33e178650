import LayoutEngine
import LayoutGeometry
import Testing

/// Wrapping and alignContent.
@Suite("Stack: wrap and alignContent")
struct StackWrapTests {
    /// Six 50×50 boxes.
    private func sixBoxes() -> [DisplayNode] {
        (0..<6).map { box("item\($0)", 50, 50) }
    }

    private func wrappingStack(_ children: [DisplayNode], alignContent: StackAlignContent,
                               lineSpacing: Double = 0) -> StackLayoutSpec {
        StackLayoutSpec(direction: .horizontal, alignItems: .start, flexWrap: .wrap,
                        alignContent: alignContent, lineSpacing: lineSpacing, children: children)
    }

    /// Expects the six boxes on three lines of two at the given line offsets.
    private func expectLines(_ alignContent: StackAlignContent, lineSpacing: Double = 0, range: SizeRange,
                             size: Size, lineY: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let items = sixBoxes()
        let stack = wrappingStack(items, alignContent: alignContent, lineSpacing: lineSpacing)
        var expected: [(any LayoutElement, Rect)] = []
        for (i, item) in items.enumerated() {
            expected.append((item, rect(Double(i % 2) * 50, lineY[i / 2], 50, 50)))
        }
        expectFrames(layOut(stack, in: range), size: size, expected, input: stack, range: range,
                     sourceLocation: sourceLocation)
    }

    @Test func alignContentWithAnUnconstrainedCrossSizeActsAsStart() {
        let range = sizeRange(110, 0, 110, .greatestFiniteMagnitude)
        let size = Size(width: 110, height: 150)
        for alignContent in StackAlignContent.allCases {
            expectLines(alignContent, range: range, size: size, lineY: [0, 50, 100])
        }
    }

    @Test func linesOfAWrappedStackAreNotClampedToItsCrossRange() {
        let items = sixBoxes()
        let stack = wrappingStack(items, alignContent: .start)
        let range = sizeRange(110, 0, 110, 100)
        let tree = layOut(stack, in: range)
        // Three 50-high lines in a stack at most 100 high: the stack clamps, the lines do not.
        expectFrames(tree, size: Size(width: 110, height: 100), [
            (items[4], rect(0, 100, 50, 50)), (items[5], rect(50, 100, 50, 50)),
        ], input: stack, range: range)
    }

    // Deviation T17: a wrapping stack whose children fit on one line is single-line.
    @Test func aWrappingStackOnOneLineIsSizedAsASingleLine() {
        let items = (0..<2).map { box("item\($0)", 20, 20) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .center, flexWrap: .wrap,
                                    alignContent: .start, children: items)
        let range = sizeRange(100, 100, 100, 300)
        // One line, clamped to the stack's cross minimum of 100 although alignContent is start, so
        // the items are centred in 100: y = (100 − 20) / 2 = 40.
        expectFrames(layOut(stack, in: range), size: Size(width: 100, height: 100), [
            (items[0], rect(0, 40, 20, 20)), (items[1], rect(20, 40, 20, 20)),
        ], input: stack, range: range)
    }

    @Test func wrappedItemsFlexPerLine() {
        let items = (0..<3).map { box("item\($0)", 60, 50, grow: 1) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, flexWrap: .wrap, children: items)
        let range = sizeRange(130, 0, 130, 300)
        // Line 1 holds two items (120) and grows each by 5; line 2 holds one (60) and grows it by 70.
        expectFrames(layOut(stack, in: range), size: Size(width: 130, height: 100), [
            (items[0], rect(0, 0, 65, 50)), (items[1], rect(65, 0, 65, 50)), (items[2], rect(0, 50, 130, 50)),
        ], input: stack, range: range)
    }
}
