import Foundation
import LayoutSupport

/// GitHub Actions workflow commands for a check: one `::error`, `::warning` or `::notice` line per
/// fixture that did not simply pass, pointing at the file and line that declares it, so that the
/// pull request shows the failure beside the code.
///
/// GitHub shows at most ten annotations of each kind for a step; past that, the tenth line names
/// the rest and points to the report. Every value from a fixture is escaped by the
/// workflow-command rules (`%`, CR and LF in the message; also `:` and `,` in properties), and
/// invisible or reordering characters are shown as `\u{XXXX}`, so no name or message can end
/// the line or start a command of its own.
public struct GitHubAnnotations {
    /// Annotations of one kind GitHub shows for a step.
    public static let shownPerKind = 10

    /// The folder the check ran in (fixture locations are relative to it).
    public var folder: String
    /// The repository's folder (`GITHUB_WORKSPACE`): annotation paths are relative to it.
    public var workspace: String?
    /// Where the HTML report is, as the run printed it (`Reports/index.html`).
    public var reportPath: String?

    /// Creates a writer.
    public init(folder: String, workspace: String?, reportPath: String?) {
        self.folder = folder
        self.workspace = workspace
        self.reportPath = reportPath
    }

    /// The lines for `report`, errors first, each ending in a line feed; empty when every
    /// fixture passed and no baseline is orphaned.
    public func lines(for report: CheckReport) -> String {
        var entries: [(severity: FixtureOutcome.CISeverity, name: String, what: String, line: String)] = report.fixtures.compactMap { fixture in
            fixture.ciSeverity.map { ($0, fixture.name, fixture.ciResult, line(for: fixture, severity: $0)) }
        }
        // Baselines no fixture produces: a failure with --fail-on-orphans, a warning otherwise.
        let orphanSeverity: FixtureOutcome.CISeverity = report.orphansFail ? .error : .warning
        for orphan in report.orphanedBaselines ?? [] {
            let path = ContainedPath.join(report.settings.baselineDirectory, orphan)
            let text = "\(path): no fixture produces this baseline (a fixture was deleted or renamed); `prune` removes it"
                + (report.orphansFail ? " (failing the run: --fail-on-orphans)" : "")
            entries.append((orphanSeverity, path, "orphaned baseline",
                            Self.command(Self.word(orphanSeverity), properties: [("file", repositoryPath(path)),
                                                                                 ("title", "layoutlab: orphaned baseline \(path)")],
                                         message: text)))
        }
        var out = ""
        for severity in [FixtureOutcome.CISeverity.error, .warning, .notice] {
            let kind = entries.filter { $0.severity == severity }
            guard !kind.isEmpty else { continue }
            let shown = kind.count > Self.shownPerKind ? Array(kind.prefix(Self.shownPerKind - 1)) : kind
            for entry in shown { out += entry.line }
            if shown.count < kind.count {
                let rest = kind[shown.count...]
                let names = rest.prefix(20).map(\.name).joined(separator: ", ") + (rest.count > 20 ? ", …" : "")
                out += Self.command(Self.word(severity), properties: [("title", "layoutlab: \(rest.count) more fixtures")],
                                    message: "\(rest.count) more fixtures (\(rest.first!.what) and others): \(names)"
                                        + (reportPath.map { "\nSee the report: \($0)" } ?? ""))
            }
        }
        return out
    }

    /// The annotation of one fixture.
    func line(for fixture: FixtureOutcome, severity: FixtureOutcome.CISeverity) -> String {
        var properties: [(String, String)] = []
        if let location = fixture.location {
            properties.append(("file", repositoryPath(location.file)))
            if let line = location.line { properties.append(("line", String(line))) }
        }
        properties.append(("title", "layoutlab: \(fixture.name) (\(fixture.ciResult))"))
        var message = fixture.message ?? fixture.ciResult
        let moves = fixture.ciMoves(limit: 5)
        // A failure's message already lists what moved.
        if let first = moves.shown.first, !message.contains(first) {
            message += "\nMoved: " + moves.shown.joined(separator: "; ") + (moves.more > 0 ? "; and \(moves.more) more" : "")
        }
        if let warnings = fixture.warnings, !warnings.isEmpty {
            message += "\nLayout warnings: " + warnings.prefix(5).map(\.summary).joined(separator: "\n")
                + (warnings.count > 5 ? "\nand \(warnings.count - 5) more" : "")
        }
        // A passing fixture with warnings has nothing to approve.
        if !fixture.approveCommand.isEmpty, severity != .notice, fixture.status != .passed || fixture.layoutOnlyChange {
            message += "\nApprove: " + fixture.approveCommand
        }
        if let reportPath { message += "\nReport: " + reportPath }
        return Self.command(Self.word(severity), properties: properties, message: message)
    }

    /// `path` relative to the repository: made absolute against the check's folder, then taken
    /// relative to the workspace when inside it (as it is, when there is no workspace or the
    /// path lies outside it).
    public func repositoryPath(_ path: String) -> String {
        guard let workspace else { return path }
        let absolute = path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
        // Both with their links resolved: a workspace reached through a link holds the same files.
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: workspace).standardizedFileURL.resolvingSymlinksInPath().path
        return standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : path
    }

    private static func word(_ severity: FixtureOutcome.CISeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .notice: return "notice"
        }
    }

    /// `::NAME key=value,…::message` with its line feed.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let props = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(props.isEmpty ? "" : " " + props)::\(escapedData(message))\n"
    }

    /// A message by the workflow-command rules: `%` `\r` `\n` as `%25` `%0D` `%0A`, after other
    /// invisible characters are shown as `\u{XXXX}`.
    static func escapedData(_ text: String) -> String {
        MarkupEscaper.revealingInvisibles(text.replacingOccurrences(of: "\r\n", with: "\n"), keepLineBreaks: true)
            .replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, with `:` and `,` as `%3A` and `%2C` too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
