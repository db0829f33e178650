/// How two bitmaps are compared.
public struct DiffOptions: Hashable, Sendable {
    /// The default per-pixel threshold, as in pixelmatch.
    public static let defaultThreshold = 0.1
    /// The most mask rectangles a comparison takes (`--ignore`, a fixture's `ignore` once its
    /// elements are found): enough for any screen, and a bound on the time masks cost.
    public static let maxMasks = 10_000
    /// The default distance within which changed regions merge.
    public static let defaultRegionGap = 8

    /// Per-pixel colour threshold from 0 to 1, on pixelmatch's scale: a pixel differs when its
    /// squared YIQ distance exceeds `35215 × threshold²` (35215 is the largest distance possible).
    /// Smaller is stricter; 0 flags every colour change. Values outside 0...1 are clamped; NaN
    /// means the default.
    public var threshold: Double {
        didSet { threshold = Self.sanitized(threshold) }
    }

    /// When true, differing pixels classified as anti-aliasing count as differences. They are
    /// always classified and reported in `DiffResult.aaPixels`.
    public var includeAntiAliased: Bool

    /// Two changed regions merge when at most this many unchanged pixels separate them,
    /// horizontally or vertically (0 merges only touching regions). Negative values mean 0.
    public var regionGap: Int {
        didSet { regionGap = max(0, regionGap) }
    }

    /// When true (pixelmatch 7's default), translucent pixels are compared blended onto
    /// pixelmatch's checkerboard, so a pixel that turned transparent where it was white differs;
    /// when false, they are blended onto white (pixelmatch 5 and 6).
    public var checkerboard: Bool

    /// Pixel rectangles of the canvas that are not compared: their pixels never count as
    /// different (nor as anti-aliased) and the diff image paints them in the mask colour.
    public var masks: [PixelRect]

    /// Creates options; the defaults are pixelmatch 7's (threshold 0.1, anti-aliasing ignored,
    /// translucent pixels over the checkerboard) with nothing masked.
    public init(threshold: Double = DiffOptions.defaultThreshold, includeAntiAliased: Bool = false,
                regionGap: Int = DiffOptions.defaultRegionGap, checkerboard: Bool = true, masks: [PixelRect] = []) {
        self.threshold = Self.sanitized(threshold)
        self.includeAntiAliased = includeAntiAliased
        self.regionGap = max(0, regionGap)
        self.checkerboard = checkerboard
        self.masks = masks
    }

    /// The largest squared YIQ distance that still counts as equal: `35215 × threshold²`.
    public var maxColorDelta: Double { 35215 * threshold * threshold }

    private static func sanitized(_ value: Double) -> Double {
        value.isNaN ? defaultThreshold : min(1, max(0, value))
    }
}
