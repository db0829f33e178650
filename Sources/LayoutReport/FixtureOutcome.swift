import LayoutFile
/// One fixture's result in a check run.
public struct FixtureOutcome: Codable, Sendable, Equatable {
    /// The fixture's name (`group/name@variant`).
    public var name: String
    /// How it ended.
    public var status: FixtureStatus
    /// One line explaining the status: the error, or the failure's figures.
    public var message: String?
    /// The fixture file it came from, or `nil` for a Swift fixture.
    public var sourceFile: String?
    /// Where the fixture is declared (its file's line, or its `SwiftFixture(…)`), for annotations
    /// on a pull request; nil when unknown and in earlier reports.
    public var location: FixtureLocation?
    /// SHA-256 (hex) of the fixture file as the check read it, so `approve` tells a file that was
    /// only touched from one that changed; `nil` for a Swift fixture and in earlier reports.
    public var sourceDigest: String?
    /// True when this run wrote the baseline (record modes).
    public var recorded: Bool
    /// True when this run added the explanation a passing fixture's baseline did not keep yet
    /// (record modes other than `never`); nil otherwise.
    public var recordedExplanation: Bool?
    /// Size in points of the rendered layout.
    public var size: [Double]?
    /// Pixels per point.
    public var scale: Double?
    /// SHA-256 (hex) of the baseline PNG as it was compared, so `approve` can refuse when the
    /// baseline changed since the report was written; `nil` when there was none.
    public var baselineDigest: String?
    /// SHA-256 (hex) of the actual PNG as the check wrote it, so `approve` never promotes a file
    /// changed or cut short since; `nil` in reports of earlier versions.
    public var actualDigest: String?
    /// Images, relative to the report directory.
    public var images: FixtureImages
    /// Layout JSON files, relative to the report directory.
    public var layouts: FixtureLayouts
    /// The pixel comparison's figures, when both images existed.
    public var diff: DiffFigures?
    /// Nodes and specs that moved, resized, appeared or disappeared against the baseline layout.
    public var layoutChanges: [LayoutChange]
    /// The layout warnings (a lint on the laid-out tree); nil when the run did not lint.
    public var warnings: [LayoutWarning]?
    /// True when the pixels passed but the layout changed.
    public var layoutOnlyChange: Bool
    /// The layout as ASCII art (`asciiArtString()`).
    public var asciiArt: String?
    /// The command that approves this fixture, with the options that make it act on this report
    /// (`--reports`); empty for an error, which cannot be approved.
    public var approveCommand: String
    /// Time spent on the fixture, in milliseconds.
    public var durationMilliseconds: Double
    /// True when the baseline's layout was read and compared frame by frame (false when it was
    /// missing or unreadable); nil when there was no baseline or in earlier reports.
    public var framesCompared: Bool?
    /// True when the fixture failed on pixels alone while the libraries that render differ from
    /// the baselines' manifest (renderer drift); nil otherwise.
    public var rendererDrift: Bool?
    /// True when this fixture's renderer drift does not fail the run (`--accept-renderer-drift` or
    /// its `acceptRendererDrift` key); nil otherwise.
    public var rendererDriftAccepted: Bool?

    /// Creates an outcome.
    public init(name: String, status: FixtureStatus, message: String? = nil, sourceFile: String? = nil,
                recorded: Bool = false, baselineDigest: String? = nil, size: [Double]? = nil, scale: Double? = nil,
                images: FixtureImages = FixtureImages(), layouts: FixtureLayouts = FixtureLayouts(),
                diff: DiffFigures? = nil, layoutChanges: [LayoutChange] = [], layoutOnlyChange: Bool = false,
                asciiArt: String? = nil, approveCommand: String, durationMilliseconds: Double = 0) {
        self.name = name
        self.status = status
        self.message = message
        self.sourceFile = sourceFile
        self.recorded = recorded
        self.baselineDigest = baselineDigest
        self.size = size
        self.scale = scale
        self.images = images
        self.layouts = layouts
        self.diff = diff
        self.layoutChanges = layoutChanges
        self.layoutOnlyChange = layoutOnlyChange
        self.asciiArt = asciiArt
        self.approveCommand = approveCommand
        self.durationMilliseconds = durationMilliseconds
    }
}

/// A fixture's images, relative to the report directory.
public struct FixtureImages: Codable, Sendable, Equatable {
    /// A copy of the baseline as it was compared.
    public var baseline: String?
    /// The rendered image.
    public var actual: String?
    /// The diff image.
    public var diff: String?
    /// The actual image's overlay layers by kind (`hit-area`, `pixel-scaling`, `spec-boundary`).
    public var overlays: [String: String]

