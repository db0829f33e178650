import LayoutSupport
import Foundation
import LayoutGeometry
import LayoutReport
import Synchronization

/// What a check run prints: a progress bar on standard error while it runs (on a terminal
/// only), then one line per fixture that did not simply pass and a summary on standard output.
public final class CheckConsole: Sendable {
    private let showsProgress: Bool
    /// How the run was started (`layoutlab`, a harness's name), for the commands the lines suggest.
    private let commandName: String
    private let state = Mutex(ProgressState())

    private struct ProgressState {
        var total = 0
        var failed = 0
        var new = 0
        var errors = 0
        var lastDraw: ContinuousClock.Instant?
        var drawn = false
    }

    /// Creates a console; `showsProgress` draws the bar (use `isInteractive(environment:)`).
    public init(showsProgress: Bool, commandName: String = "layoutlab") {
        self.showsProgress = showsProgress
        self.commandName = commandName
    }

    /// True when standard error is a terminal and the run is not under CI.
    public static func isInteractive(environment: [String: String]) -> Bool {
        isatty(STDERR_FILENO) == 1 && !RecordMode.isCI(environment) && environment["TERM"] != "dumb"
    }

    /// Called when the run knows how many fixtures it checks.
    public func start(total: Int) {
        state.withLock { $0.total = total }
    }

