import LayoutLabKit
import ArgumentParser
import Foundation
import LayoutReport

/// `layoutlab merge-reports DIR... -o DIR`: joins the reports of several shards into one.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report directories of several check shards into one report.",
        discussion: """
        Copies every image and layout the reports list, joins their fixtures (a fixture in two \
        reports is an error), and writes report.json, junit.xml and the HTML report into the \
        output directory. Warns when the shards used different settings or a shard is missing. \
        Exit status: 0 when merged, 1 when the output could not be written, 2 when a report is \
        missing, unreadable or overlaps another, or the arguments are wrong.
        """
    )

    /// The HTML report writer used for the merged report.
    static let htmlWriter: ReportMerger.HTMLWriter? = { report, directory in
        try HTMLReportWriter.write(report, to: directory)
    }

    @Argument(help: "Report directories of the shards.")
    var directories: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The directory to write the merged report to.")
    var output: String

    func run() throws {
        do {
            let report = try ReportMerger.merge(directories, into: output, writeHTML: MergeReportsCommand.htmlWriter)
            for warning in report.warnings { printError("warning: \(warning)") }
            let s = report.summary
            printLine("merged \(directories.count) report\(directories.count == 1 ? "" : "s") into \(output): \(s.total) fixtures, "
                      + "\(s.passed) passed, \(s.failed) failed, \(s.rendererDrift.map { "\($0) renderer drift, " } ?? "")\(s.new) new, \(s.error) error\(s.error == 1 ? "" : "s")")
        } catch {
            printError("layoutlab merge-reports: \(error)")
            throw ExitCode(error.exitStatus)
        }
    }
}
