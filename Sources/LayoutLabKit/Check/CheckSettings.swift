import LayoutFixtures
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
    /// Whether anti-aliased pixels count as differences.
    public var includeAntiAliased = false
    /// Whether translucent pixels are compared over pixelmatch's checkerboard (else over white).
    public var checkerboard = true
    /// How the report's diff images are drawn (pixelmatch's, with the changed regions outlined).
    public var diffImage = DiffImageOptions.report
    /// When true, a frame that moved while the pixels stayed equal fails the fixture.
    public var failOnLayoutChange = false
    /// When true, renderer drift (pixels alone changed under other library versions than the
    /// baselines' manifest records) passes with a warning instead of failing the run.
    public var acceptRendererDrift = false
    /// When true, each fixture's layout is traced and linted for layout warnings (off by default:
    /// a check then lays out without a trace).
    public var lintsLayouts = false
    /// When true, a fixture with layout warnings fails.
    public var failOnWarnings = false
    /// When true, failed and new fixtures also get their debugging overlays as PNG images
    /// (`overlays/<kind>/<name>.png`); the HTML report draws the overlays itself from the layouts,
    /// so they are off by default (each costs a full-size render and encode).
    public var overlayImages = false
    /// When true, fixtures that pass unchanged also get report files (copies of the compared
    /// baseline image and layouts), so the report shows them without the baseline directory
    /// beside it; off by default, when such a fixture writes nothing into the report.
    public var copiesPassing = false
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
    /// Where Swift fixtures are checked: in worker processes of the harness (each fixture's crash,
    /// exit or hang is then that fixture's error), or in this process when nil.
    public var isolation: FixtureIsolation?
    /// The baselines whose pixel digests were verified by decoding them, shared by the run's
    /// workers and kept in a file between runs when it has one (see `VerifiedBaselines`); nil:
    /// each worker verifies every baseline it trusts a digest of, once.
    public var verifiedBaselines: VerifiedBaselines?

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

    /// The policy for a fixture: its own threshold, anti-aliasing and checkerboard settings when
    /// set, and its own limits when it sets any (they replace the run's limits rather than adding
    /// to them). Masks are added by the checker, which knows where the elements are.
    public func policy(for overrides: DiffPolicyOverrides) -> DiffPolicy {
        let options = DiffOptions(threshold: overrides.threshold ?? threshold,
                                  includeAntiAliased: overrides.includeAntiAliased ?? includeAntiAliased,
                                  checkerboard: overrides.checkerboard ?? checkerboard)
        if overrides.maxDiffPixels != nil || overrides.maxDiffRatio != nil {
            return DiffPolicy(options: options, maxDiffPixels: overrides.maxDiffPixels, maxDiffRatio: overrides.maxDiffRatio)
        }
        return DiffPolicy(options: options, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    /// How a fixture's diff image is drawn: the run's settings with the fixture's own on top.
    public func diffImage(for overrides: DiffPolicyOverrides) -> DiffImageOptions {
        var image = diffImage
        let own = overrides.image
        if let alpha = own.alpha { image.fade = alpha }
        if let colour = own.aaColor { image.antiAliasedColor = colour }
        if let colour = own.diffColor { image.diffColor = colour }
        if let colour = own.diffColorAlt { image.darkerDiffColor = colour }
        if let mask = own.diffMask { image.background = mask ? .transparent : .fadedBaseline }
        if let outlines = own.outlines {
            image.outlineColor = outlines ? (diffImage.outlineColor ?? DiffImageOptions.defaultOutlineColor) : nil
        }
        return image
    }

    /// Whether a frame that moved while the pixels stayed equal fails this fixture.
    public func failsOnLayoutChange(_ overrides: DiffPolicyOverrides) -> Bool {
        overrides.failOnLayoutChange ?? failOnLayoutChange
    }

    /// Whether layout warnings fail this fixture.
    public func failsOnWarnings(_ overrides: DiffPolicyOverrides) -> Bool {
        overrides.failOnWarnings ?? failOnWarnings
    }

    /// Whether this fixture's layout is traced and linted: the run asks for warnings, or they
    /// fail the fixture.
    public func lints(_ overrides: DiffPolicyOverrides) -> Bool {
        lintsLayouts || failsOnWarnings(overrides)
    }

    /// Whether this fixture's renderer drift passes with a warning.
    public func acceptsRendererDrift(_ overrides: DiffPolicyOverrides) -> Bool {
        overrides.acceptRendererDrift ?? acceptRendererDrift
    }
}
