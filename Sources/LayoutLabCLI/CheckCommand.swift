import LayoutLabKit
import ArgumentParser
import Foundation
import PixelDiff

/// `layoutlab check`: renders every fixture and compares it with its baseline.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every fixture, compare it with its baseline, and write the report.",
        discussion: """
        Fixtures are the files under Fixtures/ (or --fixtures) and the Swift fixtures compiled into \
        the harness. Each ends as passed, failed (pixels differ beyond the policy, or frames moved \
        with --fail-on-layout-change), new (no \
        baseline) or error (it could not be loaded, laid out or rendered). A failure on pixels alone \
        (no frame moved) while the libraries that render differ from the baselines' manifest is \
        renderer drift, listed first with the versions that changed. The report directory \
        receives report.json, junit.xml, the HTML report and every image and layout compared. \
        Record modes: never (the default when CI is set), missing (the default otherwise), failed, \
        all; LAYOUTLAB_RECORD sets the mode when --record does not. Exit status: 0 when every \
        fixture passed or was new and recorded (or drifted, with --accept-renderer-drift); 1 when \
        any failed or drifted (even if re-recorded) or is new and not recorded; 2 when any errored, the arguments are wrong, a --fixtures path does not \
        exist, the report directory is locked by another run or cannot be written, no fixture \
        matched (unless --allow-empty), or the run was interrupted (SIGINT, SIGTERM: the report is \
        still written, naming the fixtures not checked).
        """
    )

    @OptionGroup
    var selection: CheckRunArguments

    @OptionGroup(title: "Swift fixtures")
    var isolation: IsolationArguments

    @OptionGroup(title: "CI")
    var ci: CIReportArguments

    @Option(help: ArgumentHelp("Check only shard I of N (1-based), a stable share by name.", valueName: "I/N"))
    var shard: String?

    @OptionGroup(title: "Comparison (a fixture's diff: settings override these)")
    var comparison: DiffArguments

    @Flag(name: .customLong("fail-on-layout-change"),
          help: "Fail a fixture whose frames moved even when its pixels match (the failOnLayoutChange policy key).")
    var failOnLayoutChange = false

    @Flag(name: .customLong("accept-renderer-drift"),
          help: "Pass, with a warning, fixtures whose pixels alone changed while the libraries that render differ from the baselines' manifest (the acceptRendererDrift policy key).")
    var acceptRendererDrift = false

    @Flag(name: .customLong("fail-on-warnings"),
          help: "Fail a fixture that has layout warnings (`layoutlab explain` lists them; the failOnWarnings policy key).")
    var failOnWarnings = false

    @Flag(name: .customLong("warnings"),
          help: "Trace each fixture's layout and list its layout warnings (`layoutlab explain` explains them).")
    var warnings = false

    @OptionGroup(title: "Diff images in the report")
    var drawing: DiffImageArguments

    @Flag(name: .customLong("overlay-images"),
          help: "Also write the hit-area, pixel-scaling and spec-boundary overlays of failed and new fixtures as PNG images (overlays/KIND/NAME.png); the HTML report draws them itself.")
    var overlayImages = false

    @Flag(name: .customLong("copy-passing"),
          help: "Also copy the baseline image and layouts of fixtures that pass unchanged into the report, so it shows them without the baseline directory beside it (a self-contained artifact); by default such a fixture writes nothing into the report.")
    var copyPassing = false

    @Flag(name: .customLong("allow-empty"), help: "Pass when no fixture matches instead of failing.")
    var allowEmpty = false

    @Flag(name: .customLong("fail-on-orphans"),
          help: "Fail (exit 1) when baselines are left that no fixture produces (listed as ORPHAN; `layoutlab prune` removes them).")
    var failOnOrphans = false

    func validate() throws {
        if let shard, FixtureShard(shard) == nil {
            throw ValidationError("--shard expects I/N with 1 ≤ I ≤ N, found \"\(shard)\"")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = try selection.settings(comparison: comparison, shard: shard.flatMap(FixtureShard.init), allowEmpty: allowEmpty)
        settings.failOnOrphans = failOnOrphans
        settings.diffImage = drawing.imageOptions(outlinesByDefault: true)
        settings.failOnLayoutChange = failOnLayoutChange
        settings.acceptRendererDrift = acceptRendererDrift
        settings.overlayImages = overlayImages
        settings.copiesPassing = copyPassing
        settings.failOnWarnings = failOnWarnings
        settings.lintsLayouts = warnings
        if FixtureIsolation.isWorker { CheckWorker.serve(settings: settings, catalog: LayoutLab.catalog) }
        settings.isolation = isolation.isolation
        CheckInterruption.install()
        let console = CheckConsole(showsProgress: CheckConsole.isInteractive(environment: environment),
                                   commandName: LayoutLab.commandName)
        let result: CheckRun.Result
        do {
            result = try CheckRun.run(settings: settings, catalog: LayoutLab.catalog, console: console)
        } catch {
            printError("layoutlab check: \(error)")
            throw ExitCode(CheckExitStatus.error)
        }
        console.finish(result.report, reportFiles: result.files)
        ci.emit(result.report, reportFiles: result.files, environment: environment)
        if result.report.fixtures.isEmpty && !allowEmpty {
            printError("layoutlab check: no fixture matched; pass --allow-empty if that is expected")
        }
        if result.status != 0 { throw ExitCode(result.status) }
    }
}
