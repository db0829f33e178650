import LayoutLabKit
import ArgumentParser
import Foundation

/// The options `check` and `review` share: which fixtures, where the baselines and the report
/// are, how many workers, and when to write baselines.
struct CheckRunArguments: ParsableArguments {
    @Option(name: .customLong("fixtures"), help: ArgumentHelp(
        "A fixture file or a directory searched for *.yaml, *.yml and *.json (repeatable; default: Fixtures, if it exists).",
        valueName: "path"))
    var fixtureRoots: [String] = []

    @Option(help: ArgumentHelp("Only fixtures whose name matches this glob (repeatable: any may match).", valueName: "glob"))
    var filter: [String] = []

    @Option(help: "Worker threads (default: the number of processors).")
    var jobs: Int?

    @Option(help: ArgumentHelp("The baseline directory.", valueName: "dir"))
    var baselines = "Baselines"

    @Option(help: ArgumentHelp("The report directory.", valueName: "dir"))
    var reports = "Reports"

    @Option(help: ArgumentHelp("When to write baselines: never, missing, failed or all.", valueName: "mode"))
    var record: String?

    @Option(name: .customLong("verification-cache"), help: ArgumentHelp(
        "The file recording the SHA-256 of the baselines whose pixel digests were verified by decoding them "
            + "(default: LAYOUTLAB_VERIFICATION_CACHE, else .build/layoutlab/verified-baselines; empty: none kept between runs).",
        valueName: "file"))
    var verificationCache: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for pattern in filter where pattern.isEmpty { throw ValidationError("--filter must not be empty") }
        if baselines.isEmpty || reports.isEmpty { throw ValidationError("--baselines and --reports must not be empty") }
        // Here rather than in run(), so a wrong value shows the command's usage, not the top level's.
        _ = try recordMode()
    }

    /// Where the verification cache is kept when neither the option nor the environment says:
    /// beside the build, which CI caches keep between runs and commits leave out.
    static let defaultVerificationCache = ".build/layoutlab/verified-baselines"

    /// The record mode: `--record`, else `LAYOUTLAB_RECORD`, else the default for the
    /// environment (never on CI).
    func recordMode() throws -> RecordMode {
        do {
            return try RecordMode.resolve(option: record, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The settings of a check with these options and `comparison`.
    func settings(comparison: DiffArguments, shard: FixtureShard? = nil, allowEmpty: Bool) throws -> CheckSettings {
        var settings = CheckSettings(
            fixtureRoots: fixtureRoots.isEmpty ? ["Fixtures"] : fixtureRoots, fixtureRootsRequired: !fixtureRoots.isEmpty,
            filters: filter, shard: shard, baselineDirectory: baselines, reportDirectory: reports,
            threshold: comparison.threshold, maxDiffPixels: comparison.maxDiffPixels, maxDiffRatio: comparison.maxDiffRatio,
            record: try recordMode(), jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, allowEmpty: allowEmpty,
            commandName: LayoutLab.commandName)
        settings.includeAntiAliased = comparison.includeAA
        settings.checkerboard = comparison.checkerboard
        let cache = verificationCache ?? ProcessInfo.processInfo.environment["LAYOUTLAB_VERIFICATION_CACHE"]
            ?? CheckRunArguments.defaultVerificationCache
        settings.verifiedBaselines = VerifiedBaselines(path: cache.isEmpty ? nil : cache)
        return settings
    }
}
