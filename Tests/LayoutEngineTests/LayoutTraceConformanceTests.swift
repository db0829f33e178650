import LayoutEngine
import LayoutFixtures
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// The trace of every conformance case adds up to the frames the engine produced, and tracing
/// changes no frame.
@Suite("Layout trace: the conformance cases add up")
struct LayoutTraceConformanceTests {
    static let cases = LayoutCaseTests.ported + LayoutCaseTests.measured

    @Test("Every trace adds up to the final frames", arguments: cases)
    func addsUp(_ c: LayoutCase) throws {
        let loaded = FixtureLoader.load(text: c.fixtureJSON, file: "\(c.set)/\(c.file)")
        let document = try #require(loaded.fixtures.first)
        let plain = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer())
        let traced = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer(), traced: true)
        #expect(plain.tree.root.flattened.map(\.frame) == traced.tree.root.flattened.map(\.frame),
                "tracing changed a frame")
        let trace = try #require(traced.trace)
        let index = TraceIndex(trace)
        for problem in LayoutTraceConformanceTests.problems(traced.tree.root, index: index, grid: PixelGrid(scale: document.scale)) {
            Issue.record(Comment(rawValue: "\(c.testDescription): \(problem)"))
        }
    }

    /// What does not add up: per element, the size its steps end on against its frame, the terms
    /// of each placement against its position, and the placements down from its owning node,
    /// pixel-ceiled (T6), against its frame's origin.
    static func problems(_ root: PlacedElement, index: TraceIndex, grid: PixelGrid) -> [String] {
        var out: [String] = []
        // The owning node's origin and the unrounded offsets summed below it.
        var stack: [(owner: Point, offset: Point)] = []
        root.forEach { placed, depth in
            stack.removeLast(stack.count - depth)
            let name = placed.element.displayName
            guard !placed.isUnplaced, let entry = index[placed.element] else {
                if !placed.isUnplaced { out.append("\(name): placed but never measured") }
                stack.append((.zero, .zero))
                return
            }
            let record = entry.record
            let parentSteps = entry.parentSteps
            // Sizes: the kept measurement's last sizing step, the parent's last sizing step and the frame agree.
            let lastOwn = record.steps.last { $0.size != nil }?.size
            if lastOwn != record.size { out.append("\(name): own steps end at \(lastOwn.map(LayoutTrace.describe) ?? "nothing"), measured \(LayoutTrace.describe(record.size))") }
            if let lastParent = parentSteps.last(where: { $0.size != nil })?.size, lastParent != record.size {
                out.append("\(name): parent's steps end at \(LayoutTrace.describe(lastParent)), measured \(LayoutTrace.describe(record.size))")
            }
            if placed.frame.size != record.size {
                out.append("\(name): frame size \(LayoutTrace.describe(placed.frame.size)), trace \(LayoutTrace.describe(record.size))")
            }
            // Positions: terms add up to the placement; placements add up to the frame (T6).
            let placements = parentSteps.filter { $0.kind == .positioned }
            var offset = Point.zero
            var owner = Point.zero
            if let (parentOwner, parentOffset) = stack.last {
                if placements.count != 1 { out.append("\(name): \(placements.count) placements") }
                if let p = placements.first, let position = p.position {
                    let sum = TracedLayout.sum(p)
                    if abs(sum.x - position.x) > 1e-9 || abs(sum.y - position.y) > 1e-9 {
                        out.append("\(name): terms add up to (\(sum.x), \(sum.y)), placed at (\(position.x), \(position.y))")
                    }
                    offset = Point(x: parentOffset.x + position.x, y: parentOffset.y + position.y)
                }
                owner = parentOwner
                let expected = Point(x: owner.x + grid.ceil(offset.x), y: owner.y + grid.ceil(offset.y))
                if abs(expected.x - placed.frame.minX) > 1e-9 || abs(expected.y - placed.frame.minY) > 1e-9 {
                    out.append("\(name): placements give origin (\(expected.x), \(expected.y)), frame at (\(placed.frame.minX), \(placed.frame.minY))")
                }
            }
            // A node owns what is below it: offsets restart at its origin.
            stack.append(placed.isNode ? (placed.frame.origin, .zero) : (owner, offset))
        }
        return out
    }
}
