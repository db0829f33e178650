import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A spec whose layout is a fixed size clamped to its range, as `FixedBoxElement`'s is: the same
/// element as a spec, which reads its style's own range as resolved when the style was set.
private final class FixedBoxSpec: LayoutSpec {
    let size: Size

    init(size: Size, style: LayoutStyle = LayoutStyle()) {
        self.size = size
        super.init(style: style)
    }

    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        Layout(element: self, size: range.clamp(size), grid: context.grid)
    }
}

/// A spec keeps its style's own size range as resolved when the style was set (in its
/// initializer, or afterwards, whole or in place): it must measure, alone and as a stack's child,
/// as an element that resolves its style at every measurement does.
@Suite("Spec style range")
struct SpecStyleRangeTests {
    private func set(_ style: inout LayoutStyle, _ which: Int, _ value: Dimension) {
        switch which {
        case 0: style.width = value
        case 1: style.height = value
        case 2: style.minWidth = value
        case 3: style.maxWidth = value
        case 4: style.minHeight = value
        default: style.maxHeight = value
        }
    }

    @Test func aSpecMeasuresAsAnElementResolvingItsStyleEachTime() {
        var random = SeededGenerator(state: 11)
        let box = Size(width: 24, height: 18)
        let spec = FixedBoxSpec(size: box)
        let reference = FixedBoxElement(name: "reference", size: box)
        var compared = 0
        var constrained = 0
        for round in 0..<400 {
            let which = random.next(6), value = random.dimension()
            if round % 5 == 4 {
                // The whole style at once; every tenth round a spec made with it.
                var style = reference.style
                set(&style, which, value)
                reference.style = style
                spec.style = style
            } else {
                set(&reference.style, which, value)
                set(&spec.style, which, value)
            }
            let fresh = FixedBoxSpec(size: box, style: reference.style)
            for _ in 0..<6 {
                let low = Size(width: [0, 5, 20][random.next(3)], height: [0, 5, 20][random.next(3)])
                let range = SizeRange(min: low, max: Size(width: max(low.width, random.extent()),
                                                          height: max(low.height, random.extent())))
                let parent = Size(width: random.extent(), height: random.extent())
                let context = LayoutContext(scale: [1, 2, 3][random.next(3)], textMeasurer: GlyphBoxMeasurer())
                let expected = reference.layoutThatFits(range, parentSize: parent, in: context).size
                for (name, element) in [("set", spec), ("made", fresh)] {
                    let actual = element.layoutThatFits(range, parentSize: parent, in: context).size
                    #expect(actual.width.bitPattern == expected.width.bitPattern
                            && actual.height.bitPattern == expected.height.bitPattern,
                            "round \(round), \(name): \(reference.style) in \(range), parent \(parent): \(actual) against \(expected)")
                }
                compared += 1
                if expected != range.clamp(box) { constrained += 1 }
            }
        }
        // The styles constrained the spec often enough for the comparison to mean something.
        #expect(compared == 2400 && constrained > 300, "\(constrained)")
    }

    @Test func aSpecChildIsStretchedAndFlexedAsAnElementResolvingItsStyle() {
        var random = SeededGenerator(state: 5)
        var stretchedToOwnRange = 0
        for round in 0..<300 {
            var style = random.stackChildStyle()
            style.alignSelf = random.pick([.stretch, .stretch, .auto])
            let box = Size(width: random.pick([0, 12, 50]), height: random.pick([0, 7, 40]))
            let direction: StackDirection = random.pick([.horizontal, .vertical])
            func stack(_ child: any LayoutElement) -> StackLayoutSpec {
                StackLayoutSpec(direction: direction, alignItems: .stretch,
                                children: [child, FixedBoxElement(name: "sibling", size: Size(width: 30, height: 30))])
            }
            let spec = FixedBoxSpec(size: box)
            spec.style = style
            let reference = FixedBoxElement(name: "reference", size: box)
            reference.style = style
            let specStack = stack(spec)
            let referenceStack = stack(reference)
            let range = SizeRange(min: Size(width: random.pick([0, 80]), height: 0),
                                  max: Size(width: random.pick([80, 200, .infinity]), height: random.pick([60, .infinity])))
            let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
            let actual = specStack.layoutThatFits(range, in: context)
            let expected = referenceStack.layoutThatFits(range, in: context)
            #expect(actual.size == expected.size && actual.sublayouts.map(\.frame) == expected.sublayouts.map(\.frame),
                    "round \(round): \(style), box \(box) in \(range)")
            if actual.sublayouts[0].size != range.clamp(box), !style.width.isAuto || !style.height.isAuto {
                stretchedToOwnRange += 1
            }
        }
        #expect(stretchedToOwnRange > 30, "\(stretchedToOwnRange)")
    }
}
