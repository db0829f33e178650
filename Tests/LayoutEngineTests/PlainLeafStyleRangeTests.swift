import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A plain leaf reads its style's own size range as resolved when the style was set; it must
/// measure as a node that resolves its style at every measurement does, however the style changes.
@Suite("Plain leaf style range")
struct PlainLeafStyleRangeTests {
    /// Writes one of the style's six dimensions, in place, as user code does.
    private func set(_ node: DisplayNode, _ which: Int, _ value: Dimension) {
        switch which {
        case 0: node.style.width = value
        case 1: node.style.height = value
        case 2: node.style.minWidth = value
        case 3: node.style.maxWidth = value
        case 4: node.style.minHeight = value
        default: node.style.maxHeight = value
        }
    }

    @Test func aPlainLeafMeasuresAsANodeResolvingItsStyleEachTime() {
        var random = SeededGenerator(state: 7)
        let leaf = DisplayNode()
        let reference = FullyMeasuredNode()
        var compared = 0
        var constrained = 0
        for round in 0..<400 {
            // Change one dimension in place, or the whole style at once.
            if round % 7 == 6 {
                var style = LayoutStyle()
                style.width = random.dimension()
                style.maxHeight = random.dimension()
                leaf.style = style
                reference.style = style
            } else {
                let which = random.next(6), value = random.dimension()
                set(leaf, which, value)
                set(reference, which, value)
            }
            if random.next(4) == 0 { leaf.intrinsicSize = Size(width: 12, height: 8); reference.intrinsicSize = leaf.intrinsicSize }
            for _ in 0..<6 {
                let low = Size(width: [0, 5, 20][random.next(3)], height: [0, 5, 20][random.next(3)])
                let range = SizeRange(min: low, max: Size(width: max(low.width, random.extent()), height: max(low.height, random.extent())))
                let parent = Size(width: random.extent(), height: random.extent())
                let context = LayoutContext(scale: [1, 2, 3][random.next(3)], textMeasurer: GlyphBoxMeasurer())
                let expected = reference.layoutThatFits(range, parentSize: parent, in: context).size
                let actual = leaf.layoutThatFits(range, parentSize: parent, in: context).size
                #expect(actual.width.bitPattern == expected.width.bitPattern && actual.height.bitPattern == expected.height.bitPattern,
                        "round \(round): \(leaf.style) in \(range), parent \(parent): \(actual) against \(expected)")
                compared += 1
                if actual != range.clamp(.zero) && actual != range.clamp(range.max) { constrained += 1 }
            }
        }
        // The styles constrained the leaf often enough for the comparison to mean something.
        #expect(compared == 2400 && constrained > 300, "\(constrained)")
    }

    @Test func aStyleWrittenThroughAKeyPathOrInOutIsTheOneMeasured() {
        func widen(_ style: inout LayoutStyle) { style.minWidth = .points(50) }
        let node = DisplayNode()
        let context = LayoutContext(scale: 1, textMeasurer: GlyphBoxMeasurer())
        let range = SizeRange(min: .zero, max: Size(width: 100, height: 100))
        let parent = Size(width: 100, height: 80)
        node[keyPath: \DisplayNode.style.width] = .points(30)
        node[keyPath: \DisplayNode.style.height] = .fraction(0.5)
        #expect(node.layoutThatFits(range, parentSize: parent, in: context).size == Size(width: 30, height: 40))
        widen(&node.style)
        context.beginPass()
        #expect(node.layoutThatFits(range, parentSize: parent, in: context).size == Size(width: 50, height: 40))
        node.style.height = .auto
        context.beginPass()
        #expect(node.layoutThatFits(range, parentSize: parent, in: context).size == Size(width: 50, height: 100))
    }
}
