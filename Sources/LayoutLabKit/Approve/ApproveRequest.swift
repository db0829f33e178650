/// What `layoutlab approve` was asked to do.
///
/// Fixtures are chosen from the last report: by name or glob (`patterns`), by outcome
/// (`failed`, `new`, `rendererDrift`), or all of them. Patterns and outcome flags together choose the fixtures
/// that match both (`approve 'header/*' --failed`).
public struct ApproveRequest: Sendable, Equatable {
    /// Fixture names or globs (`*` within a folder, `**` across folders, `?` one character).
    public var patterns: [String]
    /// Choose the fixtures that failed.
    public var failed: Bool
    /// Choose the fixtures that had no baseline.
    public var new: Bool
    /// Choose the fixtures that drifted with the renderer (`FixtureOutcome.rendererDrift`); the
    /// report's other failures are left alone.
    public var rendererDrift: Bool
    /// Choose every fixture.
    public var all: Bool
    /// Print what would change, write nothing.
    public var dryRun: Bool
    /// The report directory holding `report.json` and the actual images.
    public var reportDirectory: String
    /// The baseline directory; nil takes the one the report's check run used.
    public var baselineDirectory: String?

    /// Creates a request.
    public init(patterns: [String] = [], failed: Bool = false, new: Bool = false, rendererDrift: Bool = false,
                all: Bool = false, dryRun: Bool = false,
                reportDirectory: String = "Reports", baselineDirectory: String? = nil) {
        self.patterns = patterns
        self.failed = failed
        self.new = new
        self.rendererDrift = rendererDrift
        self.all = all
        self.dryRun = dryRun
        self.reportDirectory = reportDirectory
        self.baselineDirectory = baselineDirectory
    }

    /// True when nothing was asked for: no pattern and no outcome flag.
    public var isEmpty: Bool { patterns.isEmpty && !failed && !new && !rendererDrift && !all }
}
