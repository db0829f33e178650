/// A value of the report page's data contract: written into the page as script-safe JSON by
/// `ScriptJSONEncoder`, declared to the page's scripts in `docs/report-data.d.ts`
/// (`ReportContract`). Properties have readable names; the rows and layout nodes, of which a page
/// holds thousands, are written with short keys (their `CodingKeys`; docs/report.md gives the
/// sizes both ways).
protocol ReportPageValue: Codable, Sendable {}

extension ReportPageValue {
    /// Appends the value to `writer` as script-safe JSON.
    func write(to writer: inout ScriptJSONWriter) {
        ScriptJSONEncoder.encode(self, into: &writer)
    }
}

/// The data the report page embeds for every fixture: what the list, the filters and the search
/// need.
struct FixtureRow: ReportPageValue {
    /// The fixture's name.
    var name: String
    /// Its status (`passed`, `failed`, `new`, `error`, `drift`).
    var status: String
    /// Its one-line message.
    var message: String?
    /// True when only the layout changed.
    var layoutOnly: Bool
    /// How many layout changes.
    var changes: Int
    /// Ratio of differing pixels, when compared.
    var ratio: Double?
    /// Differing pixels, when compared.
    var differentPixels: Int?
    /// True when this run recorded the baseline.
    var recorded: Bool
    /// How many layout warnings.
    @OmittedWhenEmpty var warnings: Int = 0

    enum CodingKeys: String, CodingKey {
        case name = "n", status = "s", message = "m", layoutOnly = "lo", changes = "c", ratio = "r"
        case differentPixels = "d", recorded = "rec", warnings = "w"
    }
}

/// The page's embedded data: the run and one row per fixture, in the report's order (a row's
/// index is the one its details are written under in the data files).
struct ReportIndexData: ReportPageValue {
    /// Identifies this writing of the report; the fixture data files carry it too, so the page can
    /// tell a data file left over from another run.
    var token: String
    /// Where a static report's data files start, ascending: the details of fixture `i` are in
    /// `data/<s>.js` for the last start `s` not after `i`. Empty in a live page, which loads
    /// each fixture's details from its server.
    var dataFiles: [Int]
    /// The rows.
    var fixtures: [FixtureRow]
}

/// One fixture's details, written to its data file and loaded when the fixture is opened.
struct FixtureDetail: ReportPageValue {
    /// The fixture's name.
    var name: String
    /// Its status, as the row's.
    var status: String
    /// Its message.
    var message: String?
    /// The fixture file, for a fixture from a file.
    var sourceFile: String?
    /// True when this run recorded the baseline.
    var recorded: Bool
    /// Size in points `[w, h]`.
    var size: [Double]?
    /// Pixels per point.
    var scale: Double?
    /// How long the check of the fixture took.
    var durationMs: Double?
    /// The command that approves it; empty when there is nothing to approve.
    var approveCommand: String
    /// The SHA-256 of the baseline compared.
    var baselineDigest: String?
    /// True when only the layout changed.
    var layoutOnly: Bool
    /// The images.
    var images: DetailImages
    /// The pixel comparison's figures, when compared.
    var diff: DetailDiff?
    /// The structural diff (at most `HTMLReportLimits.changes` rows).
    var changes: [DetailChange]
    /// How many rows the structural diff has.
    var changesTotal: Int
    /// The layout as ASCII art (at most `HTMLReportLimits.asciiArt` characters).
    var asciiArt: String?
    /// True when `asciiArt` was cut short.
    var asciiArtTruncated: Bool
    /// The baseline's and the actual layout.
    var layouts: DetailLayouts
    /// Problems found while gathering the data (missing images, unreadable layout files), shown on
    /// the fixture.
    var notes: [String]
    /// The layout warnings (at most `HTMLReportLimits.warnings`).
    var warnings: [LayoutWarning] = []
    /// Why each element of the actual layout has its frame (the first `HTMLReportLimits.nodes`
    /// elements, in the order of `layouts.actual`), for the "Why this size" panel; nil when the
    /// check wrote no explanation.
    var why: ExplanationData?
    /// The same for the baseline's layout, when the baseline keeps an explanation of the layout
    /// file compared and some element's frame changed: the panel sets its chain beside the
    /// actual's for a changed element.
    var whyBaseline: ExplanationData?
}

/// An image the page can show: a URL relative to the report, and its pixel size when the PNG
/// header could be read.
struct ImageReference: ReportPageValue {
    /// Where the page loads it from.
    var url: String
    /// Width in pixels.
    var width: Int?
    /// Height in pixels.
    var height: Int?
    /// Where the image is when it is not in the report (a passing fixture's baseline in the
    /// baseline directory, `url` pointing there), as the check named it; nil for the report's own.
    var outside: String? = nil

    enum CodingKeys: String, CodingKey {
        case url, width = "w", height = "h", outside
    }
}

