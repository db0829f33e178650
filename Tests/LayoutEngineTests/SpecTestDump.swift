import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// Test helpers for the layout-spec tests: hosting a spec as Texture's snapshot tests do, finding
/// frames by debug name, and dumping the placed tree when a frame is wrong.
enum SpecTestDump {
    /// The placed tree as indented `name (x, y, w, h)` lines, frames relative to the root.
    static func dump(_ root: PlacedElement) -> String {
        var lines: [String] = []
        root.forEach { element, depth in
            let f = element.frame
            let frame = "(\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))"
            let mark = element.isUnplaced ? " unplaced" : ""
            lines.append(String(repeating: "  ", count: depth) + element.element.displayName + " " + frame + mark)
        }
        return lines.joined(separator: "\n")
    }

    private static func n(_ v: Double) -> String { LayoutFormat.number(v) }
}

/// A context at scale 2 with the deterministic glyph-box text measurer.
func specContext() -> LayoutContext {
    LayoutContext(scale: 2, textMeasurer: GlyphBoxMeasurer())
}

/// A plain node styled `width × height` in points, as Texture's `ASDisplayNodeWithBackgroundColor`
/// makes them (a size of 0 is an explicit 0, not auto).
func styledNode(_ name: String, _ width: Double, _ height: Double) -> DisplayNode {
    let node = DisplayNode()
    node.debugName = name
    node.style.width = .points(width)
    node.style.height = .points(height)
    return node
}

/// A plain node with no style size.
func plainNode(_ name: String) -> DisplayNode {
    let node = DisplayNode()
    node.debugName = name
    return node
}


/// A range `{minW, minH}-{maxW, maxH}`.
func range(_ minW: Double, _ minH: Double, _ maxW: Double, _ maxH: Double) -> SizeRange {
    SizeRange(min: Size(width: minW, height: minH), max: Size(width: maxW, height: maxH))
}

/// Lays `spec` out inside a host node named `host`, measured in `range` with the range's maximum as
/// its parent size, as Texture's `ASLayoutSpecSnapshotTestCase` hosts the spec under test.
/// `subnodes` are added to the host in order.
func hostLayout(_ spec: any LayoutElement, range: SizeRange, subnodes: [DisplayNode] = [],
                direction: LayoutDirection = .ltr) -> LayoutTree {
    let host = DisplayNode()
    host.debugName = "host"
    for node in subnodes { host.addSubnode(node) }
    host.layoutSpecBlock = { _, _ in spec }
    return LayoutTree.compute(root: host, range: range, direction: direction, in: specContext())
}

extension LayoutTree {
    /// The frame (relative to the root) of the first element whose debug name is `name`.
    func frame(of name: String) -> Rect? {
        root.flattened.first { $0.element.debugName == name }?.frame
    }

    /// The debug names of the placed display nodes, in depth-first (z) order.
    var nodeNames: [String] {
        root.flattened.filter(\.isNode).compactMap { $0.element.debugName }
    }
}

/// Expects each named element to have the given frame; on a mismatch the message holds the whole
/// placed tree.
func expectFrames(_ tree: LayoutTree, _ expected: KeyValuePairs<String, Rect>,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for (name, frame) in expected {
        let actual = tree.frame(of: name)
        #expect(actual == frame, "\(name): expected \(frame), got \(String(describing: actual))\n\(SpecTestDump.dump(tree.root))",
                sourceLocation: sourceLocation)
    }
}
