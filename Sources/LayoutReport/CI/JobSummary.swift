import LayoutGeometry
import LayoutSupport

/// A check as Markdown for a CI job's summary page (GitHub's `GITHUB_STEP_SUMMARY`): the counts,
/// a table of the fixtures that failed, are new, errored, drifted or changed their layout (the
/// pixels changed, the nodes that moved, where each is declared), the commands that approve them
/// and where the report is.
///
/// Every text from a fixture is escaped for GitHub-flavoured Markdown: each ASCII punctuation
/// character is backslash-escaped (so `|` cannot split a cell, and `*`, `<`, `[` format nothing),
/// line breaks and invisible characters are shown as `\u{XXXX}`; the approve commands sit in a
/// fence longer than any run of backticks they hold.
public struct JobSummary {
    /// Rows in the table at most; the rest are counted below it.
    public static let rowLimit = 50

    /// The command that runs checks (`layoutlab`, or the harness's name).
    public var commandName: String
    /// Where the HTML report is, as the run printed it (`Reports/index.html`).
    public var reportPath: String?
    /// A link to the CI run, whose artifacts hold the report (`…/actions/runs/ID`), when known.
    public var runLink: String?
    /// Writes the "Declared in" paths as the annotations do (relative to the repository).
    public var paths: GitHubAnnotations?

    /// Creates a summary writer.
    public init(commandName: String, reportPath: String?, runLink: String?, paths: GitHubAnnotations? = nil) {
        self.commandName = commandName
        self.reportPath = reportPath
        self.runLink = runLink
        self.paths = paths
    }

    /// The run's link from GitHub's environment (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`,
    /// `GITHUB_RUN_ID`), or nil outside GitHub Actions.
    public static func runLink(environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let run = environment["GITHUB_RUN_ID"], !server.isEmpty, !repository.isEmpty, !run.isEmpty else { return nil }
        return "\(server)/\(repository)/actions/runs/\(run)"
    }

    /// The summary of `report`.
    public func markdown(for report: CheckReport) -> String {
        let s = report.summary
        let listed = report.fixtures.filter { $0.ciSeverity != nil }
            .sorted { ($0.ciSeverity!, $1.name) > ($1.ciSeverity!, $0.name) }
        let failing = report.fixtures.contains { $0.ciSeverity == .error } || report.orphansFail
        var out = "### layoutlab check: \(failing ? "failed" : "passed")\n\n"
        out += "\(s.total) fixture\(s.total == 1 ? "" : "s") in \(LayoutFormat.number(report.durationSeconds, maxDecimals: 2)) s.\n\n"
        out += "| Passed | Failed | Renderer drift | New | Errors | Layout-only changes |\n"
        out += "|---:|---:|---:|---:|---:|---:|\n"
        out += "| \(s.passed) | \(s.failed) | \(s.rendererDrift ?? 0) | \(s.new) | \(s.error) | \(s.layoutOnly) |\n\n"
        if !listed.isEmpty {
            out += "| Fixture | Result | Pixels changed | Nodes moved | Declared in |\n"
            out += "|---|---|---:|---|---|\n"
            for fixture in listed.prefix(Self.rowLimit) {
                let moves = fixture.ciMoves(limit: 3)
                let moved = moves.shown.map(Self.escaped).joined(separator: "<br>") + (moves.more > 0 ? "<br>and \(moves.more) more" : "")
                let place = fixture.location.map { Self.escaped((paths?.repositoryPath($0.file) ?? $0.file) + ($0.line.map { ":\($0)" } ?? "")) } ?? ""
                var result = Self.escaped(fixture.ciResult)
                if fixture.status == .error, let message = fixture.message {
                    result += ": " + Self.escaped(message.count > 300 ? String(message.prefix(300)) + "…" : message)
                }
                out += "| \(Self.escaped(fixture.name)) | \(result) | \(fixture.ciPixelsChanged.map(Self.escaped) ?? "") | \(moved) | \(place) |\n"
            }
            if listed.count > Self.rowLimit { out += "\nand \(listed.count - Self.rowLimit) more in the report.\n" }
            out += "\n"
        }
        if let orphans = report.orphanedBaselines, !orphans.isEmpty {
            let shown = orphans.prefix(Self.rowLimit).map { Self.escaped(ContainedPath.join(report.settings.baselineDirectory, $0)) }
            out += "\(orphans.count) baseline file\(orphans.count == 1 ? "" : "s") no fixture produces"
                + (report.orphansFail ? " (failing the run: --fail-on-orphans)" : "") + ": "
                + shown.joined(separator: ", ") + (orphans.count > shown.count ? ", …" : "") + "; `prune` removes them.\n\n"
        }
        let approvable = listed.filter { !$0.approveCommand.isEmpty && ($0.ciSeverity == .error || $0.ciSeverity == .warning)
            && ($0.status != .passed || $0.layoutOnlyChange) }
        if !approvable.isEmpty {
            out += "To approve what this run rendered (after looking at the report), from the checked folder:\n\n"
            let commands = approvable.prefix(Self.rowLimit).map { MarkupEscaper.revealingInvisibles($0.approveCommand, keepLineBreaks: false) }
            out += Self.fenced(commands.joined(separator: "\n") + (approvable.count > Self.rowLimit ? "\n# and \(approvable.count - Self.rowLimit) more" : ""))
            out += "\n"
        }
        if let reportPath {
            out += "The report: " + Self.escaped(reportPath)
            if let runLink { out += ", in the artifacts of [this run](\(runLink))" }
            out += ".\n"
        }
        return out
    }

    /// `text` as Markdown that shows exactly it: ASCII punctuation backslash-escaped, line breaks
    /// and invisible characters shown as `\u{XXXX}`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in MarkupEscaper.revealingInvisibles(text, keepLineBreaks: false) {
            if character.isASCII, character.isPunctuation || character.isSymbol { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `text` in a fenced code block whose fence is longer than any run of backticks in it.
    static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)sh\n\(text)\n\(fence)\n"
    }
}
