/// How two bitmaps are compared.
public struct DiffOptions: Hashable, Sendable {
    /// The default per-pixel threshold, as in pixelmatch.
    public static let defaultThreshold = 0.1
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

    /// Creates options; the defaults are pixelmatch's (threshold 0.1, anti-aliasing ignored).
    public init(threshold: Double = DiffOptions.defaultThreshold, includeAntiAliased: Bool = false,
                regionGap: Int = DiffOptions.defaultRegionGap) {
        self.threshold = Self.sanitized(threshold)
        self.includeAntiAliased = includeAntiAliased
        self.regionGap = max(0, regionGap)
    }

    /// The largest squared YIQ distance that still counts as equal: `35215 × threshold²`.
    public var maxColorDelta: Double { 35215 * threshold * threshold }

    private static func sanitized(_ value: Double) -> Double {
        value.isNaN ? defaultThreshold : min(1, max(0, value))
    }
}
