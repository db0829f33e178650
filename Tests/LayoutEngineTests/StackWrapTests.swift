import LayoutEngine
import LayoutGeometry
import Testing

/// Wrapping (§10.5) and alignContent (§10.8, §10.10).
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

    @Test func itemMarginsCountTowardsTheWrappingDecision() {
        let items = (0..<3).map { box("item\($0)", 50, 50) }
        for item in items {
            item.style.spacingBefore = 5
            item.style.spacingAfter = 5
        }
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 50, alignItems: .start, flexWrap: .wrap,
                                    lineSpacing: 5, children: items)
        let range = sizeRange(230, 300, 230, 300)
        // 60 + 50 + 60 = 170 fits; adding the third makes 280 > 230.
        expectFrames(layOut(stack, in: range), size: Size(width: 230, height: 300), [
            (items[0], rect(5, 0, 50, 50)), (items[1], rect(115, 0, 50, 50)), (items[2], rect(5, 55, 50, 50)),
        ], input: stack, range: range)
    }

    @Test func interItemSpacingRestartsOnEveryLine() {
        let items = (0..<9).map { box("item\($0)", 50, 50) }
        for item in items {
            item.style.spacingBefore = 5
            item.style.spacingAfter = 5
        }
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .start, flexWrap: .wrap,
                                    lineSpacing: 5, children: items)
        let range = sizeRange(190, 300, 190, 300)
        var expected: [(any LayoutElement, Rect)] = []
        for (i, item) in items.enumerated() {
            expected.append((item, rect([5, 70, 135][i % 3], [0, 55, 110][i / 3], 50, 50)))
        }
        expectFrames(layOut(stack, in: range), expected, input: stack, range: range)
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

    @Test func alignContentWithRoomToSpare() {
        let range = sizeRange(110, 300, 110, 300)
        let size = Size(width: 110, height: 300)
        expectLines(.start, range: range, size: size, lineY: [0, 50, 100])
        expectLines(.center, range: range, size: size, lineY: [75, 125, 175])
        expectLines(.end, range: range, size: size, lineY: [150, 200, 250])
        expectLines(.spaceBetween, range: range, size: size, lineY: [0, 125, 250])
        expectLines(.spaceAround, range: range, size: size, lineY: [25, 125, 225])
        expectLines(.stretch, range: range, size: size, lineY: [0, 100, 200])
    }

    @Test func alignContentWithLineSpacing() {
        let range = sizeRange(110, 320, 110, 320)
        let size = Size(width: 110, height: 320)
        // crossContent = 150 + 2 × 10 = 170, so cv = 150.
        expectLines(.start, lineSpacing: 10, range: range, size: size, lineY: [0, 60, 120])
        expectLines(.center, lineSpacing: 10, range: range, size: size, lineY: [75, 135, 195])
        expectLines(.end, lineSpacing: 10, range: range, size: size, lineY: [150, 210, 270])
        expectLines(.spaceBetween, lineSpacing: 10, range: range, size: size, lineY: [0, 135, 270])
        expectLines(.spaceAround, lineSpacing: 10, range: range, size: size, lineY: [25, 135, 245])
        expectLines(.stretch, lineSpacing: 10, range: range, size: size, lineY: [0, 110, 220])
    }

    @Test func alignContentWithAnUnconstrainedCrossSizeActsAsStart() {
        let range = sizeRange(110, 0, 110, .greatestFiniteMagnitude)
        let size = Size(width: 110, height: 150)
        for alignContent in StackAlignContent.allCases {
            expectLines(alignContent, range: range, size: size, lineY: [0, 50, 100])
        }
    }

    /// Expects the six boxes one per line at the given offsets (the lines overflow).
    private func expectOverflow(_ alignContent: StackAlignContent, lineSpacing: Double = 0, height: Double,
                                firstY: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let items = sixBoxes()
        let stack = wrappingStack(items, alignContent: alignContent, lineSpacing: lineSpacing)
        let range = sizeRange(40, height, 40, height)
        var expected: [(any LayoutElement, Rect)] = []
        for (i, item) in items.enumerated() {
            expected.append((item, rect(0, firstY + Double(i) * (50 + lineSpacing), 50, 50)))
        }
        expectFrames(layOut(stack, in: range), size: Size(width: 40, height: height), expected,
                     input: stack, range: range, sourceLocation: sourceLocation)
    }

    @Test func alignContentOnOverflow() {
        // cv = 260 − 300 = −40: center and spaceAround start at −20; spaceBetween acts as start.
        expectOverflow(.start, height: 260, firstY: 0)
        expectOverflow(.center, height: 260, firstY: -20)
        expectOverflow(.end, height: 260, firstY: -40)
        expectOverflow(.spaceBetween, height: 260, firstY: 0)
        expectOverflow(.spaceAround, height: 260, firstY: -20)
    }

    @Test func alignContentOnOverflowWithLineSpacing() {
        expectOverflow(.start, lineSpacing: 10, height: 310, firstY: 0)
        expectOverflow(.center, lineSpacing: 10, height: 310, firstY: -20)
        expectOverflow(.end, lineSpacing: 10, height: 310, firstY: -40)
        expectOverflow(.spaceBetween, lineSpacing: 10, height: 310, firstY: 0)
        expectOverflow(.spaceAround, lineSpacing: 10, height: 310, firstY: -20)
    }

    @Test func stretchedLinesAlignTheirItemsInside() {
        let items = sixBoxes()
        items[1].style.alignSelf = .start
        items[3].style.alignSelf = .center
        items[5].style.alignSelf = .end
        let stack = wrappingStack(items, alignContent: .stretch)
        let range = sizeRange(110, 300, 110, 300)
        expectFrames(layOut(stack, in: range), [
            (items[0], rect(0, 0, 50, 50)), (items[1], rect(50, 0, 50, 50)),
            (items[2], rect(0, 100, 50, 50)), (items[3], rect(50, 125, 50, 50)),
            (items[4], rect(0, 200, 50, 50)), (items[5], rect(50, 250, 50, 50)),
        ], input: stack, range: range)
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
