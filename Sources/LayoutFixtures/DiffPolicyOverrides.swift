import LayoutBitmap
import LayoutGeometry

/// A fixture's own diff settings (`diff:` in the file, `diffPolicy:` in Swift); `nil` keeps the
/// run's setting. The keys are pixelmatch's where pixelmatch has one.
public struct DiffPolicyOverrides: Sendable, Hashable {
    /// Per-pixel colour threshold, 0…1.
    public var threshold: Double?
    /// Largest number of differing pixels that still passes.
    public var maxDiffPixels: Int?
    /// Largest ratio of differing pixels that still passes.
    public var maxDiffRatio: Double?
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`).
    public var includeAntiAliased: Bool?
    /// Whether translucent pixels are compared over pixelmatch's checkerboard (else over white).
    public var checkerboard: Bool?
    /// Elements and areas the comparison ignores.
    public var ignore: [DiffIgnore]
    /// Whether a frame that moved while the pixels stayed equal fails the fixture.
    public var failOnLayoutChange: Bool?
    /// Whether renderer drift (pixels alone changed under other library versions than the
    /// baselines') passes with a warning instead of failing the run.
    public var acceptRendererDrift: Bool?
    /// Whether a layout warning (`layoutlab explain` lists them) fails the fixture.
    public var failOnWarnings: Bool?
    /// How the report's diff image is drawn.
    public var image: DiffImageOverrides

    /// Creates overrides; nothing is overridden by default.
    public init(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                includeAntiAliased: Bool? = nil, checkerboard: Bool? = nil, ignore: [DiffIgnore] = [],
                failOnLayoutChange: Bool? = nil, acceptRendererDrift: Bool? = nil, failOnWarnings: Bool? = nil,
                image: DiffImageOverrides = DiffImageOverrides()) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.includeAntiAliased = includeAntiAliased
        self.checkerboard = checkerboard
        self.ignore = ignore
        self.failOnLayoutChange = failOnLayoutChange
        self.acceptRendererDrift = acceptRendererDrift
        self.failOnWarnings = failOnWarnings
        self.image = image
    }
}

/// What a comparison ignores: an element, by debugName or by its path in the layout (as the
/// report names it: `inset/stack[0]/text "title"`), or a rectangle in points.
public enum DiffIgnore: Sendable, Hashable, CustomStringConvertible {
    /// Every element whose debugName or path is this string; naming none is an error.
    case element(String)
    /// A rectangle in points, in the fixture's coordinates.
    case rect(Rect)

    /// `"clock"` or `[x, y, w, h]`.
    public var description: String {
        switch self {
        case .element(let name): return "\"\(name)\""
        case .rect(let r):
            return "[" + [r.minX, r.minY, r.width, r.height].map { LayoutFormat.number($0) }.joined(separator: ", ") + "]"
        }
    }
}

/// A fixture's own diff-image settings; `nil` keeps the run's.
public struct DiffImageOverrides: Sendable, Hashable {
    /// Opacity of the baseline in the background, 0…1 (pixelmatch's `alpha`).
    public var alpha: Double?
    /// Colour of anti-aliased pixels (`aaColor`).
    public var aaColor: RGBA8?
    /// Colour of differing pixels (`diffColor`).
    public var diffColor: RGBA8?
    /// Colour of differing pixels darker in the actual image (`diffColorAlt`).
    public var diffColorAlt: RGBA8?
    /// Whether the differences are drawn on transparency (`diffMask`).
    public var diffMask: Bool?
    /// Whether changed regions are outlined.
    public var outlines: Bool?

    /// Creates overrides; nothing is overridden by default.
    public init(alpha: Double? = nil, aaColor: RGBA8? = nil, diffColor: RGBA8? = nil, diffColorAlt: RGBA8? = nil,
                diffMask: Bool? = nil, outlines: Bool? = nil) {
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.outlines = outlines
    }
}
