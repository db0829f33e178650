import LayoutEngine
import LayoutGeometry
import LayoutReport

extension LayoutLint.Context {
    private static let n = LayoutTrace.number

    /// A node that draws something but is zero wide or high.
    func zeroSize(_ node: DisplayNode) -> LayoutWarning? {
        let f = placed.frame
        guard f.width == 0 || f.height == 0 else { return nil }
        var draws: [String] = []
        if let text = node as? TextNode, !text.attributedText.string.isEmpty { draws.append("text") }
        if let image = node as? ImageNode, image.image != nil { draws.append("an image") }
        if node.backgroundColor != nil { draws.append("a background") }
        if node.borderWidth > 0 && node.borderColor != nil { draws.append("a border") }
        guard !draws.isEmpty else { return nil }
        let why = entry?.record.steps.first(where: { $0.kind == .base }).map { ": \($0.text)" } ?? ""
        return warning(.zeroSize, "laid out \(Self.n(f.width)) × \(Self.n(f.height)) but draws "
                       + draws.joined(separator: " and ") + why,
                       fix: "give it a size: style width/height (preferredSize), flexGrow or stretch in its stack, "
                       + "or a parent that offers it a bounded size")
    }

    /// A plain node (no intrinsic size, no spec) offered an unbounded size.
    func unbounded(_ node: DisplayNode) -> LayoutWarning? {
        guard type(of: node) == DisplayNode.self, node.intrinsicSize == nil, node.layoutSpecBlock == nil,
              !node.hasHost, let record = entry?.record, !record.resolved.max.isValidForSize else { return nil }
        let axes = [record.resolved.max.width.isFinite ? nil : "width", record.resolved.max.height.isFinite ? nil : "height"]
            .compactMap { $0 }.joined(separator: " and ")
        return warning(.unboundedSize, "offered \(LayoutTrace.describe(record.offered)) by \(record.offeredBy); with no "
                       + "intrinsic size and no preferredSize it cannot size itself on an unbounded \(axes) (Texture logs "
                       + "\"Cannot calculate size of node: constrainedSize is infinite\") and is "
                       + LayoutTrace.describe(record.size) + " (T2)",
                       fix: "set style \(axes) (preferredSize) or an intrinsicSize, or bound the size its parent offers")
    }

    /// A subnode that reaches outside its node's bounds while the node does not clip.
    func overflow(_ node: DisplayNode) -> LayoutWarning? {
        guard let owner, let ownerNode = owner.element as? DisplayNode, !ownerNode.clipsToBounds else { return nil }
        let f = placed.frame, o = owner.frame
        guard f.width > 0, f.height > 0 else { return nil }
        let t = LayoutLint.overflowTolerance
        var edges: [String] = []
        if f.minX < o.minX - t { edges.append("\(Self.n(o.minX - f.minX)) past the left edge") }
        if f.maxX > o.maxX + t { edges.append("\(Self.n(f.maxX - o.maxX)) past the right edge") }
        if f.minY < o.minY - t { edges.append("\(Self.n(o.minY - f.minY)) past the top edge") }
        if f.maxY > o.maxY + t { edges.append("\(Self.n(f.maxY - o.maxY)) past the bottom edge") }
        guard !edges.isEmpty else { return nil }
        return warning(.overflow, "reaches " + edges.joined(separator: ", ") + " of \(LayoutTrace.label(ownerNode)) "
                       + "(\(Self.rect(o))), which does not clip",
                       fix: "let it shrink (flexShrink, a bounded size), or set clipsToBounds on "
                       + "\(LayoutTrace.label(ownerNode)) if the overflow is meant to be cut")
    }

    /// A text node whose text was truncated or is taller than its frame.
    func truncated(_ node: DisplayNode) -> LayoutWarning? {
        guard let text = node as? TextNode, let record = entry?.record else { return nil }
        let base = record.steps.first(where: { $0.kind == .base })?.size
        let cut = base.map { $0.height > placed.frame.height + LayoutLint.overflowTolerance } ?? false
        guard record.truncatesText || cut else { return nil }
        let lines = text.attributedText.maximumNumberOfLines
        let reason = record.truncatesText
            ? "its text is truncated" + (lines > 0 ? " (maximumNumberOfLines \(lines))" : "") + " within "
                + LayoutTrace.describe(record.resolved.max)
            : "its text needs \(Self.n(base?.height ?? 0)) points of height and is cut at \(Self.n(placed.frame.height))"
        return warning(.textTruncated, reason,
                       fix: "give it room (a wider parent, flexShrink on its neighbours) or more lines, or shorten the text")
    }

