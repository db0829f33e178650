import LayoutLabKit
import ArgumentParser

/// `layoutlab prune [--dry-run] [--fixtures PATH ...] [--baselines DIR]`: removes baselines that
/// no fixture produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove baselines that no fixture produces.",
        discussion: """
        Learns the fixture names from every fixture file (the files under Fixtures/, or \
        --fixtures) and from the Swift fixtures compiled into the harness, then removes each \
        <name>.png, <name>.layout.json and <name>.explain.json.gz in the baseline directory whose \
        fixture does not exist, \
        and temporary files left by interrupted writes. manifest.json and other files stay; \
        symbolic links are listed and never followed or removed. Refuses, removing nothing, when a \
        fixture file does not load (its fixtures' names are unknown), a --fixtures path does not \
        exist, or no fixture is found while baselines exist. Exit status: 0 on success, 1 when a \
        file could not be removed, 2 when it refused or the arguments are wrong.
        """
    )

    @Flag(name: .customLong("dry-run"), help: "List what would be removed; remove nothing.")
    var dryRun = false

    @Option(name: .customLong("fixtures"), help: "A fixture file or folder (repeatable; default: Fixtures, if it exists).")
    var fixtures: [String] = []

    @Option(help: "The baseline directory.")
    var baselines = "Baselines"

    func run() throws {
        do {
            _ = try BaselinePruner.run(fixtureRoots: fixtures.isEmpty ? ["Fixtures"] : fixtures, rootsRequired: !fixtures.isEmpty,
                                       extraNames: Set(LayoutLab.catalog.fixtures.map(\.name)), baselineDirectory: baselines,
                                       dryRun: dryRun, output: printLine)
        } catch {
            printError("layoutlab prune: \(error)")
            throw ExitCode(error.exitStatus)
        }
    }
}
