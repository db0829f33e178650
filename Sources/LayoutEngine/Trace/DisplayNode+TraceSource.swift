import LayoutGeometry

extension DisplayNode {
    /// What a node measured without a spec bases its size on, as the trace says it.
    func measurementSource(_ range: SizeRange) -> String {
        if hasHost { return "the host's measurement" }
        if intrinsicSize != nil { return "its intrinsicSize" }
        if type(of: self) != DisplayNode.self { return "\(kindName) content (-calculateSizeThatFits:)" }
        let styled = !style.width.isAuto || !style.height.isAuto
        if styled { return "no intrinsic size: fills the range its own style size made" }
        return range.max.isValidForSize
            ? "no intrinsic size and no preferredSize: fills the largest size offered"
            : "no intrinsic size and no preferredSize, offered an unbounded size: collapses to its minimum"
    }
}
