import Foundation
import LayoutReport
import LayoutSupport

/// One approval from the page, kept until the session ends so it can be undone: each file it
/// wrote, with the bytes it held before (nil when there was none) and the bytes written.
struct ReviewApproval: Sendable {
    struct File: Sendable {
        var path: String
        var before: Data?
        var after: Data?
    }

    var names: [String]
    var files: [File]
}

/// What an approval or an undo did.
public struct ReviewActionResult: Sendable, Equatable {
    /// True when it was carried out; false when it was refused and nothing was written.
    public var ok: Bool
    /// The lines for the reviewer (what was approved, or why not).
    public var lines: [String]
    /// The fixtures whose baselines were written.
    public var names: [String]
    /// The report's version afterwards.
    public var version: Int
    /// How many approvals can still be undone.
    public var undoable: Int
}

extension ReviewSession {
    /// Approves the named fixtures of the session's report with `approve`'s guarantees (the
    /// same planner and writer: each baseline must still be the one compared, each actual file
    /// the one the check wrote, each fixture file unchanged since its check; every file written
    /// atomically; nothing rendered), keeps the previous baselines for `undo`, then checks the
    /// approved fixtures again so the page shows them against their new baselines. Names that
    /// are not in the report are refused; passed and errored fixtures are left as they are.
    public func approve(names: [String]) -> ReviewActionResult {
        lock.withLock { approveLocked(names: names) }
    }

    private func approveLocked(names: [String]) -> ReviewActionResult {
        let wanted = Set(names)
        let known = Set(report.fixtures.map(\.name))
        let unknown = wanted.subtracting(known).sorted()
        guard unknown.isEmpty else {
            return result(false, ["not in the report: " + unknown.joined(separator: ", ") + "; nothing was written"], [])
        }
        guard !wanted.isEmpty else { return result(false, ["nothing to approve"], []) }
        let selected = report.fixtures.filter { wanted.contains($0.name) }
        let baselines = settings.baselineDirectory

        // Each fixture is planned against the time of its own last check.
        var items: [ApprovePlan.Item] = []
        do throws(ApproveError) {
            var refusals: [ApproveRefusal] = []
            for (start, group) in Dictionary(grouping: selected, by: { checkedAt[$0.name] ?? report.startedAt }) {
                var asChecked = report
                asChecked.startedAt = start
                do {
                    items += try Approver.plan(report: asChecked, selected: group, reportDirectory: reports.path,
                                               baselineDirectory: baselines).items
                } catch ApproveError.refused(let more) {
                    refusals += more
                }
            }
            if !refusals.isEmpty { throw ApproveError.refused(refusals.sorted { $0.name < $1.name }) }
        } catch {
            return result(false, error.description.components(separatedBy: "\n"), [])
        }
        let order = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($1.name, $0) })
        items.sort { order[$0.name, default: 0] < order[$1.name, default: 0] }
        let plan = ApprovePlan(reportDirectory: reports.path, baselineDirectory: baselines, items: items)
        let promoted = plan.promotions
        guard !promoted.isEmpty else {
            var lines: [String] = []
            try? Approver.apply(plan, report: report, dryRun: true, output: { lines.append($0) })
            return result(false, lines + ["nothing was written"], [])
        }

        let paths = promoted.flatMap { [$0.baselineLayout, $0.baselineImage] }
            + [ContainedPath.join(baselines, BaselineManifest.fileName)]
        let before = paths.map { FileManager.default.contents(atPath: $0) }
        var lines: [String] = []
        var failure: String?
        do {
            try Approver.apply(plan, report: report, dryRun: false, output: { lines.append($0) })
        } catch {
            failure = error.description
        }
        // Whatever was written can be undone, even when a later file failed.
        let files = zip(paths, before).compactMap { path, old -> ReviewApproval.File? in
            let now = FileManager.default.contents(atPath: path)
            return now == old ? nil : ReviewApproval.File(path: path, before: old, after: now)
        }
        let names = promoted.map(\.name)
        if !files.isEmpty { approvals.append(ReviewApproval(names: names, files: files)) }
        do {
            _ = try recheckLocked(names: Set(names))
        } catch {
            lines.append("the approved fixtures could not be checked again: \(error.description)")
        }
        if let failure { return result(false, lines + [failure], names) }
        lines.append(Approver.summary(ApprovePlan.Item.Counts(plan.items), baselines: baselines, dryRun: false))
        return result(true, lines, names)
    }

    /// Puts back the baselines the last approval replaced (removing those it created), provided
    /// they still hold what it wrote, then checks those fixtures again.
    public func undo() -> ReviewActionResult {
        lock.withLock { undoLocked() }
    }

    private func undoLocked() -> ReviewActionResult {
        guard let last = approvals.last else { return result(false, ["nothing to undo"], []) }
        let changed = last.files.filter { FileManager.default.contents(atPath: $0.path) != $0.after }
        guard changed.isEmpty else {
            return result(false, changed.map { "\($0.path) changed after the approval; nothing was undone" }, [])
        }
        var lines: [String] = []
        for file in last.files {
            do {
                if let before = file.before {
                    try ContainedPath.check(file.path, root: settings.baselineDirectory)
                    try AtomicFile.write(before, to: file.path)
                } else if unlink(file.path) != 0 && errno != ENOENT {
                    lines.append("cannot remove \(file.path): \(String(cString: strerror(errno))); the other files are restored")
                }
            } catch {
                lines.append("cannot restore \(file.path): \(error); the other files are restored")
            }
        }
        approvals.removeLast()
        do {
            _ = try recheckLocked(names: Set(last.names))
        } catch {
            lines.append("the fixtures could not be checked again: \(error.description)")
        }
        lines.insert("restored the baselines of \(last.names.joined(separator: ", "))", at: 0)
        return result(true, lines, last.names)
    }

    private func result(_ ok: Bool, _ lines: [String], _ names: [String]) -> ReviewActionResult {
        publishUndoable()
        return ReviewActionResult(ok: ok, lines: lines, names: names, version: version, undoable: approvals.count)
    }
}
