import LayoutBitmap

/// How the diff image is drawn.
///
/// By default it is pixelmatch's: the baseline faded towards white in grey, differing pixels in
/// red, anti-aliased ones in yellow. Changed regions are outlined on top.
public struct DiffImageOptions: Hashable, Sendable {
    /// What the unchanged pixels show.
    public enum Background: Hashable, Sendable {
        /// The baseline in grey, faded towards white by `fade`.
        case fadedBaseline
        /// Transparent: only the differences are drawn (pixelmatch's `diffMask`); anti-aliased
        /// pixels that do not count are left transparent too.
        case transparent
    }

    /// What the unchanged pixels show.
    public var background: Background
    /// Opacity of the baseline in the faded background, 0 to 1 (pixelmatch's `alpha`, 0.1).
    public var fade: Double
    /// Colour of the pixels that count as differences.
    public var diffColor: RGBA8
    /// Colour of the anti-aliased pixels that do not count.
    public var antiAliasedColor: RGBA8
    /// Colour of the changed-region outlines, or `nil` for none.
    public var outlineColor: RGBA8?

    /// Creates options; the defaults are pixelmatch's colours with blue region outlines.
    public init(background: Background = .fadedBaseline, fade: Double = 0.1,
                diffColor: RGBA8 = RGBA8(r: 255, g: 0, b: 0),
                antiAliasedColor: RGBA8 = RGBA8(r: 255, g: 255, b: 0),
                outlineColor: RGBA8? = RGBA8(r: 0, g: 96, b: 255)) {
        self.background = background
        self.fade = fade.isNaN ? 0.1 : min(1, max(0, fade))
        self.diffColor = diffColor
        self.antiAliasedColor = antiAliasedColor
        self.outlineColor = outlineColor
    }
}

extension RGBA8 {
    /// The colour as `r | g << 8 | b << 16 | a << 24`.
    var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}