/// The fixture's images.
struct DetailImages: ReportPageValue {
    /// The baseline compared with.
    var baseline: ImageReference?
    /// The render.
    var actual: ImageReference?
    /// The diff image.
    var diff: ImageReference?
}

/// The pixel comparison's figures.
struct DetailDiff: ReportPageValue {
    /// Pixels that differ.
    var differentPixels: Int
    /// Pixels compared.
    var totalPixels: Int
    /// `differentPixels / totalPixels`, when finite.
    var ratio: Double?
    /// Changed regions `[x, y, w, h]` in pixels, largest first (at most `HTMLReportLimits.regions`).
    var regions: [[Int]]
    /// How many changed regions there are.
    var regionsTotal: Int
    /// Areas left out of the comparison (the fixture's `ignore`), `[x, y, w, h]` in pixels.
    @OmittedWhenEmpty var masked: [[Int]]
    /// The baseline's pixel size `[w, h]`, when it differs from the actual image's.
    var baselineSize: [Int]?
    /// The actual image's pixel size `[w, h]`.
    var actualSize: [Int]
}

/// One row of the structural diff.
struct DetailChange: ReportPageValue {
    /// The element's path in the tree.
    var path: String
    /// Its debugName.
    var debugName: String?
    /// Its kind.
    var kind: String
    /// What happened to it (`moved`, `resized`, …).
    var change: String
    /// The frame `[x, y, w, h]` before.
    var before: [Double]?
    /// The frame after.
    var after: [Double]?
    /// One line about the change, with its cause.
    var summary: String
}

/// The baseline's and the actual layout.
struct DetailLayouts: ReportPageValue {
    /// The baseline's, unless it is the actual one.
    var baseline: LayoutData?
    /// The actual one.
    var actual: LayoutData?
    /// True when the baseline's layout file is byte for byte the actual one: only `actual` is
    /// sent, and the page uses it for both images.
    @OmittedWhenEmpty var baselineSameAsActual = false
}

/// A layout, flattened in tree order (parents before children, children in z-order).
struct LayoutData: ReportPageValue {
    /// Size in points.
    var size: [Double]?
    /// Pixels per point.
    var scale: Double?
    /// Elements in the file.
    var total: Int
    /// The elements (at most `HTMLReportLimits.nodes`).
    var nodes: [LayoutNodeRecord]
}

/// One element of a flattened layout.
struct LayoutNodeRecord: ReportPageValue {
    /// Kind (`stack`, `text`, …).
    var kind: String
    /// debugName.
    var debugName: String?
    /// Frame `[x, y, w, h]` in root points, `nil` when unplaced.
    var frame: [Double]?
    /// Index of the parent, -1 for the root.
    var parent: Int
    /// True for layout specs (they only arrange).
    var isSpec: Bool
    /// Non-default style.
    var style: String?
    /// Text of a text node.
    var text: String?
    /// Touch area of a touchable node.
    var hitArea: HitAreaRecord?
    /// Image scale factor `[sx, sy]`.
    var imageScale: [Double]?
    /// Image pixel size `[w, h]`.
    var imagePixels: [Double]?
    /// Resolved insets `[top, left, bottom, right]` of an inset spec.
    var insets: [Double]?

    enum CodingKeys: String, CodingKey {
        case kind = "k", debugName = "n", frame = "f", parent = "p", isSpec = "sp", style = "st", text = "t"
        case hitArea = "ha", imageScale = "sf", imagePixels = "px", insets = "ins"
    }
}

/// A node's touch area.
struct HitAreaRecord: ReportPageValue {
    /// The area `[x, y, w, h]`; written as `null` when nothing is left.
    var area: [Double]?
    /// The slop `[top, left, bottom, right]`.
    var slop: [Double]?

    enum CodingKeys: String, CodingKey {
        case area = "a", slop = "sl"
    }

    init(area: [Double]?, slop: [Double]?) {
        self.area = area
        self.slop = slop
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        area = try c.decode([Double]?.self, forKey: .area)
        slop = try c.decodeIfPresent([Double].self, forKey: .slop)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(area, forKey: .area)
        try c.encodeIfPresent(slop, forKey: .slop)
    }
}

/// Caps that keep the page usable with pathological fixtures.
enum HTMLReportLimits {
    /// Elements per layout embedded for overlays and hovering.
    static let nodes = 20_000
    /// Changed regions marked per fixture.
    static let regions = 500
    /// Structural diff rows per fixture.
    static let changes = 2_000
    /// Layout warnings listed per fixture.
    static let warnings = 500
    /// Characters of ASCII art.
    static let asciiArt = 200_000
    /// Characters of a text, a style or a message.
    static let string = 2_000
    /// Bytes of a layout file read for its elements: a larger layout has far more elements than
    /// `nodes`, and parsing it whole would take gigabytes.
    static let layoutFileBytes = 16 << 20
}
