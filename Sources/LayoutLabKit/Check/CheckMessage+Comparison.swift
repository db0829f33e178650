import LayoutReport
import PixelDiff

extension CheckMessage {
    /// The message of a fixture compared with its baseline: what failed (the pixels' figures and
    /// files, or the layout changes), then what could not be compared, then the recording; nil
    /// when there is nothing to say (it passed unchanged).
    static func comparison(_ c: BaselineComparison, policy: DiffPolicy, files: BaselineComparison.Files) -> String? {
        var parts: [String] = []
        switch c.pixels {
        case .oversized(let width, let height):
            parts = c.figures.map { pixels($0, policy: policy) } ?? []
            parts.append("the baseline \(files.baseline) is not decoded to compare pixels (\(width)×\(height) px "
                         + "is over the \(FixtureChecker.baselineDecodeBudget >> 20) M pixels decoded for a baseline of another size)")
            parts.append("actual \(files.actual)")
        case .compared(accepted: false):
            if let figures = c.figures {
                parts = failure(figures, policy: policy, baseline: files.comparedBaseline, actual: files.actual, diff: files.diff,
                                changes: c.changes)
            }
        case .sameDigest, .compared(accepted: true):
            break
        }
        if c.layoutOnly {
            parts.append(layoutOnly(c.changes))
            // Teams that pin structure: a frame that moved fails even when the pixels are equal.
            if c.failsOnLayoutChange { parts.append("a layout change fails this fixture (failOnLayoutChange)") }
        }
        if !c.passed || !c.changes.isEmpty { parts += c.notes }
        if c.recorded { parts.append("recorded as the new baseline \(files.baseline)") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