    /// A frame edge that falls between device pixels.
    func offGrid() -> LayoutWarning? {
        let f = placed.frame
        let edges = [("left", f.minX), ("top", f.minY), ("right", f.maxX), ("bottom", f.maxY)]
        let off = edges.filter { _, v in v.isFinite && Swift.abs((v * scale).rounded() - v * scale) > 1e-6 }
        guard !off.isEmpty else { return nil }
        return warning(.offPixelGrid, "frame \(Self.rect(f)): " + off.map { "\($0.0) edge \(Self.n($0.1))" }.joined(separator: ", ")
                       + " not on the device-pixel grid at scale \(Self.n(scale)) (blurry drawing)",
                       fix: "round frames set by hand in layout() to the pixel grid (multiples of 1/\(Self.n(scale)))")
    }

    /// A node placed by its owner's spec that is not the owner's subnode.
    func notSubnode(_ node: DisplayNode) -> LayoutWarning? {
        guard let owner, let ownerNode = owner.element as? DisplayNode, !ownerNode.automaticallyManagesSubnodes,
              !ownerNode.subnodes.contains(where: { $0 === node }) else { return nil }
        return warning(.notSubnode, "is in the layout spec of \(LayoutTrace.label(ownerNode)) but not its subnode "
                       + "(automaticallyManagesSubnodes is off): it is laid out but never drawn",
                       fix: "call addSubnode on \(LayoutTrace.label(ownerNode)), or set its automaticallyManagesSubnodes")
    }

    /// Style values that changed nothing.
    func noEffect() -> [LayoutWarning] {
        guard let record = entry?.record else { return [] }
        let element = placed.element
        let style = element.style
        var out: [LayoutWarning] = []
        let f = placed.frame
        let own = style.sizeRange(parentSize: record.parentSize)
        let steps = entry?.parentSteps ?? []
        for (axis, dim, actual, lo, hi) in [("width", style.width, f.width, own.min.width, own.max.width),
                                            ("height", style.height, f.height, own.min.height, own.max.height)] {
            guard case .points(let value) = dim else { continue }
            if !element.appliesOwnStyleSize {
                out.append(warning(.noEffect, "style \(axis) \(Self.n(value)) does nothing: \(element.kindName) specs ignore "
                                   + "their own size (T19); it is \(Self.n(actual))",
                                   fix: "move the \(axis) to its child, or wrap the spec in a wrapper spec with the size"))
                continue
            }
            guard lo == hi, Swift.abs(actual - lo) > 0.01 else { continue }
            let cause = steps.last(where: { [.grew, .shrank, .stretched].contains($0.kind) })
                .map { "\($0.kind == .stretched ? "stretched by alignItems" : $0.kind == .grew ? "grown by flexGrow" : "shrunk by flexShrink"): \($0.text)" }
                ?? "the range its parent offered, \(LayoutTrace.describe(record.offered)), wins over its own (T1)"
            out.append(warning(.noEffect, "preferredSize \(axis) \(Self.n(value)) was overridden: it is \(Self.n(actual)) "
                               + "(\(cause))",
                               fix: "remove the \(axis), or let it apply: alignSelf start/center instead of stretch, "
                               + "flexGrow/flexShrink 0, or a parent that offers a range containing it"))
        }
        if let parent = entry?.parent, let stack = parent.element as? StackLayoutSpec, style.flexGrow > 0,
           !steps.contains(where: { $0.kind == .grew }) {
            let length = stack.direction == .horizontal ? parent.resolved.max.width : parent.resolved.max.height
            let why = length.isFinite ? "its content already fills or overflows the stack's length \(Self.n(length))"
                : "the stack's \(stack.direction == .horizontal ? "width" : "height") is unbounded, so there is no free space"
            out.append(warning(.noEffect, "flexGrow \(Self.n(style.flexGrow)) in \(LayoutTrace.label(stack)) grew nothing: \(why)",
                               fix: "bound the stack's length (a size, or a parent that offers an exact one), or drop flexGrow"))
        }
        let parent = record.parentSize
        for (name, dim, base) in [("width", style.width, parent.width), ("height", style.height, parent.height),
                                  ("minWidth", style.minWidth, parent.width), ("maxWidth", style.maxWidth, parent.width),
                                  ("minHeight", style.minHeight, parent.height), ("maxHeight", style.maxHeight, parent.height)] {
            guard case .fraction(let fraction) = dim, !base.isFinite else { continue }
            out.append(warning(.noEffect, "\(name) \(Self.n(fraction * 100))% of an undefined parent size: treated as auto (T3)",
                               fix: "give the parent an exact size on that axis, or use points"))
        }
        return out
    }

    /// `(x, y, w, h)`.
    static func rect(_ r: Rect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
}
