import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A stack measures a plain leaf again (to flex or stretch it) by changing only its layout's
/// size; the stack must come out as when every child is measured through the general path.
@Suite("Stack re-measuring plain leaves in place")
struct StackRemeasureInPlaceTests {
    /// A random style for a stack child: sizes, limits, flex factors and basis, alignment.
    private func style(_ random: inout SeededGenerator) -> LayoutStyle {
        var style = LayoutStyle()
        let sizes: [Dimension] = [.auto, .auto, .points(10), .points(33.5), .points(1.0 / 3), .fraction(0.25), .points(0)]
        style.width = random.pick(sizes)
        style.height = random.pick(sizes)
        style.minWidth = random.pick([.auto, .auto, .points(8)])
        style.maxHeight = random.pick([.auto, .auto, .points(40)])
        style.flexGrow = random.pick([0, 0, 1, 2.5])
        style.flexShrink = random.pick([0, 1, 1, 0.5])
        style.flexBasis = random.pick([.auto, .auto, .points(10), .points(75), .fraction(0.5)])
        style.alignSelf = random.pick([.auto, .auto, .auto, .start, .stretch, .center])
        style.spacingBefore = random.pick([0, 0, 3])
        return style
    }

    /// The same stack twice: with `DisplayNode` leaves and with `FullyMeasuredNode` leaves.
    private func stacks(_ random: inout SeededGenerator) -> (plain: StackLayoutSpec, general: StackLayoutSpec) {
        let direction = random.pick([StackDirection.horizontal, .vertical])
        let alignItems = random.pick([StackAlignItems.stretch, .stretch, .start, .center, .end])
        let justify = random.pick([StackJustifyContent.start, .center, .spaceBetween, .end])
        let wrap = random.pick([StackFlexWrap.noWrap, .noWrap, .wrap])
        let spacing = random.pick([0, 4, 2.5])
        var plain: [any LayoutElement] = [], general: [any LayoutElement] = []
        for _ in 0..<(1 + random.next(9)) {
            if random.next(6) == 0 {
                // A nested stack, so a plain leaf is also re-measured inside a flexed child.
                let (p, g) = stacks(&random)
                let s = style(&random)
                p.style = s
                g.style = s
                plain.append(p)
                general.append(g)
                continue
            }
            let s = style(&random)
            let a = DisplayNode(), b = FullyMeasuredNode()
            a.style = s
            b.style = s
            if random.next(8) == 0 { a.intrinsicSize = Size(width: 12, height: 7); b.intrinsicSize = a.intrinsicSize }
            plain.append(a)
            general.append(b)
        }
        func stack(_ children: [any LayoutElement]) -> StackLayoutSpec {
            StackLayoutSpec(direction: direction, spacing: spacing, justifyContent: justify, alignItems: alignItems,
                            flexWrap: wrap, children: children)
        }
        return (stack(plain), stack(general))
    }

    /// Every frame, bit for bit, and the placeholder flags; the number of layouts compared.
    private func compare(_ a: Layout, _ b: Layout, _ path: String) -> Int {
        #expect(a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
                && a.position.x.bitPattern == b.position.x.bitPattern && a.position.y.bitPattern == b.position.y.bitPattern
                && a.isPlaceholder == b.isPlaceholder && a.sublayouts.count == b.sublayouts.count,
                "\(path): \(a.frame) against \(b.frame)")
        var count = 1
        for (i, (x, y)) in zip(a.sublayouts, b.sublayouts).enumerated() { count += compare(x, y, path + "/\(i)") }
        return count
    }

    @Test func flexedAndStretchedPlainLeavesLayOutAsNodesMeasuredInFull() {
        var random = SeededGenerator(state: 11)
        var compared = 0, sized = 0
        for round in 0..<600 {
            let (plain, general) = stacks(&random)
            let width = random.pick([0, 50, 100, 333.5, Double.infinity])
            let height = random.pick([0, 40, 120, Double.infinity])
            let exact = random.next(2) == 0
            let range = SizeRange(min: exact ? Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0) : .zero,
                                  max: Size(width: width, height: height))
            let scale = random.pick([1.0, 2, 3])
            let a = plain.layoutThatFits(range, parentSize: Size(width: width, height: height),
                                         in: LayoutContext(scale: scale, textMeasurer: GlyphBoxMeasurer()))
            let b = general.layoutThatFits(range, parentSize: Size(width: width, height: height),
                                           in: LayoutContext(scale: scale, textMeasurer: GlyphBoxMeasurer()))
            compared += compare(a, b, "round \(round)")
            sized += a.sublayouts.filter { !$0.isPlaceholder && $0.size.width > 0 && $0.size.height > 0 }.count
        }
        // Enough children with an area for the comparison to mean something.
        #expect(compared > 3000 && sized > 1000, "\(compared) layouts, \(sized) children with an area")
    }
}