    /// Creates the paths.
    public init(baseline: String? = nil, actual: String? = nil, diff: String? = nil, overlays: [String: String] = [:]) {
        self.baseline = baseline
        self.actual = actual
        self.diff = diff
        self.overlays = overlays
    }
}

/// A fixture's layout files (the `layoutlab layout --json` entry of one fixture, enriched with
/// hit areas, image scaling, insets and styles), relative to the report directory.
public struct FixtureLayouts: Codable, Sendable, Equatable {
    /// The baseline's layout, as compared.
    public var baseline: String?
    /// The actual layout.
    public var actual: String?
    /// Why each element of the actual layout has its frame (a `LayoutExplanationFile`), written
    /// for the fixtures a report shows in detail (failed, new, or with layout changes).
    public var explanation: String?
    /// Why each element of the baseline's layout has its frame, copied from the baseline
    /// directory for the same fixtures when the baseline keeps an explanation of that layout file.
    public var baselineExplanation: String?
    /// The actual layout as reading its file gives it, kept by the check that wrote the file so
    /// the HTML report need not read it back; not part of `report.json` nor of equality.
    public var actualInMemory: InMemoryLayout?

    /// A layout file's entry as its file reads (`LayoutFileEntry.readBack`), with the file's size.
    public struct InMemoryLayout: Sendable {
        /// The entry.
        public var entry: LayoutFileEntry
        /// The bytes of the file that holds it.
        public var fileBytes: Int
        /// True when the baseline's layout file holds the same bytes.
        public var sameAsBaseline: Bool

        /// Creates the record.
        public init(entry: LayoutFileEntry, fileBytes: Int, sameAsBaseline: Bool) {
            self.entry = entry
            self.fileBytes = fileBytes
            self.sameAsBaseline = sameAsBaseline
        }
    }

    /// Creates the paths.
    public init(baseline: String? = nil, actual: String? = nil, explanation: String? = nil, baselineExplanation: String? = nil) {
        self.baseline = baseline
        self.actual = actual
        self.explanation = explanation
        self.baselineExplanation = baselineExplanation
    }

    private enum CodingKeys: String, CodingKey { case baseline, actual, explanation, baselineExplanation }

    /// Equal paths.
    public static func == (a: FixtureLayouts, b: FixtureLayouts) -> Bool {
        a.baseline == b.baseline && a.actual == b.actual && a.explanation == b.explanation
            && a.baselineExplanation == b.baselineExplanation
    }

    /// Every file named, relative to the report directory.
    public var files: [String] { [baseline, actual, explanation, baselineExplanation].compactMap { $0 } }
}

/// The pixel comparison's figures.
public struct DiffFigures: Codable, Sendable, Equatable {
    /// Pixels that differ beyond the threshold (anti-aliasing excluded).
    public var differentPixels: Int
    /// Pixels compared.
    public var totalPixels: Int
    /// `differentPixels / totalPixels`.
    public var ratio: Double
    /// Changed regions in pixels, `[x, y, w, h]`, largest first.
    public var regions: [[Int]]
    /// Baseline and actual pixel sizes `[w, h]` when they differ.
    public var baselineSize: [Int]?
    /// The actual image's pixel size.
    public var actualSize: [Int]
    /// Areas not compared (the fixture's `ignore`), in pixels, `[x, y, w, h]`; nil when none.
    public var masked: [[Int]]?

    /// Creates figures.
    public init(differentPixels: Int, totalPixels: Int, ratio: Double, regions: [[Int]], baselineSize: [Int]? = nil,
                actualSize: [Int]) {
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.ratio = ratio
        self.regions = regions
        self.baselineSize = baselineSize
        self.actualSize = actualSize
    }
}

/// One element whose frame changed against the baseline layout.
public struct LayoutChange: Codable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// Same size, new position.
        case moved
        /// New size (and maybe position).
        case resized
        /// Only in the actual layout.
        case appeared
        /// Only in the baseline layout.
        case disappeared
    }
    /// The element's path in the tree (`stack[0]/inset/text "title"`), how it was matched.
    public var path: String
    /// Its debugName, when it has one.
    public var debugName: String?
    /// Its kind (`text`, `stack`, …).
    public var elementKind: String
    /// What happened.
    public var change: Kind
    /// Frame in the baseline, `[x, y, w, h]` points.
    public var before: [Double]?
    /// Frame in the actual layout.
    public var after: [Double]?
    /// One line for people: `avatar: x 8 → 12 (+4pt)`.
    public var summary: String

    /// Creates a change.
    public init(path: String, debugName: String?, elementKind: String, change: Kind, before: [Double]?,
                after: [Double]?, summary: String) {
        self.path = path
        self.debugName = debugName
        self.elementKind = elementKind
        self.change = change
        self.before = before
        self.after = after
        self.summary = summary
    }
}
