import LayoutLabKit
import ArgumentParser
import Foundation

/// `layoutlab approve [NAME|GLOB ...] [--failed] [--new] [--renderer-drift] [--all] [--dry-run]`: promotes the last
/// report's actual images and layouts into the baselines.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Promote the last check's actual images and layouts to baselines, without rendering again.",
        discussion: """
        Chooses fixtures from the report by name or glob (* within a folder, ** across folders), \
        by outcome (--failed, --new, --renderer-drift), or --all; names and flags together choose fixtures matching \
        both. Passed fixtures are left unchanged unless their layout changed; errored fixtures are \
        never approved. Refuses, writing nothing, when a fixture file changed after the check, a \
        baseline changed since the check compared it, or a check run is writing the report. Each file is written atomically: an \
        interrupted approve leaves every baseline old or new, and running it again finishes. \
        Exit status: 0 when every chosen fixture is approved or unchanged (or none was chosen by \
        the flags), 1 when it refused, a write failed or an errored fixture was chosen, 2 when \
        nothing was asked for, a name matches no fixture, or the report cannot be read.
        """
    )

    @Argument(help: "Fixture names or globs, as the report lists them.")
    var names: [String] = []

    @Flag(help: "Approve the fixtures that failed.")
    var failed = false

    @Flag(help: "Approve the fixtures that had no baseline.")
    var new = false

    @Flag(name: .customLong("renderer-drift"),
          help: "Approve the fixtures that drifted with the renderer (pixels alone changed under other library versions), and record this machine's libraries in the manifest.")
    var rendererDrift = false

    @Flag(help: "Approve every fixture of the report.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "Print what would change; write nothing.")
    var dryRun = false

    @Option(help: "The report directory of the check run.")
    var reports = "Reports"

    @Option(help: "The baseline directory (default: the one the check run used).")
    var baselines: String?

    func run() throws {
        let request = ApproveRequest(patterns: names, failed: failed, new: new, rendererDrift: rendererDrift, all: all, dryRun: dryRun,
                                     reportDirectory: reports, baselineDirectory: baselines)
        do {
            let result = try Approver.run(request, output: printLine)
            if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
        } catch let error as ApproveError {
            printError("layoutlab approve: \(error)")
            throw ExitCode(error.exitStatus)
        }
    }
}
