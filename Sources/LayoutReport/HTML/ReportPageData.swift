/// The data the report page embeds for every fixture: what the list, the filters and the search
/// need. Short keys keep the page small with thousands of fixtures.
struct FixtureRow {
    /// The fixture's name.
    var n: String
    /// Its status (`passed`, `failed`, `new`, `error`).
    var s: String
    /// Its one-line message.
    var m: String?
    /// True when only the layout changed.
    var lo: Bool
    /// How many layout changes.
    var c: Int
    /// Ratio of differing pixels, when compared.
    var r: Double?
    /// Differing pixels, when compared.
    var d: Int?
    /// True when this run recorded the baseline.
    var rec: Bool
    /// How many layout warnings.
    var w: Int = 0
}

/// The page's embedded data: the run and one row per fixture, in the report's order (a row's
/// index is the number of its `data/<index>.js` file).
struct ReportIndexData {
    /// Identifies this writing of the report; the fixture data files carry it too, so the page can
    /// tell a data file left over from another run.
    var token: String
    /// The rows.
    var fixtures: [FixtureRow]
}

/// One fixture's details, written to `data/<index>.js` and loaded when the fixture is opened.
struct FixtureDetail {
    var name: String
    var status: String
    var message: String?
    var sourceFile: String?
    var recorded: Bool
    var size: [Double]?
    var scale: Double?
    var durationMs: Double?
    var approveCommand: String
    var baselineDigest: String?
    var layoutOnly: Bool
    var images: DetailImages
    var diff: DetailDiff?
    var changes: [DetailChange]
    var changesTotal: Int
    var asciiArt: String?
    var asciiArtTruncated: Bool
    var layouts: DetailLayouts
    /// Problems found while gathering the data (missing images, unreadable layout files), shown on
    /// the fixture.
    var notes: [String]
    /// The layout warnings (at most `HTMLReportLimits.warnings`).
    var warnings: [LayoutWarning] = []
    /// Why each element of the actual layout has its frame (the first `HTMLReportLimits.nodes`
    /// elements, in the order of `layouts.actual`), for the "Why this size" panel; nil when the
    /// check wrote no explanation.
    var why: LayoutExplanationFile?
    /// The same for the baseline's layout, when the baseline keeps an explanation of the layout
    /// file compared: the panel sets its chain beside the actual's.
    var whyBaseline: LayoutExplanationFile?
}

/// An image the page can show: a URL relative to the report, and its pixel size when the PNG
/// header could be read.
struct ImageReference {
    var url: String
    var w: Int?
    var h: Int?
    /// Where the image is when it is not in the report (a passing fixture's baseline in the
    /// baseline directory, `url` pointing there), as the check named it; nil for the report's own.
    var outside: String? = nil
}

/// The fixture's images.
struct DetailImages {
    var baseline: ImageReference?
    var actual: ImageReference?
    var diff: ImageReference?
}

/// The pixel comparison's figures.
struct DetailDiff {
    var differentPixels: Int
    var totalPixels: Int
    var ratio: Double?
    /// Changed regions `[x, y, w, h]` in pixels, largest first (at most `HTMLReportLimits.regions`).
    var regions: [[Int]]
    var regionsTotal: Int
    /// Areas left out of the comparison (the fixture's `ignore`), `[x, y, w, h]` in pixels.
    var masked: [[Int]]
    var baselineSize: [Int]?
    var actualSize: [Int]
}

/// One row of the structural diff.
struct DetailChange {
    var path: String
    var debugName: String?
    var kind: String
    var change: String
    var before: [Double]?
    var after: [Double]?
    var summary: String
}

/// The baseline's and the actual layout.
struct DetailLayouts {
    var baseline: LayoutData?
    var actual: LayoutData?
    /// True when the baseline's layout file is byte for byte the actual one: only `actual` is
    /// sent, and the page uses it for both images.
    var baselineSameAsActual = false
}

/// A layout, flattened in tree order (parents before children, children in z-order).
struct LayoutData {
    /// Size in points.
    var size: [Double]?
    /// Pixels per point.
    var scale: Double?
    /// The elements (at most `HTMLReportLimits.nodes`).
    var nodes: [LayoutNodeRecord]
    /// Elements in the file.
    var total: Int
}

/// One element of a flattened layout.
struct LayoutNodeRecord {
    /// Kind (`stack`, `text`, …).
    var k: String
    /// debugName.
    var n: String?
    /// Frame `[x, y, w, h]` in root points, `nil` when unplaced.
    var f: [Double]?
    /// Index of the parent, -1 for the root.
    var p: Int
    /// True for layout specs (they only arrange).
    var sp: Bool
    /// Non-default style.
    var st: String?
    /// Text of a text node.
    var t: String?
    /// Touch area `[x, y, w, h]` (nil inside `hit` when nothing is left).
    var ha: HitAreaRecord?
    /// Image scale factor `[sx, sy]`.
    var sf: [Double]?
    /// Image pixel size `[w, h]`.
    var px: [Double]?
    /// Resolved insets `[top, left, bottom, right]` of an inset spec.
    var ins: [Double]?
}

/// A node's touch area.
struct HitAreaRecord {
    /// The area, nil when nothing is left.
    var a: [Double]?
    /// The slop `[top, left, bottom, right]`.
    var sl: [Double]?

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
