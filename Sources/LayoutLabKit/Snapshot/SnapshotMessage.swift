import LayoutReport
import PixelDiff

/// The failure messages of layout snapshot assertions: what failed, the files to open, the nodes
/// that moved or resized, and how to record a new baseline.
enum SnapshotMessage {
    /// How many layout changes a message lists before summing up the rest.
    static let listedChanges = 10

    /// The message for `result`, or nil when the assertion passes: the pixels passed, or the
    /// fixture was new and its baseline recorded.
    static func failure(_ result: SnapshotResult, policy: DiffPolicy, record: RecordMode, layoutNote: String?) -> String? {
        let outcome = result.outcome
        let title = "Layout snapshot \"\(outcome.name)\""
        switch outcome.status {
        case .passed:
            return nil
        case .new where outcome.recorded:
            return nil
        case .new:
            var lines = ["\(title) has no baseline at \(result.baselineImage) (record mode \(record.rawValue))."]
            if let actual = result.actualImage { lines.append("  actual:   \(actual)") }
            lines.append("To record it, run the test again with \(RecordMode.environmentVariable)=missing "
                         + "(or pass record: .missing) and commit the new baseline.")
            return lines.joined(separator: "\n")
        case .error:
            return "\(title) could not be checked: \(outcome.message ?? "unknown error")"
        case .failed:
            return failed(result, title: title, policy: policy, record: record, layoutNote: layoutNote)
        }
    }

    /// The note for a layout that changed while the pixels passed, or nil.
    static func warning(_ result: SnapshotResult) -> String? {
        let outcome = result.outcome
        guard outcome.status == .passed, outcome.layoutOnlyChange, !outcome.layoutChanges.isEmpty else { return nil }
        var lines = ["Layout snapshot \"\(outcome.name)\" matches its baseline's pixels, but its layout changed:"]
        lines += changeLines(outcome.layoutChanges)
        if outcome.recorded {
            lines.append("Recorded the new layout with the baseline.")
        } else {
            lines.append("To record the new layout, run the test again with \(RecordMode.environmentVariable)=all "
                         + "(or pass record: .all).")
        }
        return lines.joined(separator: "\n")
    }

    /// One indented line per change, at most `listedChanges`, then how many more there are.
    private static func changeLines(_ changes: [LayoutChange]) -> [String] {
        var lines = changes.prefix(listedChanges).map { "  " + $0.summary }
        if changes.count > listedChanges { lines.append("  and \(changes.count - listedChanges) more") }
        return lines
    }

    private static func failed(_ result: SnapshotResult, title: String, policy: DiffPolicy, record: RecordMode,
                               layoutNote: String?) -> String {
        let outcome = result.outcome
        let pixels = outcome.diff.map { CheckMessage.pixels($0, policy: policy) } ?? []
        var lines = ["\(title) does not match its baseline: " + pixels.joined(separator: "; ") + "."]
        lines.append("  baseline: \(result.baselineImage)")
        if let actual = result.actualImage { lines.append("  actual:   \(actual)") }
        if let diff = result.diffImage { lines.append("  diff:     \(diff)") }
        if let layoutNote {
            lines.append("Frames: \(layoutNote).")
        } else if outcome.layoutChanges.isEmpty {
            lines.append("No node moved or resized.")
        } else {
            lines.append("Moved or resized:")
            lines += changeLines(outcome.layoutChanges)
        }
        if outcome.recorded {
            lines.append("Recorded the actual image as the new baseline (record mode \(record.rawValue)); "
                         + "review it before committing.")
        } else {
            lines.append("If the change is intended, run the test again with \(RecordMode.environmentVariable)=failed "
                         + "(or pass record: .failed) to record the actual image as the new baseline.")
        }
        return lines.joined(separator: "\n")
    }
}
