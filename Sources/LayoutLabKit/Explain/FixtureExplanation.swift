import LayoutEngine
import LayoutGeometry
import LayoutReport

/// Why every element of one fixture has its frame (`layoutlab explain`): the fixture laid out
/// with a trace, each element's explanation, and the layout warnings.
public struct FixtureExplanation {
    /// The fixture's name.
    public var name: String
    /// Its pixels per point.
    public var scale: Double
    /// Every element, depth first (parents before children), with its explanation.
    public var elements: [ElementExplanation]
    /// Indices into `elements` of each element's parent (nil for the root).
    public var parents: [Int?]
    /// The layout warnings.
    public var warnings: [LayoutWarning]

    /// The most path segments (`PlacedElement.pathSegments`) of a layout a check explains. An
    /// explanation names every element by its path from the root, so it grows with the elements
    /// times their depth, about 11 bytes a segment: a chain nesting 9,900 levels (49 million
    /// segments) would make an 888 MB file, taking 2.8 GB and 16 s to write, and the report and
    /// the baselines read no explanation over 16 MB. One million segments is a chain of 1413
    /// levels, or 1000 elements 1000 levels deep. (`layoutlab explain` explains any layout when
    /// asked.)
    public static let checkPathSegments = 1_000_000

    /// Explains a traced layout (`FixtureLayout.compute(…, traced: true)`); with `linted` false
    /// the layout warnings are not looked for (`warnings` is empty).
    public init(name: String, scale: Double, result: FixtureLayout.Result, linted: Bool = true) {
        self.name = name
        self.scale = scale
        let trace = result.trace ?? LayoutTrace()
        let index = TraceIndex(trace)
        let placed = result.tree.root.flattened
        let paths = LayoutDiff.flatten(LayoutSnapshot(result.tree.root)).map(\.path)
        elements = zip(placed, paths).map { ElementExplanation($0, path: $1, index: index) }
        var parents: [Int?] = []
        var open: [Int] = []
        result.tree.root.forEach { _, depth in
            open.removeLast(open.count - depth)
            parents.append(open.last)
            open.append(parents.count - 1)
        }
        self.parents = parents
        warnings = result.trace == nil || !linted ? [] : LayoutLint.warnings(tree: result.tree, trace: trace, index: index, scale: scale,
                                                                   paths: paths)
    }

    /// The indices of the elements `query` names, the first of these that matches any: an exact
    /// debugName; an exact path; paths ending in `/query`; elements whose last path segment,
    /// without its `[i]` index, is `query` (`spacer` for `spacer[0]`). Empty when nothing matches.
    public func matches(_ query: String) -> [Int] {
        let tests: [(ElementExplanation) -> Bool] = [
            { $0.debugName == query },
            { $0.path == query },
            { $0.path.hasSuffix("/" + query) },
            { e in
                var last = Substring(e.path.split(separator: "/").last ?? "")
                if last.hasSuffix("]"), let open = last.lastIndex(of: "[") { last = last[..<open] }
                return last == query
            },
        ]
        for test in tests {
            let found = elements.indices.filter { test(elements[$0]) }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The chain from the root to element `i`, root first.
    public func chain(to i: Int) -> [Int] {
        var out = [i]
        while let parent = parents[out[out.count - 1]] { out.append(parent) }
        return out.reversed()
    }
}
