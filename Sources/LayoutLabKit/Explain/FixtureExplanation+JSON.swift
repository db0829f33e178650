import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutReport

extension FixtureExplanation {
    /// The JSON `layoutlab explain --json` prints for this fixture: the fixture, the chain from the
    /// root to each element of `targets` (every element when nil), and the warnings. Numbers are
    /// points; an unbounded maximum is the string `"inf"`.
    public func json(targets: [Int]?) -> Data {
        let chosen = targets ?? Array(elements.indices)
        let document = Document(
            fixture: name, scale: scale,
            nodes: chosen.map { i in Document.Target(path: elements[i].path, chain: chain(to: i).map { ExplainedElement(elements[$0]) }) },
            warnings: warnings)
        return LayoutExplanationFile.encode(document)
    }

    /// Every element's explanation once, with its parent's index, in the layout file's order: what
    /// a check writes beside the actual layout for the report's "Why this size" panel.
    public var file: LayoutExplanationFile {
        LayoutExplanationFile(fixture: name, scale: scale, parents: parents, elements: elements.map(ExplainedElement.init))
    }

    /// The JSON document's shape.
    struct Document: Encodable {
        var fixture: String
        var scale: Double
        var nodes: [Target]
        var warnings: [LayoutWarning]

        struct Target: Encodable {
            var path: String
            var chain: [ExplainedElement]
        }
    }
}

extension ExplainedElement {
    /// The JSON form of an element's explanation.
    init(_ e: ElementExplanation) {
        self.init(kind: e.kind, debugName: e.debugName, path: e.path,
                  frame: e.frame.map { [$0.minX, $0.minY, $0.width, $0.height] }, style: e.style,
                  offered: e.offered.map { [[$0.min.width, $0.min.height], [$0.max.width, $0.max.height]] },
                  offeredBy: e.offeredBy, steps: e.steps.map(ExplainedStep.init))
    }
}

extension ExplainedStep {
    /// The JSON form of a trace step.
    init(_ s: TraceStep) {
        self.init(kind: s.kind.rawValue, rule: s.rule, texture: s.texture, text: s.text, size: s.size.map { [$0.width, $0.height] },
                  position: s.position.map { [$0.x, $0.y] },
                  terms: s.terms.isEmpty ? nil : s.terms.map { Term(axis: $0.axis.rawValue, amount: $0.amount, label: $0.label) })
    }
}
