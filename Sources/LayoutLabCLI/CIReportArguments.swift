import LayoutLabKit
import LayoutReport
import ArgumentParser
import Foundation

/// Where a check's results go besides the terminal and the report: GitHub Actions annotations on
/// the pull request and a job summary.
struct CIReportArguments: ParsableArguments {
    /// What prints the results.
    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        /// `github` under GitHub Actions (`GITHUB_ACTIONS=true`), `console` elsewhere.
        case auto
        /// The result lines only.
        case console
        /// The result lines, then one `::error`/`::warning`/`::notice` workflow command per
        /// fixture that did not simply pass, and a job summary when `GITHUB_STEP_SUMMARY` is set.
        case github
    }

    @Option(help: ArgumentHelp(
        "How results are printed: console, github (console lines, then GitHub Actions annotations at each fixture's file and line, and a job summary when GITHUB_STEP_SUMMARY is set), or auto: github when GITHUB_ACTIONS is true.",
        valueName: "reporter"))
    var reporter: Reporter = .auto

    @Option(help: ArgumentHelp(
        "Append a Markdown summary of the run (counts, the fixtures that did not pass, approve commands) to FILE; under the github reporter it defaults to GITHUB_STEP_SUMMARY.",
        valueName: "file"))
    var summary: String?

    /// The reporter this run uses.
    func resolved(_ environment: [String: String]) -> Reporter {
        guard reporter == .auto else { return reporter }
        return environment["GITHUB_ACTIONS"] == "true" ? .github : .console
    }

    /// Prints the annotations and appends the summary for `report`, as the options and
    /// `environment` ask. A summary that cannot be written is a warning on standard error.
    func emit(_ report: CheckReport, reportFiles: [String], environment: [String: String]) {
        let reporter = resolved(environment)
        let htmlReport = reportFiles.first { $0.hasSuffix(".html") } ?? reportFiles.first
        let annotations = GitHubAnnotations(folder: FileManager.default.currentDirectoryPath,
                                            workspace: environment["GITHUB_WORKSPACE"], reportPath: htmlReport)
        if reporter == .github { printOut(annotations.lines(for: report), terminator: "") }
        let target = summary ?? (reporter == .github ? environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil)
        guard let target else { return }
        let markdown = JobSummary(commandName: LayoutLab.commandName, reportPath: htmlReport,
                                  runLink: JobSummary.runLink(environment: environment), paths: annotations).markdown(for: report)
        do {
            try SummaryFile.append(markdown, to: target)
        } catch {
            printError("layoutlab: warning: the summary could not be written to \(terminalSafe(target)): \(error.localizedDescription)")
        }
    }
}
