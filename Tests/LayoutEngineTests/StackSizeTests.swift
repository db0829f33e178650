import LayoutEngine
import LayoutGeometry
import Testing

/// The stack's own size and the parent size it gives its children.
@Suite("Stack: size and percentages")
struct StackSizeTests {
    @Test func anEmptyStackIsItsRangeMinimum() {
        let stack = StackLayoutSpec()
        let range = sizeRange(50, 50, 300, 300)
        #expect(layOut(stack, in: range).size == Size(width: 50, height: 50))
        let spaced = StackLayoutSpec(direction: .vertical, spacing: 10)
        #expect(layOut(spaced, in: sizeRange(300, 0, 300, 300)).size == Size(width: 300, height: 0))
    }

    @Test func theStackGrowsOnlyToItsMinimum() {
        let items = ["red", "blue", "green"].map { box($0, 50, 50) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: items)
        #expect(layOut(stack, in: sizeRange(300, 0, 300, 300)).size == Size(width: 300, height: 50))
        #expect(layOut(stack, in: sizeRange(0, 0, 300, 300)).size == Size(width: 150, height: 50))
    }

    // Deviation T3: a stack resolves its children's percentages only on an exactly sized axis.
    @Test func percentagesResolveOnlyAgainstAnExactAxis() {
        let child = box("child", 20)
        child.style.height = .fraction(0.5)
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [child])
        // The height is not exact: 50% is ignored and the plain node fills the cross maximum.
        let inexact = sizeRange(200, 0, 200, 100)
        expectFrames(layOut(stack, in: inexact), [(child, rect(0, 0, 20, 100))], input: stack, range: inexact)
        // An exact height resolves it.
        let exact = sizeRange(200, 100, 200, 100)
        expectFrames(layOut(stack, in: exact), [(child, rect(0, 0, 20, 50))], input: stack, range: exact)
    }

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

    @Test func sizesAreCeiledAndSummedCeiled() {
        let items = (0..<3).map { box("item\($0)", 10.3, 10) }
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: items)
        // Each child is 10.5 (ceiled at 2x); the stack sums 31.5.
        #expect(layOut(stack, in: .unconstrained).size == Size(width: 31.5, height: 10))
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
