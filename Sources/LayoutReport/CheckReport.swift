/// Everything one `layoutlab check` run found, as written to `Reports/report.json` and read back
/// by the HTML writer, `approve` and `merge-reports`.
///
/// Paths inside are relative to the report directory and use `/`.
public struct CheckReport: Codable, Sendable, Equatable {
    /// Format version of this file.
    public var schemaVersion: Int
    /// The tool that wrote it (`layoutlab 0.1.0`).
    public var tool: String
    /// When the run started, ISO 8601 in UTC.
    public var startedAt: String
    /// Wall-clock time of the run in seconds.
    public var durationSeconds: Double
    /// The settings the run used.
    public var settings: ReportSettings
    /// Counts per outcome.
    public var summary: ReportSummary
    /// Every fixture's outcome, in name order.
    public var fixtures: [FixtureOutcome]
    /// Warnings about the run as a whole (for example render settings that differ from the
    /// baselines' manifest).
    public var warnings: [String]
    /// Baseline files (relative to the baseline directory) that no fixture produces any more:
    /// left by a fixture deleted or renamed, removed by `layoutlab prune`. Nil when the run could
    /// not tell (a fixture file did not load, so some names are unknown).
    public var orphanedBaselines: [String]?
    /// The libraries that changed since the baselines were made, when some fixtures drifted with
    /// them (`FixtureOutcome.rendererDrift`); nil when none did.
    public var rendererDrift: RendererDriftReport?

    /// Creates a report; the summary is computed from the fixtures.
    public init(schemaVersion: Int = 1, tool: String, startedAt: String, durationSeconds: Double,
                settings: ReportSettings, fixtures: [FixtureOutcome], warnings: [String] = [],
                orphanedBaselines: [String]? = nil, rendererDrift: RendererDriftReport? = nil) {
        self.schemaVersion = schemaVersion
        self.tool = tool
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.settings = settings
        self.fixtures = fixtures
        self.summary = ReportSummary(fixtures)
        self.warnings = warnings
        self.orphanedBaselines = orphanedBaselines
        self.rendererDrift = rendererDrift
    }
}

/// The settings of a check run.
public struct ReportSettings: Codable, Sendable, Equatable {
    /// Per-pixel colour threshold, 0…1.
    public var threshold: Double
    /// Differing pixels that still pass; `nil` for none.
    public var maxDiffPixels: Int?
    /// Ratio of differing pixels that still passes; `nil` for none.
    public var maxDiffRatio: Double?
    /// Record mode: `never`, `missing`, `failed` or `all`.
    public var record: String
    /// Worker threads.
    public var jobs: Int
    /// `I/N` when the run was one shard of several.
    public var shard: String?
    /// The baseline directory, as given (absolute or relative to the working directory).
    public var baselineDirectory: String
    /// The fixture files' roots that were searched.
    public var fixtureRoots: [String]
    /// The name filter, when one was given.
    public var filter: String?
    /// True when orphaned baselines fail the run (`--fail-on-orphans`); nil in earlier reports.
    public var failOnOrphans: Bool?
    /// True when anti-aliased pixels counted (`--include-aa`); nil when they did not.
    public var includeAA: Bool?
    /// False when translucent pixels were compared over white (`--no-checkerboard`); nil when
    /// over pixelmatch's checkerboard, the default.
    public var checkerboard: Bool?
    /// True when a moved frame failed a fixture whose pixels matched (`--fail-on-layout-change`).
    public var failOnLayoutChange: Bool?
    /// True when renderer drift passed with a warning (`--accept-renderer-drift`).
    public var acceptRendererDrift: Bool?

    /// Creates settings.
    public init(threshold: Double, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, record: String,
                jobs: Int, shard: String? = nil, baselineDirectory: String, fixtureRoots: [String], filter: String? = nil,
                failOnOrphans: Bool? = nil, includeAA: Bool? = nil, checkerboard: Bool? = nil,
                failOnLayoutChange: Bool? = nil, acceptRendererDrift: Bool? = nil) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.record = record
        self.jobs = jobs
        self.shard = shard
        self.baselineDirectory = baselineDirectory
        self.fixtureRoots = fixtureRoots
        self.filter = filter
        self.failOnOrphans = failOnOrphans
        self.includeAA = includeAA
        self.checkerboard = checkerboard
        self.failOnLayoutChange = failOnLayoutChange
        self.acceptRendererDrift = acceptRendererDrift
    }
}

/// How a fixture ended.
public enum FixtureStatus: String, Codable, Sendable, CaseIterable {
    /// Pixels match the baseline within the policy.
    case passed
    /// Pixels differ beyond the policy.
    case failed
    /// No baseline exists (it may have been recorded in this run; see `recorded`).
    case new
    /// The fixture could not be loaded, laid out or rendered.
    case error
}

/// Counts per outcome.
public struct ReportSummary: Codable, Sendable, Equatable {
    /// All fixtures.
    public var total: Int
    /// Passed.
    public var passed: Int
    /// Failed, renderer drift apart.
    public var failed: Int
    /// Failed on pixels alone under changed libraries (renderer drift); nil when none.
    public var rendererDrift: Int?
    /// New.
    public var new: Int
    /// Errored.
    public var error: Int
    /// Passed on pixels, but the layout moved or resized a node.
    public var layoutOnly: Int
    /// Baselines written in this run.
    public var recorded: Int

    /// Counts `fixtures`.
    public init(_ fixtures: [FixtureOutcome]) {
        total = fixtures.count
        passed = fixtures.filter { $0.status == .passed }.count
        failed = fixtures.filter { $0.status == .failed && !$0.isRendererDrift }.count
        let drifted = fixtures.filter(\.isRendererDrift).count
        rendererDrift = drifted == 0 ? nil : drifted
        new = fixtures.filter { $0.status == .new }.count
        error = fixtures.filter { $0.status == .error }.count
        layoutOnly = fixtures.filter { $0.layoutOnlyChange }.count
        recorded = fixtures.filter { $0.recorded }.count
    }
}

extension CheckReport {
    /// True when the run fails on its orphaned baselines (`--fail-on-orphans` and at least one).
    public var orphansFail: Bool { settings.failOnOrphans == true && !(orphanedBaselines ?? []).isEmpty }

    /// What the run recorded, by status: `recorded the baselines of 2 failed fixtures and 1 new
    /// fixture`, and the explanations added to baselines that kept none (`recorded the
    /// explanations of 3 baselines kept without one`); nil when it recorded nothing.
    public var recordedPhrase: String? {
        var kinds: [String] = []
        for status in [FixtureStatus.failed, .new, .passed] {
            let n = fixtures.filter { $0.recorded && $0.status == status }.count
            if n > 0 { kinds.append("\(n) \(status.rawValue) fixture\(n == 1 ? "" : "s")") }
        }
        var phrases: [String] = []
        if let last = kinds.popLast() {
            phrases.append("recorded the baselines of " + (kinds.isEmpty ? last : kinds.joined(separator: ", ") + " and " + last))
        }
        let explained = fixtures.filter { $0.recordedExplanation == true }.count
        if explained > 0 {
            phrases.append("recorded the explanation\(explained == 1 ? "" : "s") of \(explained) baseline\(explained == 1 ? "" : "s") "
                           + "kept without one")
        }
        return phrases.isEmpty ? nil : phrases.joined(separator: "; ")
    }
}