    /// Called after each fixture.
    public func progress(_ outcome: FixtureOutcome, done: Int) {
        guard showsProgress else { return }
        let line: String? = state.withLock { s in
            switch outcome.status {
            case .failed: s.failed += 1
            case .new: s.new += 1
            case .error: s.errors += 1
            case .passed: break
            }
            let now = ContinuousClock.now
            if done < s.total, let last = s.lastDraw, now - last < .milliseconds(80) { return nil }
            s.lastDraw = now
            s.drawn = true
            let width = 30
            let filled = s.total == 0 ? width : done * width / s.total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            return "\r[\(bar)] \(done)/\(s.total)  \(s.failed) failed, \(s.new) new, \(s.errors) errors\u{1B}[K"
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// Clears the bar and prints the results of `report`.
    public func finish(_ report: CheckReport, reportFiles: [String]) {
        let cleared = state.withLock { s -> Bool in
            defer { s.drawn = false }
            return s.drawn
        }
        if cleared { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        printOut(CheckConsole.results(report, reportFiles: reportFiles, commandName: commandName), terminator: "")
    }

    /// The lines printed after a run: renderer drift first (the libraries that changed), then one
    /// line per fixture that failed, is new, errored or changed its layout only (in name order),
    /// then one per drifted fixture, then the summary.
    public static func results(_ report: CheckReport, reportFiles: [String], commandName: String = "layoutlab") -> String {
        var out = rendererDriftHeader(report, commandName: commandName)
        var drifted = ""
        for fixture in report.fixtures {
            let label: String
            switch fixture.status {
            case .passed where fixture.layoutOnlyChange: label = "LAYOUT"
            case .passed: continue
            case .failed: label = fixture.isRendererDrift ? "DRIFT" : "FAILED"
            case .new: label = "NEW"
            case .error: label = "ERROR"
            }
            let padded = label.padding(toLength: 7, withPad: " ", startingAt: 0)
            // One line a fixture: a line feed from a fixture's text (a key, a name) is shown as
            // `\u{000A}`, so no line a fixture makes can pass for another, or for a CI runner's
            // command (GitHub Actions reads `::error::…` at the start of any line).
            let message = MarkupEscaper.revealingInvisibles(fixture.message ?? fixture.status.rawValue, keepLineBreaks: false)
            let name = MarkupEscaper.revealingInvisibles(fixture.name, keepLineBreaks: false)
            // A file that does not load is named by its path, which its message starts with.
            let line = message.hasPrefix(name + ":") ? "\(padded) \(message)\n" : "\(padded) \(name): \(message)\n"
            if fixture.isRendererDrift { drifted += line } else { out += line }
        }
        out += drifted
        for fixture in report.fixtures {
            guard let warnings = fixture.warnings, !warnings.isEmpty else { continue }
            out += "WARN    \(fixture.name): " + warningCounts(warnings) + "; `layoutlab explain` shows why\n"
        }
        for orphan in report.orphanedBaselines ?? [] {
            out += "ORPHAN  \(ContainedPath.join(report.settings.baselineDirectory, orphan)): no fixture produces it "
                + "(`\(commandName) prune` removes it)\n"
        }
        for warning in report.warnings { out += "warning: \(MarkupEscaper.revealingInvisibles(warning, keepLineBreaks: false))\n" }
        out += summary(report) + "\n"
        if !reportFiles.isEmpty { out += "Report: " + reportFiles.joined(separator: ", ") + "\n" }
        return out
    }

    /// `12 fixtures in 0.84 s: 9 passed, 1 failed, 1 new, 1 error; 2 layout-only changes; recorded
    /// 2 baselines (1 of failed fixtures, 1 new)`.
    public static func summary(_ report: CheckReport) -> String {
        let s = report.summary, seconds = report.durationSeconds
        var text = "\(s.total) fixture\(s.total == 1 ? "" : "s") in \(LayoutFormat.number(seconds, maxDecimals: 2)) s: "
        text += "\(s.passed) passed, \(s.failed) failed"
        if let drift = s.rendererDrift { text += ", \(drift) renderer drift" + (report.rendererDrift?.accepted == true ? " (accepted)" : "") }
        text += ", \(s.new) new"
        text += ", \(s.error) error\(s.error == 1 ? "" : "s")"
        text += "; \(s.layoutOnly) layout-only change\(s.layoutOnly == 1 ? "" : "s")"
        let warned = report.fixtures.filter { !($0.warnings ?? []).isEmpty }
        if !warned.isEmpty {
            let count = warned.reduce(0) { $0 + ($1.warnings?.count ?? 0) }
            text += "; \(count) layout warning\(count == 1 ? "" : "s") in \(warned.count) fixture\(warned.count == 1 ? "" : "s")"
        }
        if let recorded = report.recordedPhrase { text += "; " + recorded }
        if let orphans = report.orphanedBaselines, !orphans.isEmpty {
            text += "; \(orphans.count) orphaned baseline file\(orphans.count == 1 ? "" : "s")"
                + (report.orphansFail ? " (failing the run: --fail-on-orphans)" : "")
        }
        return text
    }

    /// `3 layout warnings (2 no-effect, 1 overflow)`.
    public static func warningCounts(_ warnings: [LayoutWarning]) -> String {
        var counts: [String: Int] = [:]
        for warning in warnings { counts[warning.code.rawValue, default: 0] += 1 }
        let parts = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        return "\(warnings.count) layout warning\(warnings.count == 1 ? "" : "s") (" + parts.joined(separator: ", ") + ")"
    }

    /// The run's first lines when fixtures drifted with the renderer: how many, the libraries and
    /// versions that changed, whether they fail the run and what re-records them; empty otherwise.
    public static func rendererDriftHeader(_ report: CheckReport, commandName: String = "layoutlab") -> String {
        guard let drift = report.rendererDrift else { return "" }
        let count = report.fixtures.filter(\.isRendererDrift).count
        guard count > 0 else { return "" }
        let accepted = report.fixtures.filter { $0.isRendererDrift && $0.rendererDriftAccepted == true }.count
        var out = "RENDERER DRIFT: \(count) fixture\(count == 1 ? "" : "s") changed pixels only (no frame moved); "
            + "the libraries differ from the baselines' manifest: \(drift.librariesPhrase)\n"
        if accepted == count {
            out += "  accepted (acceptRendererDrift): \(count == 1 ? "it passes" : "they pass") with a warning; "
        } else if accepted > 0 {
            out += "  \(accepted) accepted (acceptRendererDrift), \(count - accepted) failing the run; "
        } else {
            out += "  \(count == 1 ? "it fails" : "they fail") the run (--accept-renderer-drift passes them with a warning); "
        }
        out += "`\(commandName) approve --renderer-drift` re-records \(count == 1 ? "it" : "them") for these libraries\n"
        return out
    }
}
