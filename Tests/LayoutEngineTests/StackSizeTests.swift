import LayoutEngine
import LayoutGeometry
import Testing

/// The parent size a stack gives its children. The stack's own size and its children's percentages are
/// conformance cases (`stack/…` in `Cases/ported/StackRules.json`).
@Suite("Stack: size and percentages")
struct StackSizeTests {
    @Test func parentSizeIsTheExactLengthPerAxis() {
        let exact = SizeRange(exactly: Size(width: 200, height: 100))
        let mixed = sizeRange(200, 0, 200, 100)
        #expect(probeParentSize(in: exact) == Size(width: 200, height: 100))
        let probed = probeParentSize(in: mixed)
        #expect(probed?.width == 200)
        #expect(probed?.height.isNaN == true)
    }

    /// The parent size a stack in `range` hands its child.
    private func probeParentSize(in range: SizeRange) -> Size? {
        let probe = ParentSizeProbe()
        let stack = StackLayoutSpec(children: [probe])
        _ = stack.layoutThatFits(range, in: LayoutContext(scale: 2, textMeasurer: SystemFontTestMeasurer()))
        return probe.parentSizes.first
    }
}

/// A node that records the parent sizes it is measured with.
final class ParentSizeProbe: DisplayNode {
    private(set) var parentSizes: [Size] = []

    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        parentSizes.append(parentSize)
        return super.calculateLayout(range, parentSize: parentSize, in: context)
    }
}

/// An element that is neither a node nor a spec: a fixed-size box conforming to the protocol
/// directly.
final class FixedBoxElement: LayoutElement {
    var style = LayoutStyle()
    var debugName: String?
    var layoutCache = LayoutCache()
    let size: Size
    private(set) var measurements = 0

    init(name: String, size: Size) {
        debugName = name
        self.size = size
    }

    var kindName: String { "fixed" }
    var layoutChildren: [any LayoutElement] { [] }
    var appliesOwnStyleSize: Bool { true }

    func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        measurements += 1
        return Layout(element: self, size: range.clamp(size), grid: context.grid)
    }
}

@Suite("Stack: children of any kind")
struct StackChildKindTests {
    @Test func nodesSpecsAndOtherElementsAreLaidOutAlike() {
        let node = box("node", 30, 20)
        let spec = StackLayoutSpec(direction: .vertical, children: [box("inner", 10, 10)], debugName: "spec")
        let other = FixedBoxElement(name: "other", size: Size(width: 40, height: 25))
        other.style.flexGrow = 1
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [node, spec, other])
        let range = sizeRange(100, 0, 100, 100)
        let tree = layOut(stack, in: range)
        // Other: first measured 40 wide, then grown by 100 − 80 = 20.
        expectFrames(tree, size: Size(width: 100, height: 25), [
            (node, rect(0, 0, 30, 20)), (spec, rect(30, 0, 10, 10)), (other, rect(40, 0, 60, 25)),
        ], input: stack, range: range)
        #expect(other.measurements == 2)
    }
}
