import LayoutSupport
import Foundation
import LayoutReport
import LayoutRender

/// `layoutlab approve`: promotes actual images and layouts from the last check report into the
/// baseline directory, without rendering again.
///
/// Everything is checked before the first write: the report must be newer than each fixture
/// file it promotes, and each baseline must still be the one the check compared (or already
/// the new one, after an interrupted approve). Each file is written atomically, so an
/// interrupted approve leaves every baseline either old or new; running it again finishes the
/// job. Errored fixtures are never approved; passed fixtures are left alone unless their
/// layout changed.
public enum Approver {
    /// What an approve did.
    public struct Result: Sendable, Equatable {
        /// How many chosen fixtures were approved (or, on a dry run, would be), unchanged and
        /// not approved.
        public var counts: ApprovePlan.Item.Counts
        /// 0 when every chosen fixture is approved or unchanged, 1 when some were not approved
        /// (errored).
        public var exitStatus: Int32
    }

    /// Runs the whole approve: reads the report, plans, and (unless a dry run) writes. Lines for
    /// people go to `output` as each change is made.
    public static func run(_ request: ApproveRequest, output: (String) -> Void) throws(ApproveError) -> Result {
        guard !request.isEmpty else { throw ApproveError.nothingRequested }
        let reportFile = ContainedPath.join(request.reportDirectory, CheckReport.fileName)
        let lock: ReportLock?
        do {
            lock = try ReportLock.reading(request.reportDirectory)
        } catch {
            throw ApproveError.refused([ApproveRefusal(name: request.reportDirectory, reason: error.description)])
        }
        defer { withExtendedLifetime(lock) {} }
        let report: CheckReport
        do {
            report = try CheckReport.read(fromDirectory: request.reportDirectory)
        } catch {
            throw ApproveError.report("\(error)")
        }
        let selected = try ApproveSelection.select(report.fixtures, request: request, reportFile: reportFile)
        let baselines = request.baselineDirectory ?? report.settings.baselineDirectory
        if selected.isEmpty {
            output("nothing to approve: no fixture in \(reportFile) is \(wanted(request))")
            return Result(counts: ApprovePlan.Item.Counts(), exitStatus: 0)
        }
        if selected.contains(where: \.isRendererDrift) { try checkDriftMachine(report, reportFile: reportFile) }
        let plan = try self.plan(report: report, selected: selected, reportDirectory: request.reportDirectory,
                                 baselineDirectory: baselines)
        try apply(plan, report: report, dryRun: request.dryRun, output: output)
        let counts = ApprovePlan.Item.Counts(plan.items)
        output(summary(counts, baselines: baselines, dryRun: request.dryRun))
        return Result(counts: counts, exitStatus: counts.notApproved > 0 ? 1 : 0)
    }

    /// Refuses to approve drifted fixtures on a machine whose libraries are not the ones that
    /// rendered them: the manifest would record versions the new baselines were not made with.
    static func checkDriftMachine(_ report: CheckReport, reportFile: String) throws(ApproveError) {
        guard let drift = report.rendererDrift else { return }
        let here = RenderLibraries.versions
        let other = drift.libraries.filter { here[$0.name] != $0.machine }
        guard !other.isEmpty else { return }
        let list = other.map { "\($0.name) \($0.machine ?? "none") in the report, \(here[$0.name] ?? "none") here" }
        throw ApproveError.report("\(reportFile): its renderer drift was rendered with other libraries than this machine's ("
                                  + list.joined(separator: ", ") + "); approve on the machine that ran the check")
    }

    /// The outcomes the flags asked for, for the "nothing to approve" line.
    private static func wanted(_ request: ApproveRequest) -> String {
        var kinds: [String] = []
        if request.failed { kinds.append("failed") }
        if request.new { kinds.append("new") }
        if request.rendererDrift { kinds.append("renderer drift") }
        let outcome = kinds.isEmpty ? "" : kinds.joined(separator: " or ")
        if request.patterns.isEmpty { return outcome }
        let names = request.patterns.map { "\"\($0)\"" }.joined(separator: ", ")
        return outcome.isEmpty ? "matched by \(names)" : "\(outcome) among \(names)"
    }

    /// The closing line: counts and where the baselines went.
    static func summary(_ counts: ApprovePlan.Item.Counts, baselines: String, dryRun: Bool) -> String {
        var parts = ["\(counts.promoted) \(dryRun ? "would be approved" : "approved")"]
        if counts.unchanged > 0 { parts.append("\(counts.unchanged) unchanged") }
        if counts.notApproved > 0 { parts.append("\(counts.notApproved) errored (not approved)") }
        let line = parts.joined(separator: ", ")
        return dryRun ? "dry run: \(line); nothing was written" : "\(line) in \(baselines)"
    }
}

extension ApprovePlan.Item {
    /// How many chosen fixtures had each action.
    public struct Counts: Sendable, Equatable {
        /// Promoted (or would be, on a dry run).
        public var promoted = 0
        /// Left alone.
        public var unchanged = 0
        /// Errored, never approved.
        public var notApproved = 0

        /// No fixtures.
        public init() {}

        /// Counts `items`.
        public init(_ items: [ApprovePlan.Item]) {
            for item in items {
                switch item.action {
                case .promote: promoted += 1
                case .unchanged: unchanged += 1
                case .notApproved: notApproved += 1
                }
            }
        }
    }
}
