import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
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

    /// A stack's length is summed again after stretching when stretching measured a child again:
    /// a child that answers with another length than the exact one it was given counts with the
    /// length it answered.
    @Test func theStackLengthCountsWhatStretchingMeasured() {
        let wide = CrossProportionalNode(name: "wide", alongWidth: true)
        let tall = box("tall", 30, 40)
        let row = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [wide, tall])
        let range = sizeRange(0, 0, 500, 500)
        // First measured with no cross minimum: 10 × 0; stretched to the line's 40: 80 × 40.
        expectFrames(layOut(row, in: range), size: Size(width: 110, height: 40), [
            (wide, rect(0, 0, 80, 40)), (tall, rect(80, 0, 30, 40)),
        ], input: row, range: range)
        // In a column: 0 × 10, stretched to the line's 30: 30 × 60.
        let long = CrossProportionalNode(name: "long", alongWidth: false)
        let square = box("square", 30, 40)
        let column = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [long, square])
        expectFrames(layOut(column, in: range), size: Size(width: 30, height: 100), [
            (long, rect(0, 0, 30, 60)), (square, rect(0, 60, 30, 40)),
        ], input: column, range: range)
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

/// A node whose width (`alongWidth`) or height is twice the minimum height or width it is given
/// (10 without one), whatever the range: a stack that stretches it gets another length back.
final class CrossProportionalNode: DisplayNode {
    let alongWidth: Bool

    init(name: String, alongWidth: Bool) {
        self.alongWidth = alongWidth
        super.init()
        debugName = name
    }

    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let cross = alongWidth ? range.min.height : range.min.width
        let length = cross > 0 ? cross * 2 : 10
        let size = alongWidth ? Size(width: length, height: cross) : Size(width: cross, height: length)
        return Layout(element: self, size: size, grid: context.grid)
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

/// An element that is neither a node nor a spec and answers its measurement with the layout of
/// another element (a stand-in for it).
final class StandInElement: LayoutElement {
    var style = LayoutStyle()
    var debugName: String?
    var layoutCache = LayoutCache()
    let standsFor: any LayoutElement

    init(for element: any LayoutElement) { standsFor = element }

    var kindName: String { "stand-in" }
    var layoutChildren: [any LayoutElement] { [standsFor] }
    var appliesOwnStyleSize: Bool { true }

    func layoutThatFits(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        standsFor.layoutThatFits(range, parentSize: parentSize, in: context)
    }

    func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        standsFor.calculateLayout(range, parentSize: parentSize, in: context)
    }
}

/// A spec whose layout is its child's (an override of `calculateLayout` may answer with another
/// element's layout).
final class ForwardingSpec: LayoutSpec {
    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        children[0].layoutThatFits(range, parentSize: parentSize, in: context)
    }
}

/// A node whose layout is another element's.
final class ForwardingNode: DisplayNode {
    let standsFor: any LayoutElement

    init(for element: any LayoutElement) {
        standsFor = element
        super.init()
    }

    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        standsFor.layoutThatFits(range, parentSize: parentSize, in: context)
    }
}

/// A node that turns its parent stack vertical the second time it is measured.
final class DirectionFlippingNode: DisplayNode {
    weak var stack: StackLayoutSpec?
    private var measurements = 0

    override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        measurements += 1
        if measurements == 2 { stack?.direction = .vertical }
        return Size(width: 10, height: 5)
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

    /// A vertical stack passes on the baseline metrics of its first and last children's layouts:
    /// for a child whose layout is another element's (a conformer of the protocol, a spec or a
    /// node overriding `calculateLayout`), that element's style gives them.
    @Test(arguments: ["conformer", "spec", "node"])
    func baselinesComeFromTheLayoutsElement(_ kind: String) {
        let inner = box("inner", 10, 10)
        inner.style.ascender = 7
        inner.style.descender = -3
        let standIn: any LayoutElement
        switch kind {
        case "conformer": standIn = StandInElement(for: inner)
        case "spec": standIn = ForwardingSpec(children: [inner])
        default: standIn = ForwardingNode(for: inner)
        }
        standIn.style.ascender = 99
        standIn.style.descender = -99
        let context = LayoutContext(scale: 1, textMeasurer: GlyphBoxMeasurer())
        let column = StackLayoutSpec(direction: .vertical, children: [standIn])
        let layout = column.layoutThatFits(sizeRange(0, 0, 100, 100), in: context)
        #expect(layout.ascender == 7 && layout.descender == -3)
        // In a row aligned on first baselines, the stand-in's layout sits by its element's ascender.
        let tall = box("tall", 10, 30)
        tall.style.ascender = 20
        let row = StackLayoutSpec(direction: .horizontal, alignItems: .baselineFirst, children: [tall, standIn])
        let rowLayout = row.layoutThatFits(sizeRange(0, 0, 100, 100), in: LayoutContext(scale: 1, textMeasurer: GlyphBoxMeasurer()))
        #expect(rowLayout.sublayouts[1].position.y == 13)
    }

    /// Whether a stack passes its children's baseline metrics on is decided by its direction once
    /// its children are laid out: a child measured (stretched) may change it.
    @Test func theDirectionIsReadAfterTheChildrenAreLaidOut() {
        let flipper = DirectionFlippingNode()
        flipper.style.ascender = 4
        let stack = StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [flipper, box("tall", 10, 30)])
        flipper.stack = stack
        let layout = stack.layoutThatFits(sizeRange(0, 0, 100, 100), in: LayoutContext(scale: 1, textMeasurer: GlyphBoxMeasurer()))
        #expect(stack.direction == .vertical)
        #expect(layout.ascender == 4)
    }
}
