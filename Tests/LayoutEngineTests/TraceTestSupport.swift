import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A layout computed with a trace, and what the trace says about each element.
struct TracedLayout {
    let tree: LayoutTree
    let trace: LayoutTrace
    let index: TraceIndex

    /// Lays `root` out in `range` at `scale` with a trace.
    init(_ root: any LayoutElement, in range: SizeRange, scale: Double = 2) {
        let context = LayoutContext(scale: scale, textMeasurer: GlyphBoxMeasurer())
        let trace = LayoutTrace()
        context.trace = trace
        tree = LayoutTree.compute(root: root, range: range, in: context)
        self.trace = trace
        index = TraceIndex(trace)
    }

    /// The steps `element`'s parent applied to it (first pass, flexing, stretching, placement).
    func parentSteps(_ element: any LayoutElement) -> [TraceStep] {
        index[element]?.parentSteps ?? []
    }

    /// The steps of `element`'s kept measurement.
    func ownSteps(_ element: any LayoutElement) -> [TraceStep] {
        index[element]?.record.steps ?? []
    }

    /// The one step of `kind` about `element` (its parent's or its own); records an issue and
    /// returns nil when there is none or several.
    func step(_ kind: TraceStep.Kind, of element: any LayoutElement,
              sourceLocation: SourceLocation = #_sourceLocation) -> TraceStep? {
        let found = (parentSteps(element) + ownSteps(element)).filter { $0.kind == kind }
        #expect(found.count == 1, "\(element.displayName): \(found.count) \(kind) steps: \(found.map(\.text))",
                sourceLocation: sourceLocation)
        return found.count == 1 ? found[0] : nil
    }

    /// The placed frame of `element`.
    func frame(_ element: any LayoutElement) -> Rect? {
        tree.root.flattened.first { $0.element === element }?.frame
    }

    /// The sum of a positioned step's terms on each axis.
    static func sum(_ step: TraceStep) -> Point {
        var p = Point(x: 0, y: 0)
        for term in step.terms {
            if term.axis == .x { p.x += term.amount } else { p.y += term.amount }
        }
        return p
    }
}
