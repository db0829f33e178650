import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A stack measures a plain leaf again (to flex or stretch it) by changing only its layout's
/// size; the stack must come out as when every child is measured through the general path.
@Suite("Stack re-measuring plain leaves in place")
struct StackRemeasureInPlaceTests {
    @Test func flexedAndStretchedPlainLeavesLayOutAsNodesMeasuredInFull() {
        var random = SeededGenerator(state: 11)
        var compared = 0, sized = 0
        for round in 0..<600 {
            let (plain, general) = random.stacks()
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
            compared += compareLayouts(a, b, "round \(round)")
            sized += a.sublayouts.filter { !$0.isPlaceholder && $0.size.width > 0 && $0.size.height > 0 }.count
        }
        // Enough children with an area for the comparison to mean something.
        #expect(compared > 3000 && sized > 1000, "\(compared) layouts, \(sized) children with an area")
    }
}
