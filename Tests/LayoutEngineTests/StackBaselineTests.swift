import LayoutEngine
import LayoutGeometry
import Testing

/// Measures the two strings of Texture's baseline tests with the metrics of the system font at
/// 20 and 12 points: "Hello" is one line, the longer string wraps to two lines below its
/// natural width.
final class SystemFontTestMeasurer: TextMeasuring {
    /// The 20-point string.
    static let hello = "Hello"
    /// The 12-point string.
    static let greeting = "Why, hello there! How are you?"

    func measure(_ text: AttributedText, maxSize: Size) -> TextMeasurement {
        if text.string == SystemFontTestMeasurer.hello {
            return TextMeasurement(size: Size(width: 44.6, height: 23.8672), lineCount: 1, isTruncated: false,
                                   ascender: 19.0430, descender: -4.8242)
        }
        let natural = 174.3
        let lineHeight = 14.3203
        let lines = maxSize.width >= natural ? 1 : 2
        return TextMeasurement(size: Size(width: Swift.min(natural, maxSize.width), height: Double(lines) * lineHeight),
                               lineCount: lines, isTruncated: false, ascender: 11.4258, descender: -2.8945)
    }
}

/// Baseline alignment: baselines come from the children's layout ascender and
/// descender; a vertical stack carries its first child's ascender and last child's descender.
@Suite("Stack: baselines")
struct StackBaselineTests {
    private func textNodes() -> (red: TextNode, blue: TextNode) {
        let red = TextNode(SystemFontTestMeasurer.hello, font: "Sans 20")
        red.debugName = "red"
        let blue = TextNode(SystemFontTestMeasurer.greeting, font: "Sans 12")
        blue.debugName = "blue"
        return (red, blue)
    }

    private func layOutText(_ root: any LayoutElement, in range: SizeRange) -> LayoutTree {
        layOut(root, in: range, measurer: SystemFontTestMeasurer())
    }

    @Test func baselineFirst() {
        let (red, blue) = textNodes()
        blue.style.flexShrink = 1
        let stack = StackLayoutSpec.horizontal(children: [red, blue])
        stack.alignItems = .baselineFirst
        let range = sizeRange(150, 0, 150, .greatestFiniteMagnitude)
        // Blue shrinks to 105 and wraps to 29 high. A = 19.04, D = 29 − 11.43 = 17.57: 36.62 → 37.
        expectFrames(layOutText(stack, in: range), size: Size(width: 150, height: 37), [
            (red, rect(0, 0, 45, 24)), (blue, rect(45, 8, 105, 29)),
        ], input: stack, range: range)
    }

    @Test func baselineLast() {
        let (red, blue) = textNodes()
        blue.style.flexShrink = 1
        let stack = StackLayoutSpec.horizontal(children: [red, blue])
        stack.alignItems = .baselineLast
        let range = sizeRange(150, 0, 150, .greatestFiniteMagnitude)
        // Baselines 24 − 4.82 = 19.18 and 29 − 2.89 = 26.11: red at 6.93 → 7, the stack 31 high.
        expectFrames(layOutText(stack, in: range), size: Size(width: 150, height: 31), [
            (red, rect(0, 7, 45, 24)), (blue, rect(45, 0, 105, 29)),
        ], input: stack, range: range)
    }

