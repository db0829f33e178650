import LayoutEngine
import LayoutGeometry
import LayoutLabTestSupport
import Testing

/// A plain node named `name`, optionally with a preferred size and flex factors.
func box(_ name: String, _ width: Double? = nil, _ height: Double? = nil,
         grow: Double = 0, shrink: Double = 0) -> DisplayNode {
    let node = DisplayNode()
    node.debugName = name
    if let width { node.style.width = .points(width) }
    if let height { node.style.height = .points(height) }
    node.style.flexGrow = grow
    node.style.flexShrink = shrink
    return node
}

/// `{minW, minH}-{maxW, maxH}`.
func sizeRange(_ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double) -> SizeRange {
    SizeRange(min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}

/// A rectangle literal.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Lays `root` out in `range` at scale 2 (Texture's test scale) and flattens it.
func layOut(_ root: any LayoutElement, in range: SizeRange, scale: Double = 2,
            measurer: any TextMeasuring = GlyphBoxMeasurer()) -> LayoutTree {
    let context = LayoutContext(scale: scale, textMeasurer: measurer)
    return LayoutTree.compute(root: root, range: range, in: context)
}

/// Checks the root size and the root-relative frames of `expected` elements in `tree`; on a
/// mismatch, records one issue holding the input tree, the expected and actual frames, and the
/// whole placed tree.
func expectFrames(_ tree: LayoutTree, size: Size? = nil, _ expected: [(any LayoutElement, Rect)],
                  input root: any LayoutElement, range: SizeRange,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let placed = tree.root.flattened
    var mismatches: [String] = []
    if let size, !(tree.size == size) {
        mismatches.append("root size: expected \(describe(size)), actual \(describe(tree.size))")
    }
    for (element, frame) in expected {
        guard let actual = placed.first(where: { $0.element === element }) else {
            mismatches.append("\(element.displayName): expected \(describe(frame)), not in the placed tree")
            continue
        }
        if !(actual.frame == frame) {
            mismatches.append("\(element.displayName): expected \(describe(frame)), actual \(describe(actual.frame))")
        }
    }
    guard !mismatches.isEmpty else { return }
    let message = """
        Frame mismatch
        input (range \(range.description)):
        \(describeInput(root))
        mismatches:
        \(mismatches.map { "  " + $0 }.joined(separator: "\n"))
        actual layout:
        \(dumpPlacedTree(tree.root))
        """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// `[x, y, w, h]` with the shortest round-tripping numbers.
func describe(_ frame: Rect) -> String {
    "[\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)), \(n(frame.height))]"
}

/// `w×h`.
func describe(_ size: Size) -> String { "\(n(size.width))×\(n(size.height))" }

private func n(_ v: Double) -> String { LayoutFormat.number(v) }

/// The placed tree, one element per line, indented by depth.
func dumpPlacedTree(_ root: PlacedElement) -> String {
    var lines: [String] = []
    root.forEach { element, depth in
        let unplaced = element.isUnplaced ? " (unplaced)" : ""
        lines.append(String(repeating: "  ", count: depth + 1) + "\(element.element.displayName) \(describe(element.frame))\(unplaced)")
    }
    return lines.joined(separator: "\n")
}

/// The element tree with stack settings and the style values that differ from the defaults.
func describeInput(_ root: any LayoutElement) -> String {
    var lines: [String] = []
    func visit(_ element: any LayoutElement, _ depth: Int) {
        var parts = [element.displayName]
        if let stack = element as? StackLayoutSpec {
            parts.append("\(stack.direction.rawValue) spacing=\(n(stack.spacing)) justify=\(stack.justifyContent.rawValue) "
                         + "alignItems=\(stack.alignItems.rawValue) wrap=\(stack.flexWrap.rawValue) "
                         + "alignContent=\(stack.alignContent.rawValue) lineSpacing=\(n(stack.lineSpacing))")
        }
        parts.append(describeStyle(element.style))
        lines.append(String(repeating: "  ", count: depth + 1) + parts.filter { !$0.isEmpty }.joined(separator: " "))
        for child in element.layoutChildren { visit(child, depth + 1) }
    }
    visit(root, 0)
    return lines.joined(separator: "\n")
}

private func describeStyle(_ style: LayoutStyle) -> String {
    let defaults = LayoutStyle()
    var parts: [String] = []
    let dimensions: [(String, Dimension, Dimension)] = [
        ("width", style.width, defaults.width), ("height", style.height, defaults.height),
        ("minWidth", style.minWidth, defaults.minWidth), ("maxWidth", style.maxWidth, defaults.maxWidth),
        ("minHeight", style.minHeight, defaults.minHeight), ("maxHeight", style.maxHeight, defaults.maxHeight),
        ("flexBasis", style.flexBasis, defaults.flexBasis),
    ]
    for (name, value, initial) in dimensions where value != initial {
        parts.append("\(name)=\(value.description)")
    }
    let numbers: [(String, Double, Double)] = [
        ("flexGrow", style.flexGrow, defaults.flexGrow), ("flexShrink", style.flexShrink, defaults.flexShrink),
        ("spacingBefore", style.spacingBefore, defaults.spacingBefore),
        ("spacingAfter", style.spacingAfter, defaults.spacingAfter),
        ("ascender", style.ascender, defaults.ascender), ("descender", style.descender, defaults.descender),
    ]
    for (name, value, initial) in numbers where value != initial {
        parts.append("\(name)=\(n(value))")
    }
    if style.alignSelf != .auto { parts.append("alignSelf=\(style.alignSelf.rawValue)") }
    return parts.joined(separator: " ")
}

/// A node that records every range it is measured with and sizes itself as `width × ratio·width`
/// within the range's maximum width (like a ratio spec around a plain node).
final class AspectNode: DisplayNode {
    let ratio: Double
    private(set) var measuredRanges: [SizeRange] = []

    init(name: String, ratio: Double) {
        self.ratio = ratio
        super.init()
        debugName = name
    }

    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        measuredRanges.append(range)
        let width = range.max.width.isFinite ? range.max.width : 0
        return Layout(element: self, size: range.clamp(Size(width: width, height: width * ratio)), grid: context.grid)
    }
}
