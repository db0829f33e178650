import LayoutGeometry

/// What a CI integration says of one fixture: how serious it is, a title, and the lines that
/// explain it. The annotations and the job summary share it, so both say the same thing.
extension FixtureOutcome {
    /// How a fixture shows on a pull request.
    public enum CISeverity: Int, Sendable, Comparable {
        /// Recorded this run (a new fixture with a baseline written): worth a look, not a failure.
        case notice
        /// Renderer drift or a layout-only change: not failing unless configured to.
        case warning
        /// Failed, new and not recorded, or errored.
        case error

        public static func < (a: CISeverity, b: CISeverity) -> Bool { a.rawValue < b.rawValue }
    }

    /// Its severity, or nil for a fixture that simply passed.
    public var ciSeverity: CISeverity? {
        switch status {
        case .passed: return layoutOnlyChange || !(warnings ?? []).isEmpty ? .warning : nil
        case .failed: return isRendererDrift ? .warning : .error
        case .new: return recorded ? .notice : .error
        case .error: return .error
        }
    }

    /// What happened, in a few words: `failed`, `renderer drift`, `new, not recorded`, …
    public var ciResult: String {
        switch status {
        case .passed:
            if layoutOnlyChange { return "layout changed, pixels match" }
            let count = warnings?.count ?? 0
            return count > 0 ? "\(count) layout warning\(count == 1 ? "" : "s")" : "passed"
        case .failed: return isRendererDrift ? "renderer drift" : "failed"
        case .new: return recorded ? "new, baseline recorded" : "new, no baseline"
        case .error: return "error"
        }
    }

    /// The pixels that changed, `400 px (1.23 %)`, or nil when no comparison was made.
    public var ciPixelsChanged: String? {
        guard let diff, diff.differentPixels > 0 || status == .failed else { return nil }
        let percent = diff.ratio * 100
        let shown = percent >= 0.01 || percent == 0 ? LayoutFormat.number(percent, maxDecimals: 2) : "<0.01"
        return "\(diff.differentPixels) px (\(shown) %)"
    }

    /// The first `limit` layout changes, one short phrase each, and how many more there are.
    public func ciMoves(limit: Int) -> (shown: [String], more: Int) {
        (layoutChanges.prefix(limit).map(\.summary), max(0, layoutChanges.count - limit))
    }
}
