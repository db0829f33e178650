import LayoutEngine
import LayoutGeometry
import LayoutReport

/// The layout warnings: a lint on a traced, laid-out tree for the layouts Texture users trip over
/// (`LayoutWarning.Code` lists them). Each rule looks at one element at a time.
public enum LayoutLint {
    /// How far (points) a subnode may reach past its node's bounds before it overflows.
    static let overflowTolerance = 0.01

    /// Every warning for a traced layout (`FixtureLayout.compute(…, traced: true)`); none when it
    /// was not traced.
    public static func warnings(_ result: FixtureLayout.Result, scale: Double) -> [LayoutWarning] {
        guard let trace = result.trace else { return [] }
        let paths = LayoutDiff.flatten(LayoutSnapshot(result.tree.root)).map(\.path)
        return warnings(tree: result.tree, trace: trace, index: TraceIndex(trace), scale: scale, paths: paths)
    }

    /// Every warning for `tree`, laid out with `trace` (indexed by `index`); `paths` are the
    /// structural diff's paths of the placed elements, depth first.
    public static func warnings(tree: LayoutTree, trace: LayoutTrace, index: TraceIndex, scale: Double,
                                paths: [String]) -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        var owners: [PlacedElement?] = []
        var i = 0
        tree.root.forEach { placed, depth in
            owners.removeLast(owners.count - depth)
            let owner = owners.last ?? nil
            let context = Context(placed: placed, path: paths[i], entry: index[placed.element], owner: owner, scale: scale)
            out += context.warnings()
            owners.append(placed.isNode ? placed : owner)
            i += 1
        }
        return out
    }

    /// One element, with what the rules need to know about it.
    struct Context {
        let placed: PlacedElement
        let path: String
        let entry: TraceIndex.Entry?
        /// The node whose spec holds this element (its nearest node ancestor), as placed.
        let owner: PlacedElement?
        let scale: Double

        var label: String { LayoutTrace.label(placed.element) }

        func warning(_ code: LayoutWarning.Code, _ reason: String, fix: String) -> LayoutWarning {
            LayoutWarning(code: code, node: label, path: path, reason: reason, fix: fix)
        }

        func warnings() -> [LayoutWarning] {
            guard !placed.isUnplaced else { return [] }
            var out: [LayoutWarning] = []
            if let node = placed.element as? DisplayNode {
                out += [zeroSize(node), unbounded(node), overflow(node), truncated(node), offGrid(), notSubnode(node)]
                    .compactMap { $0 }
            }
            out += noEffect()
            return out
        }
    }
}
