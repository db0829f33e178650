import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// An inset makes its child's layout in the storage of the previous pass's. Whatever its child
/// became between passes (another node, a stack, a plain leaf given a spec block), and whether
/// the previous layout is still held, its layout must be what a fresh inset gives.
@Suite("Inset layouts built over the previous pass's")
struct InsetStaleLayoutTests {
    /// A child of kind `kind`: a plain leaf, a leaf with a spec block, a stack of two leaves, or a
    /// nested inset.
    private func child(_ kind: Int, _ random: inout SeededGenerator) -> any LayoutElement {
        let leaf = DisplayNode()
        leaf.style = random.stackChildStyle()
        switch kind {
        case 0: return leaf
        case 1:
            leaf.layoutSpecBlock = insetSpecBlock(width: 7, height: 5, inset: 1)
            return leaf
        case 2:
            return StackLayoutSpec(direction: random.pick([.horizontal, .vertical]), alignItems: .stretch,
                                   children: [leaf, DisplayNode()])
        default:
            return InsetLayoutSpec(insets: EdgeInsets(all: 3), child: leaf)
        }
    }

    @Test func anInsetWhoseChildChangesLaysOutAsAFreshOne() {
        var random = SeededGenerator(state: 3)
        let insets = [EdgeInsets(all: 8), EdgeInsets(top: .infinity, left: 4, bottom: .infinity, right: 0),
                      EdgeInsets(top: 2, left: .infinity, bottom: 6, right: .infinity)]
        var compared = 0
        for trial in 0..<40 {
            let inset = InsetLayoutSpec(insets: random.pick(insets), child: child(random.next(4), &random))
            let root = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: [inset, DisplayNode()])
            let context = LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
            let range = SizeRange(min: .zero, max: Size(width: 200, height: .infinity))
            var held: Layout? = root.layoutThatFits(range, in: context)
            for step in 0..<6 {
                // The child, or the insets, change; the previous root layout is held or let go.
                if random.next(3) == 0 {
                    inset.insets = random.pick(insets)
                } else {
                    inset.child = child(random.next(4), &random)
                }
                if random.next(2) == 0 { held = nil }
                withExtendedLifetime(held) {}
                context.beginPass()
                let layout = root.layoutThatFits(range, in: context)
                let fresh = StackLayoutSpec(direction: .vertical, alignItems: .stretch,
                                            children: [InsetLayoutSpec(insets: inset.insets, child: inset.child), DisplayNode()])
                let expected = fresh.layoutThatFits(range, in: LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer()))
                compared += compareLayouts(layout, expected, "trial \(trial), step \(step)")
                held = layout
            }
        }
        #expect(compared > 40 * 6 * 4)
    }
}
