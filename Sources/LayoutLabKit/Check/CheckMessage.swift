import LayoutGeometry
import LayoutReport
import PixelDiff

/// The one-paragraph messages of check outcomes.
enum CheckMessage {
    /// How many layout changes a message lists before summing up the rest.
    static let listedChanges = 5

    /// A failure's parts: the differing pixels and their ratio against the policy, the sizes when
    /// they differ, the largest changed region, the image paths, and the nodes that moved or resized.
    static func failure(_ figures: DiffFigures, policy: DiffPolicy, baseline: String, actual: String, diff: String,
                        changes: [LayoutChange]) -> [String] {
        var parts = pixels(figures, policy: policy)
        parts.append("baseline \(baseline), actual \(actual), diff \(diff)")
        if changes.isEmpty {
            parts.append("no node moved or resized")
        } else {
            parts.append("layout changes: " + list(changes))
        }
        return parts
    }

    /// What differs in the pixels: the sizes when they differ, the differing pixels and their
    /// ratio against the policy, and the largest changed region.
    static func pixels(_ figures: DiffFigures, policy: DiffPolicy) -> [String] {
        var parts: [String] = []
        if let baselineSize = figures.baselineSize {
            parts.append("size differs: baseline \(size(baselineSize)) px, actual \(size(figures.actualSize)) px")
        }
        let percent = LayoutFormat.number(figures.ratio * 100, maxDecimals: 3)
        parts.append("\(figures.differentPixels) pixels differ (\(percent) % of \(figures.totalPixels); \(limit(policy)))")
        if let region = figures.regions.first, region.count == 4 {
            parts.append("largest changed region \(region[2])×\(region[3]) px at (\(region[0]), \(region[1]))")
        }
        return parts
    }

    /// `W×H` of a `[w, h]` pair.
    private static func size(_ pair: [Int]) -> String { pair.map(String.init).joined(separator: "×") }

    /// Pixels within the policy, frames not.
    static func layoutOnly(_ changes: [LayoutChange]) -> String {
        "pixels match but the layout changed: " + list(changes)
    }

    /// What the policy allows, for a failure message.
    static func limit(_ policy: DiffPolicy) -> String {
        var limits: [String] = []
        if let pixels = policy.maxDiffPixels { limits.append("at most \(pixels) allowed") }
        if let ratio = policy.maxDiffRatio { limits.append("at most ratio \(LayoutFormat.number(ratio)) allowed") }
        return limits.isEmpty ? "none allowed" : limits.joined(separator: ", ")
    }

    /// The first changes' summaries, then how many more there are.
    static func list(_ changes: [LayoutChange]) -> String {
        var text = changes.prefix(listedChanges).map(\.summary).joined(separator: "; ")
        if changes.count > listedChanges { text += "; and \(changes.count - listedChanges) more" }
        return text
    }

    /// Text for a thrown error: its description.
    static func describe(_ error: any Error) -> String {
        String(describing: error)
    }

    /// `name` quoted for a POSIX shell when it needs to be.
    /// The command that approves fixture `name` of the report in `reportDirectory`: `--reports`
    /// is given unless it is the default `Reports`, so the command acts on that report wherever
    /// it is copied from (the report, the console, report.json).
    static func approveCommand(_ command: String, name: String, reportDirectory: String) -> String {
        let reports = reportDirectory == "Reports" ? "" : " --reports " + shellQuoted(reportDirectory)
        return "\(command) approve\(reports) \(shellQuoted(name))"
    }

    static func shellQuoted(_ name: String) -> String {
        let plain = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./@+=,".unicodeScalars.contains($0)
        }
        return plain && !name.isEmpty ? name : "'" + name.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
