import PixelDiff

/// Everything a check run is told: where fixtures, baselines and reports live, which fixtures to
/// take, the diff policy, the record mode and the number of workers.
public struct CheckSettings: Sendable {
    /// Fixture files or directories to search.
    public var fixtureRoots: [String]
    /// True when the roots were given explicitly, so a missing one is an error.
    public var fixtureRootsRequired: Bool
    /// Name globs; a fixture is taken when any matches (all when empty).
    public var filters: [String]
    /// The share of the fixtures this run takes.
    public var shard: FixtureShard?
    /// The baseline directory.
    public var baselineDirectory: String
    /// The report directory.
    public var reportDirectory: String
    /// Per-pixel colour threshold, 0…1.
    public var threshold: Double
    /// Differing pixels that still pass.
    public var maxDiffPixels: Int?
    /// Ratio of differing pixels that still passes.
    public var maxDiffRatio: Double?
    /// When baselines are written.
    public var record: RecordMode
    /// Worker threads.
    public var jobs: Int
    /// When true, a run that matches no fixture passes.
    public var allowEmpty: Bool
    /// When true, baselines no fixture produces fail the run (exit 1).
    public var failOnOrphans = false
    /// The command that runs this harness, for the approve commands in the report (`layoutlab`).
    public var commandName: String

    /// Creates settings with the command line's defaults.
    public init(fixtureRoots: [String] = ["Fixtures"], fixtureRootsRequired: Bool = false, filters: [String] = [],
                shard: FixtureShard? = nil, baselineDirectory: String = "Baselines", reportDirectory: String = "Reports",
                threshold: Double = DiffOptions.defaultThreshold, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                record: RecordMode = .missing, jobs: Int = 1, allowEmpty: Bool = false, commandName: String = "layoutlab") {
        self.fixtureRoots = fixtureRoots
        self.fixtureRootsRequired = fixtureRootsRequired
        self.filters = filters
        self.shard = shard
        self.baselineDirectory = baselineDirectory
        self.reportDirectory = reportDirectory
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.record = record
        self.jobs = jobs
        self.allowEmpty = allowEmpty
        self.commandName = commandName
    }

    /// The command that approves fixture `name` of this run's report (an errored fixture has
    /// none: it cannot be approved).
    func approveCommand(for name: String) -> String {
        CheckMessage.approveCommand(commandName, name: name, reportDirectory: reportDirectory)
    }

    /// The policy for a fixture: its own threshold when set, and its own limits when it sets
    /// any (they replace the run's limits rather than adding to them).
    public func policy(for overrides: DiffPolicyOverrides) -> DiffPolicy {
        let options = DiffOptions(threshold: overrides.threshold ?? threshold)
        if overrides.maxDiffPixels != nil || overrides.maxDiffRatio != nil {
            return DiffPolicy(options: options, maxDiffPixels: overrides.maxDiffPixels, maxDiffRatio: overrides.maxDiffRatio)
        }
        return DiffPolicy(options: options, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}