    // Deviation T18: baselines come from ascender/descender values.
    @Test func baselineFromExplicitStyleMetrics() {
        let a = box("a", 40, 30)
        a.style.ascender = 20
        let b = box("b", 40, 20)
        b.style.ascender = 5
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [a, b])
        let range = sizeRange(0, 0, 300, 300)
        // A = 20, D = max(10, 15) = 15: the line is 35, b sits at 20 − 5 = 15.
        expectFrames(layOut(stack, in: range), size: Size(width: 80, height: 35), [
            (a, rect(0, 0, 40, 30)), (b, rect(40, 15, 40, 20)),
        ], input: stack, range: range)
    }

    @Test func aStretchedFlexibleChildAmongBaselineItems() {
        let (red, blue) = textNodes()
        let green = box("green", grow: 1, shrink: 1)
        green.style.alignSelf = .stretch
        let stack = StackLayoutSpec.horizontal(children: [red, green, blue])
        stack.alignItems = .baselineLast
        stack.justifyContent = .spaceBetween
        let range = sizeRange(300, 0, 300, .greatestFiniteMagnitude)
        // Green is the optimized-flexing placeholder, grows by 80.5, is measured 0 high and is then
        // stretched to the line's 24.
        expectFrames(layOutText(stack, in: range), size: Size(width: 300, height: 24), [
            (red, rect(0, 0, 45, 24)), (green, rect(45, 0, 80.5, 24)), (blue, rect(125.5, 8, 174.5, 14.5)),
        ], input: stack, range: range)
    }

    @Test func spaceBetweenWithBaselineFirst() {
        let (red, blue) = textNodes()
        let stack = StackLayoutSpec.horizontal(children: [red, blue])
        stack.alignItems = .baselineFirst
        stack.justifyContent = .spaceBetween
        let range = sizeRange(300, 0, 300, .greatestFiniteMagnitude)
        // Blue is 14.5 high with its baseline at 11.43: the line is 19.04 + max(4.96, 3.07) = 24.
        expectFrames(layOutText(stack, in: range), size: Size(width: 300, height: 24), [
            (red, rect(0, 0, 45, 24)), (blue, rect(125.5, 8, 174.5, 14.5)),
        ], input: stack, range: range)
    }

    // Deviation T18: a vertical stack passes on its first ascender and last descender.
    @Test func aVerticalStackTakesPartInAnOuterRowsBaselineAlignment() {
        let (red, blue) = textNodes()
        let stretched = box("green")
        stretched.style.alignSelf = .stretch
        stretched.style.height = .points(100)
        let column = StackLayoutSpec.vertical(children: [stretched, blue])
        column.style.flexShrink = 1
        column.debugName = "column"
        let row = StackLayoutSpec.horizontal(children: [red, column])
        row.alignItems = .baselineLast
        let range = sizeRange(150, 0, 150, .greatestFiniteMagnitude)
        let tree = layOutText(row, in: range)
        // The column shrinks to 105: green 105 × 100, blue 105 × 29; its last baseline is
        // 129 − 2.89 = 126.11, so red (baseline 19.18) sits at 106.93 → 107.
        expectFrames(tree, size: Size(width: 150, height: 131), [
            (red, rect(0, 107, 45, 24)), (column, rect(45, 0, 105, 129)),
            (stretched, rect(45, 0, 105, 100)), (blue, rect(45, 100, 105, 29)),
        ], input: row, range: range)
        let columnLayout = tree.rootLayout.sublayouts[1]
        #expect(columnLayout.ascender == 0)
        #expect(columnLayout.descender == -2.8945)
    }

    @Test func verticalStackLayoutCarriesFirstAscenderAndLastDescender() {
        let top = box("top", 10, 10)
        top.style.ascender = 7
        top.style.descender = -1
        let bottom = box("bottom", 10, 10)
        bottom.style.ascender = 3
        bottom.style.descender = -4
        let context = LayoutContext(scale: 2, textMeasurer: SystemFontTestMeasurer())
        let column = StackLayoutSpec.vertical(children: [top, bottom])
        let columnLayout = column.layoutThatFits(.unconstrained, in: context)
        #expect(columnLayout.ascender == 7)
        #expect(columnLayout.descender == -4)
        // A horizontal stack keeps its own style's metrics.
        let row = StackLayoutSpec.horizontal(children: [top, bottom])
        let rowLayout = row.layoutThatFits(.unconstrained, in: context)
        #expect(rowLayout.ascender == 0)
        #expect(rowLayout.descender == 0)
    }
}
