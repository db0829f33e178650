import LayoutEngine
import LayoutGeometry
import Testing

/// Optimized flexing: the single grow-and-shrink child of an exact-length stack
/// starts as an unmeasured 0×0 placeholder.
@Suite("Stack: optimized flexing")
struct StackOptimizedFlexingTests {
    @Test func theFlexibleChildIsMeasuredOnlyAtItsFlexedLength() {
        let aspect = AspectNode(name: "aspect", ratio: 1.5)
        aspect.style.flexBasis = .fraction(1)
        aspect.style.flexGrow = 1
        aspect.style.flexShrink = 1
        let square = box("square", 50, 50)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [aspect, square])
        let range = sizeRange(150, 0, 150, .infinity)
        let tree = layOut(stack, in: range)
        // It starts at 0 (neither its 100% basis nor its intrinsic size), grows by 100 and is then
        // 150 high at width 100.
        expectFrames(tree, size: Size(width: 150, height: 150), [
            (aspect, rect(0, 0, 100, 150)), (square, rect(100, 0, 50, 50)),
        ], input: stack, range: range)
        #expect(aspect.measuredRanges.allSatisfy { $0.min.width == 100 && $0.max.width == 100 })
        #expect(!aspect.measuredRanges.isEmpty)
    }

    @Test func withoutOptimizedFlexingTheBasisIsMeasuredFirst() {
        let aspect = AspectNode(name: "aspect", ratio: 1.5)
        aspect.style.flexBasis = .fraction(1)
        aspect.style.flexGrow = 1
        aspect.style.flexShrink = 1
        let square = box("square", 50, 50, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [aspect, square])
        let range = sizeRange(150, 0, 150, .infinity)
        _ = layOut(stack, in: range)
        #expect(aspect.measuredRanges.first?.max.width == 150)
    }

    @Test func placeholderStaysUnmeasuredWhenNothingElseShrinks() {
        let wide = box("wide", 150, 50)
        let flexible = box("flexible", grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [wide, flexible])
        let range = sizeRange(100, 0, 100, 80)
        let tree = layOut(stack, in: range)
        // v = −50 but the scaled shrink sum is 0 (the placeholder is 0 long): no one shrinks.
        #expect(tree.rootLayout.sublayouts[1].isPlaceholder)
        expectFrames(tree, size: Size(width: 100, height: 50), [
            (wide, rect(0, 0, 150, 50)), (flexible, rect(150, 0, 0, 0)),
        ], input: stack, range: range)
    }

    @Test func placeholderStaysUnmeasuredWhenTheGrowthFloorsToZero() {
        let fixed = box("fixed", 50, 50)
        let flexible = box("flexible", grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [fixed, flexible])
        let range = sizeRange(50.5, 0, 50.5, 80)
        let tree = layOut(stack, in: range)
        #expect(tree.rootLayout.sublayouts[1].isPlaceholder)
        #expect(tree.rootLayout.sublayouts[1].size == .zero)
    }

    @Test func nodesInsideAnUnmeasuredSpecPlaceholderGetNoFrame() {
        let wide = box("wide", 150, 50)
        let inner = box("inner", 20, 20)
        let flexibleSpec = StackLayoutSpec(direction: .vertical, children: [inner], debugName: "flexibleSpec")
        flexibleSpec.style.flexGrow = 1
        flexibleSpec.style.flexShrink = 1
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [wide, flexibleSpec])
        let tree = layOut(stack, in: sizeRange(100, 0, 100, 80))
        let placedInner = tree.root.flattened.first { $0.element === inner }
        #expect(placedInner?.isUnplaced == true)
        #expect(inner.hasFrame == false)
    }

    @Test func aStretchPlaceholderIsMeasuredByTheStretchStep() {
        let wide = box("wide", 150, 50)
        let flexible = box("flexible", grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [wide, flexible])
        let range = sizeRange(100, 0, 100, .infinity)
        let tree = layOut(stack, in: range)
        #expect(!tree.rootLayout.sublayouts[1].isPlaceholder)
        expectFrames(tree, size: Size(width: 100, height: 50), [
            (wide, rect(0, 0, 150, 50)), (flexible, rect(150, 0, 0, 50)),
        ], input: stack, range: range)
    }

    @Test func withoutAViolationThePlaceholderIsMeasuredAtLengthZero() {
        let fixed = box("fixed", 100, 50)
        let flexible = box("flexible", grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [fixed, flexible])
        let range = sizeRange(100, 0, 100, 80)
        let tree = layOut(stack, in: range)
        // No violation, so no factor: the placeholder is measured with length 0 and, being a plain
        // node, fills the cross maximum.
        #expect(!tree.rootLayout.sublayouts[1].isPlaceholder)
        expectFrames(tree, size: Size(width: 100, height: 80), [
            (fixed, rect(0, 0, 100, 50)), (flexible, rect(100, 0, 0, 80)),
        ], input: stack, range: range)
    }

    @Test func placeholderGrowsToTheWholeViolation() {
        let blue = box("blue", 10)
        let red = box("red", 500, 500, grow: 1, shrink: 1)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [blue, red])
        let range = sizeRange(280, 0, 280, .infinity)
        expectFrames(layOut(stack, in: range), size: Size(width: 280, height: 500), [
            (blue, rect(0, 0, 10, 500)), (red, rect(10, 0, 270, 500)),
        ], input: stack, range: range)
    }
}
