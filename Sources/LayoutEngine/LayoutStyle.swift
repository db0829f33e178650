import LayoutGeometry

/// How a stack child aligns itself on the cross axis, overriding the stack's `alignItems`.
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    /// Use the stack's alignItems.
    case auto
    /// Leading cross edge.
    case start
    /// Trailing cross edge.
    case end
    /// Centred, floored to the pixel grid.
    case center
    /// Stretched to the line's cross size.
    case stretch
}

/// The layout properties every element carries (Texture's `ASLayoutElementStyle`), as a value.
///
/// Defaults follow Texture: every size `auto`, `flexGrow` and `flexShrink` 0, `flexBasis` auto.
public struct LayoutStyle: Hashable, Sendable {
    // What a stack captures of each child is declared first, together: a stack of many
    // children reads these of every child, and the rest of the style seldom.
    /// Space before the element along a stack's axis; negative allowed.
    public var spacingBefore: Double = 0
    /// Space after the element along a stack's axis; negative allowed.
    public var spacingAfter: Double = 0
    /// Share of positive free space taken in a stack (0: none).
    public var flexGrow: Double = 0
    /// Weight of the element in shrinking an overflowing stack (0: never shrinks).
    /// Deviation T8: 0 by default (CSS: 1).
    public var flexShrink: Double = 0
    /// Initial stack-axis length before flexing (auto: measured).
    public var flexBasis: Dimension = .auto
    /// Cross-axis alignment override.
    public var alignSelf: AlignSelf = .auto
    /// Exact width (auto: none).
    public var width: Dimension = .auto
    /// Exact height (auto: none).
    public var height: Dimension = .auto
    /// Minimum width (auto: 0).
    public var minWidth: Dimension = .auto
    /// Maximum width (auto: ∞).
    public var maxWidth: Dimension = .auto
    /// Minimum height (auto: 0).
    public var minHeight: Dimension = .auto
    /// Maximum height (auto: ∞).
    public var maxHeight: Dimension = .auto
    /// Distance from the top to the first baseline, for baselineFirst alignment.
    public var ascender: Double = 0
    /// Distance from the bottom to the last baseline (normally negative), for baselineLast.
    public var descender: Double = 0
    /// Position inside an absolute layout spec.
    public var layoutPosition: Point = .zero

    /// Creates a style with Texture's defaults.
    public init() {}

    /// Sets `width` and `height` in points (`preferredSize`).
    public var preferredSize: Size {
        get { Size(width: width.pointsOrNaN, height: height.pointsOrNaN) }
        set { width = .points(newValue.width); height = .points(newValue.height) }
    }

    /// Sets `minWidth` and `minHeight` in points.
    public var minSize: Size {
        get { Size(width: minWidth.pointsOrNaN, height: minHeight.pointsOrNaN) }
        set { minWidth = .points(newValue.width); minHeight = .points(newValue.height) }
    }

    /// Sets `maxWidth` and `maxHeight` in points.
    public var maxSize: Size {
        get { Size(width: maxWidth.pointsOrNaN, height: maxHeight.pointsOrNaN) }
        set { maxWidth = .points(newValue.width); maxHeight = .points(newValue.height) }
    }

    /// Turns the six size dimensions into a range against a parent size
    /// (`ASLayoutElementSizeResolveAutoSize`). Each axis: min beats max, max beats exact, min beats
    /// exact; an exact value that resolves to NaN (a fraction of an undefined parent) is ignored.
    @inline(__always)
    public func sizeRange(parentSize: Size, autoMin: Size = .zero, autoMax: Size = .infinite) -> SizeRange {
        let w = LayoutStyle.resolveAxis(exact: width, min: minWidth, max: maxWidth,
                                        parent: parentSize.width, autoMin: autoMin.width, autoMax: autoMax.width)
        let h = LayoutStyle.resolveAxis(exact: height, min: minHeight, max: maxHeight,
                                        parent: parentSize.height, autoMin: autoMin.height, autoMax: autoMax.height)
        return SizeRange(min: Size(width: w.0, height: h.0), max: Size(width: w.1, height: h.1))
    }

