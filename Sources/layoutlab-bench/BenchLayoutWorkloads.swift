import LayoutEngine
import LayoutGeometry

/// One layout benchmark tree: its root, the range it is laid out in, and the root size a correct
/// layout gives (checked once before timing).
struct LayoutWorkload {
    let name: String
    let root: any LayoutElement
    let range: SizeRange
    let expectedSize: Size

    /// Elements in the tree (nodes and specs).
    var elementCount: Int {
        var count = 0
        var pending: [any LayoutElement] = [root]
        while let element = pending.popLast() {
            count += 1
            pending.append(contentsOf: element.layoutChildren)
        }
        return count
    }

    /// Every workload, in the order they run.
    static let names = ["feed", "deep", "deepc16", "deepc200", "wide", "grid"]

    /// Builds the workload called `name`, or nil.
    static func make(_ name: String) -> LayoutWorkload? {
        switch name {
        case "feed": return feed()
        case "deep": return deep(levels: 200)
        case "deepc16": return deepContentSized(name: name, levels: 16)
        case "deepc200": return deepContentSized(name: name, levels: 200)
        case "wide": return wide(count: 10_000)
        case "grid": return grid(rows: 100, columns: 100)
        default: return nil
        }
    }

    /// A leaf node with an optional fixed size.
    private static func leaf(_ width: Double? = nil, _ height: Double? = nil) -> DisplayNode {
        let node = DisplayNode()
        if let width { node.style.width = .points(width) }
        if let height { node.style.height = .points(height) }
        return node
    }

    /// The range a root of width `width` is laid out in: that width, unbounded height.
    private static func rootRange(width: Double) -> SizeRange {
        SizeRange(min: .zero, max: Size(width: width, height: .infinity))
    }

    /// A 375-wide column of 1000 cells; each cell is an 8-point inset around a row of a 44×44
    /// avatar, a flexible column of three lines (20, 16 and 14 high) and a 60×20 badge.
    static func feed() -> LayoutWorkload {
        var cells: [any LayoutElement] = []
        for _ in 0..<1000 {
            let text = StackLayoutSpec(direction: .vertical, alignItems: .stretch,
                                       children: [leaf(nil, 20), leaf(nil, 16), leaf(nil, 14)])
            text.style.flexGrow = 1
            text.style.flexShrink = 1
            let row = StackLayoutSpec(direction: .horizontal, alignItems: .start,
                                      children: [leaf(44, 44), text, leaf(60, 20)])
            cells.append(InsetLayoutSpec(insets: EdgeInsets(all: 8), child: row))
        }
        let root = StackLayoutSpec(direction: .vertical, alignItems: .stretch, children: cells)
        root.style.width = .points(375)
        return LayoutWorkload(name: "feed", root: root, range: rootRange(width: 375),
                              expectedSize: Size(width: 375, height: 66_000))
    }

    /// `levels` nested stacks alternating horizontal and vertical, each holding a 10×10 leaf and
    /// the next level (the last two leaves); nested stacks grow, shrink and stretch.
    static func deep(levels: Int) -> LayoutWorkload {
        let root = chain(levels: levels) { stack, isRoot in
            stack.alignItems = .stretch
            if !isRoot {
                stack.style.flexGrow = 1
                stack.style.flexShrink = 1
            }
        }
        return LayoutWorkload(name: "deep", root: root, range: rootRange(width: 1000),
                              expectedSize: Size(width: 1000, height: Double(levels / 2) * 10 + 10))
    }

    /// The same chain with every stack sized by its content (no flex, alignItems start).
    static func deepContentSized(name: String, levels: Int) -> LayoutWorkload {
        let root = chain(levels: levels) { stack, _ in stack.alignItems = .start }
        return LayoutWorkload(name: name, root: root, range: rootRange(width: 1000),
                              expectedSize: Size(width: 1000, height: Double(levels / 2) * 10 + 10))
    }

    /// The alternating chain; `configure` sets up each stack (the root is flagged).
    private static func chain(levels: Int, configure: (StackLayoutSpec, _ isRoot: Bool) -> Void) -> StackLayoutSpec {
        func direction(_ level: Int) -> StackDirection { level % 2 == 0 ? .horizontal : .vertical }
        var current = StackLayoutSpec(direction: direction(levels - 1), children: [leaf(10, 10), leaf(10, 10)])
        configure(current, levels == 1)
        for level in stride(from: levels - 2, through: 0, by: -1) {
            let stack = StackLayoutSpec(direction: direction(level), children: [leaf(10, 10), current])
            configure(stack, level == 0)
            current = stack
        }
        current.style.width = .points(1000)
        return current
    }

    /// One row of `count` leaves (basis 10, grow and shrink 1, height 10), 50 000 wide.
    static func wide(count: Int) -> LayoutWorkload {
        var leaves: [any LayoutElement] = []
        for _ in 0..<count {
            let node = leaf(nil, 10)
            node.style.flexBasis = .points(10)
            node.style.flexGrow = 1
            node.style.flexShrink = 1
            leaves.append(node)
        }
        let root = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: leaves)
        root.style.width = .points(50_000)
        return LayoutWorkload(name: "wide", root: root, range: rootRange(width: 50_000),
                              expectedSize: Size(width: 50_000, height: 10))
    }

    /// A column of `rows` rows of `columns` fixed 10×10 leaves.
    static func grid(rows: Int, columns: Int) -> LayoutWorkload {
        var rowSpecs: [any LayoutElement] = []
        for _ in 0..<rows {
            let cells: [any LayoutElement] = (0..<columns).map { _ in leaf(10, 10) }
            rowSpecs.append(StackLayoutSpec(direction: .horizontal, alignItems: .start, children: cells))
        }
        let root = StackLayoutSpec(direction: .vertical, alignItems: .start, children: rowSpecs)
        root.style.width = .points(1000)
        return LayoutWorkload(name: "grid", root: root, range: rootRange(width: 1000),
                              expectedSize: Size(width: 1000, height: Double(rows) * 10))
    }
}
