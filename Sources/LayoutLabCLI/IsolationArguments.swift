import LayoutLabKit
import ArgumentParser
import Foundation

/// Where a harness's Swift fixtures run (`check`, `review`, `layout`, `render`): each in a worker
/// process of the harness with a time limit, unless `--in-process`.
struct IsolationArguments: ParsableArguments {
    @Option(name: .customLong("fixture-timeout"), help: ArgumentHelp(
        "Seconds a Swift fixture may take before its worker is stopped and it fails (default: 30; a fixture's own timeLimit wins).",
        valueName: "seconds"))
    var fixtureTimeout: String?

    @Option(name: .customLong("fixture-memory"), help: ArgumentHelp(
        "MiB of memory a Swift fixture's worker may take before an allocation fails and the fixture with it (default: 2048; at least 256).",
        valueName: "MiB"))
    var fixtureMemory: String?

    @Flag(name: .customLong("in-process"),
          help: "Run Swift fixtures in this process (for a debugger): a fixture that crashes, blocks or exits then ends the run.")
    var inProcess = false

    func validate() throws {
        if let fixtureMemory, FixtureIsolation.memoryLimit(parsing: fixtureMemory) == nil {
            throw ValidationError("--fixture-memory expects a whole number of MiB from 256 to 1048576, found \"\(fixtureMemory)\"")
        }
        if let fixtureTimeout, FixtureIsolation.timeLimit(parsing: fixtureTimeout) == nil {
            throw ValidationError("--fixture-timeout expects a number of seconds above 0 and at most 86400, found \"\(fixtureTimeout)\"")
        }
    }

    /// The workers of this run: nil when the harness has no Swift fixtures or `--in-process` is given.
    var isolation: FixtureIsolation? {
        guard !inProcess, !LayoutLab.catalog.fixtures.isEmpty else { return nil }
        let limit = fixtureTimeout.flatMap(FixtureIsolation.timeLimit(parsing:)) ?? FixtureIsolation.defaultTimeLimit
        var isolation = FixtureIsolation.currentExecutable(arguments: LayoutLab.runArguments, timeLimit: limit)
        if let memory = fixtureMemory.flatMap(FixtureIsolation.memoryLimit(parsing:)) { isolation.memoryLimit = memory }
        return isolation
    }
}
