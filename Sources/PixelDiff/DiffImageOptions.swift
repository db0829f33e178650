import LayoutBitmap

/// How the diff image is drawn.
///
/// By default it is pixelmatch 7's: the baseline faded towards white in grey, differing pixels in
/// red, anti-aliased ones in yellow, and nothing else, so that the image equals pixelmatch's for
/// the same inputs and options. `report` adds the changed-region outlines the HTML report shows.
public struct DiffImageOptions: Hashable, Sendable {
    /// What the unchanged pixels show.
    public enum Background: Hashable, Sendable {
        /// The baseline in grey, faded towards white by `fade`.
        case fadedBaseline
        /// Transparent: only the differences are drawn (pixelmatch's `diffMask`); anti-aliased
        /// pixels that do not count are left transparent too.
        case transparent
    }

    /// pixelmatch's difference colour, red.
    public static let defaultDiffColor = RGBA8(r: 255, g: 0, b: 0)
    /// pixelmatch's anti-aliasing colour, yellow.
    public static let defaultAntiAliasedColor = RGBA8(r: 255, g: 255, b: 0)
    /// The colour of masked areas, Playwright's magenta (`#FF00FF`).
    public static let defaultMaskColor = RGBA8(r: 255, g: 0, b: 255)
    /// The colour of changed-region outlines in the report's diff images.
    public static let defaultOutlineColor = RGBA8(r: 0, g: 96, b: 255)

    /// What the report draws: pixelmatch's image with the changed regions outlined.
    public static let report = DiffImageOptions(outlineColor: defaultOutlineColor)

    /// What the unchanged pixels show.
    public var background: Background
    /// Opacity of the baseline in the faded background, 0 to 1 (pixelmatch's `alpha`, 0.1).
    public var fade: Double
    /// Colour of the pixels that count as differences.
    public var diffColor: RGBA8
    /// Colour of the differing pixels that are darker in the actual image than in the baseline
    /// (pixelmatch's `diffColorAlt`), or `nil` to draw them in `diffColor` too.
    public var darkerDiffColor: RGBA8?
    /// Colour of the anti-aliased pixels that do not count.
    public var antiAliasedColor: RGBA8
    /// Colour of masked areas.
    public var maskColor: RGBA8
    /// Colour of the changed-region outlines, or `nil` for none.
    public var outlineColor: RGBA8?

    /// Creates options; the defaults are pixelmatch 7's, without outlines.
    public init(background: Background = .fadedBaseline, fade: Double = 0.1,
                diffColor: RGBA8 = DiffImageOptions.defaultDiffColor, darkerDiffColor: RGBA8? = nil,
                antiAliasedColor: RGBA8 = DiffImageOptions.defaultAntiAliasedColor,
                maskColor: RGBA8 = DiffImageOptions.defaultMaskColor, outlineColor: RGBA8? = nil) {
        self.background = background
        self.fade = fade.isNaN ? 0.1 : min(1, max(0, fade))
        self.diffColor = diffColor
        self.darkerDiffColor = darkerDiffColor
        self.antiAliasedColor = antiAliasedColor
        self.maskColor = maskColor
        self.outlineColor = outlineColor
    }
}

extension RGBA8 {
    /// The colour as `r | g << 8 | b << 16 | a << 24`.
    var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}