    /// True when no size dimension is set, so `sizeRange` is `{autoMin}-{autoMax}` whatever the
    /// parent. Lets hot paths skip the resolution.
    @inline(__always)
    public var hasNoSizeDimensions: Bool {
        width.isAuto && height.isAuto && minWidth.isAuto && maxWidth.isAuto && minHeight.isAuto && maxHeight.isAuto
    }

    @inline(__always)
    static func resolveAxis(exact: Dimension, min: Dimension, max: Dimension,
                            parent: Double, autoMin: Double, autoMax: Double) -> (Double, Double) {
        let e = exact.resolve(parent: parent, auto: .nan)
        var lo = min.resolve(parent: parent, auto: autoMin)
        var hi = max.resolve(parent: parent, auto: autoMax)
        // A fraction of an undefined parent is NaN and means "no value".
        if lo.isNaN { lo = autoMin }
        if hi.isNaN { hi = autoMax }
        if hi <= lo { return (lo, lo) }
        if e.isNaN { return (lo, hi) }
        if e > hi { return (hi, hi) }
        if e < lo { return (lo, lo) }
        return (e, e)
    }
}

/// A style's own size range (`LayoutStyle.sizeRange` with the automatic limits), resolved once
/// when it cannot depend on the parent size.
enum OwnSizeRange {
    /// No size dimension is set: the range is 0 to ∞ whatever the parent.
    case unconstrained
    /// No dimension is a fraction: the range is this whatever the parent.
    case fixed(SizeRange)
    /// A dimension is a fraction of the parent: resolved at each measurement.
    case parentDependent

    /// The case `style` falls in.
    init(_ style: LayoutStyle) {
        if style.hasNoSizeDimensions {
            self = .unconstrained
            return
        }
        func isFraction(_ dimension: Dimension) -> Bool { if case .fraction = dimension { true } else { false } }
        if isFraction(style.width) || isFraction(style.height) || isFraction(style.minWidth) || isFraction(style.maxWidth)
            || isFraction(style.minHeight) || isFraction(style.maxHeight) {
            self = .parentDependent
        } else {
            self = .fixed(style.sizeRange(parentSize: .undefined))
        }
    }

    /// `range` intersected with the style's own range resolved against `parentSize`, as
    /// `range.intersect(style.sizeRange(parentSize: parentSize))` gives it (`style` is read only
    /// when the range depends on the parent).
    @inline(__always)
    func applied(to range: SizeRange, parentSize: Size, style: @autoclosure () -> LayoutStyle) -> SizeRange {
        switch self {
        case .unconstrained: return range
        case .fixed(let own): return range.intersect(own)
        case .parentDependent: return range.intersect(OwnSizeRange.resolve(style, parentSize: parentSize))
        }
    }

    /// The style's own range with an undefined parent size; nil when no size dimension is set.
    @inline(__always)
    func rangeWithoutParent(style: @autoclosure () -> LayoutStyle) -> SizeRange? {
        switch self {
        case .unconstrained: return nil
        case .fixed(let own): return own
        case .parentDependent: return OwnSizeRange.resolve(style, parentSize: .undefined)
        }
    }

    /// The range of the style `style` reads, resolved against `parentSize`. Never inlined: the
    /// style (176 bytes) is then read into this function's frame, not into the frame of every
    /// measurement that inlines `applied`, which recursion stacks up.
    @inline(never)
    private static func resolve(_ style: () -> LayoutStyle, parentSize: Size) -> SizeRange {
        style().sizeRange(parentSize: parentSize)
    }
}

extension Dimension {
    var pointsOrNaN: Double {
        if case .points(let v) = self { return v }
        return .nan
    }
}
