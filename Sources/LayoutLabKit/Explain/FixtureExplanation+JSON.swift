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
            nodes: chosen.map { i in Document.Target(path: elements[i].path, chain: chain(to: i).map { Document.Element(elements[$0]) }) },
            warnings: warnings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }

    /// The JSON document's shape.
    struct Document: Encodable {
        var fixture: String
        var scale: Double
        var nodes: [Target]
        var warnings: [LayoutWarning]

        struct Target: Encodable {
            var path: String
            var chain: [Element]
        }

        struct Element: Encodable {
            var kind: String
            var debugName: String?
            var path: String
            var frame: [Double]?
            var style: String
            var offered: [[Double]]?
            var offeredBy: String?
            var steps: [Step]

            init(_ e: ElementExplanation) {
                kind = e.kind
                debugName = e.debugName
                path = e.path
                frame = e.frame.map { [$0.minX, $0.minY, $0.width, $0.height] }
                style = e.style
                offered = e.offered.map { [[$0.min.width, $0.min.height], [$0.max.width, $0.max.height]] }
                offeredBy = e.offeredBy
                steps = e.steps.map(Step.init)
            }
        }

        struct Step: Encodable {
            var kind: String
            var rule: String
            var texture: String
            var text: String
            var size: [Double]?
            var position: [Double]?
            var terms: [Term]?

            struct Term: Encodable {
                var axis: String
                var amount: Double
                var label: String
            }

            init(_ s: TraceStep) {
                kind = s.kind.rawValue
                rule = s.rule
                texture = s.texture
                text = s.text
                size = s.size.map { [$0.width, $0.height] }
                position = s.position.map { [$0.x, $0.y] }
                terms = s.terms.isEmpty ? nil : s.terms.map { Term(axis: $0.axis.rawValue, amount: $0.amount, label: $0.label) }
            }
        }
    }
}
