import LayoutEngine
import LayoutGeometry

extension FixtureExplanation {
    /// The chain from the root to element `i`, one block per element, as `layoutlab explain`
    /// prints it:
    ///
    ///     stack "header" → (0, 0, 375, 44)
    ///       offered 375 × 0…∞ by node "card": its layout spec gets the node's own range (…)
    ///       content width 375 …, clamped to its range 375 × 0…∞ → 375 × 44  [stack step 6, T15]
    ///
    /// Elements above the target show only where they are and what they were offered; the target
    /// shows every step, then its warnings.
    public func text(for i: Int) -> String {
        let chain = self.chain(to: i)
        var out = ""
        for (depth, j) in chain.enumerated() {
            out += block(j, indent: String(repeating: "  ", count: depth), full: j == i)
        }
        let path = elements[i].path
        for warning in warnings where warning.path == path {
            out += "warning \(warning.code.rawValue): \(warning.reason)\n  fix: \(warning.fix)\n"
        }
        return out
    }

    /// Every element's block, indented by depth, then every warning.
    public var fullText: String {
        var out = ""
        for i in elements.indices {
            out += block(i, indent: String(repeating: "  ", count: chain(to: i).count - 1), full: true)
        }
        for warning in warnings {
            out += "warning \(warning.code.rawValue): \(warning.node) (\(warning.path)): \(warning.reason)\n"
                + "  fix: \(warning.fix)\n"
        }
        return out
    }

    /// One element's block: its heading line, then its steps (all of them when `full`, else the
    /// offered range only).
    func block(_ i: Int, indent: String, full: Bool) -> String {
        let e = elements[i]
        var out = indent + e.label + " → " + (e.frame.map(Self.rect) ?? "no frame") + "\n"
        let inner = indent + "  "
        if full && !e.style.isEmpty { out += inner + "style: \(e.style)\n" }
        if full {
            for step in e.parentSteps { out += line(step, inner) }
        }
        if let offered = e.offered, let by = e.offeredBy {
            out += inner + "offered \(LayoutTrace.describe(offered)) by \(by)\n"
        }
        guard full else { return out }
        for step in e.ownSteps + e.placement { out += line(step, inner) }
        return out
    }

    private func line(_ step: TraceStep, _ indent: String) -> String {
        var out = indent + step.text + (step.rule.isEmpty ? "" : "  [\(step.rule)]") + "\n"
        // A stack's placement: the terms that add up to it, one axis a line.
        guard step.terms.count > 2 || step.terms.contains(where: { $0.label != $0.axis.rawValue }) else { return out }
        let n = LayoutTrace.number
        for axis in [PositionTerm.Axis.x, .y] {
            let terms = step.terms.filter { $0.axis == axis }
            guard !terms.isEmpty else { continue }
            let total = terms.reduce(0) { $0 + $1.amount }
            out += indent + "  \(axis.rawValue) \(n(total)) = " + terms.map { "\(n($0.amount)) \($0.label)" }.joined(separator: " + ") + "\n"
        }
        return out
    }

    /// `(x, y, w, h)`.
    static func rect(_ r: Rect) -> String {
        let n = LayoutTrace.number
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }
}
