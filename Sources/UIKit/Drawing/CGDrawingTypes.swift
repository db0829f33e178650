import CCairo
import Foundation

/// How the ends of stroked lines are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// The line stops exactly at its end point.
    case butt
    /// A half circle of the line's width is added past the end point.
    case round
    /// A half square of the line's width is added past the end point.
    case square

    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners of stroked paths are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut to a bevel past the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off square.
    case bevel

    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which areas of a self-intersecting path count as inside (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around a point a non-zero number of times.
    case winding
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd

    var cairo: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}

/// What `CGContext.drawPath(using:)` paints (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills with the non-zero winding rule.
    case fill
    /// Fills with the even-odd rule.
    case eoFill
    /// Strokes.
    case stroke
    /// Fills with the non-zero winding rule, then strokes.
    case fillStroke
    /// Fills with the even-odd rule, then strokes.
    case eoFillStroke
}

/// How smoothly images are resampled when drawn at another size (Core Graphics'
/// `CGInterpolationQuality`). `none` picks the nearest pixel; `low` is bilinear; the others use a
/// bilinear filter when enlarging and a box filter when shrinking by more than a little.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (the same as `medium`).
    case `default`
    /// Nearest pixel, no smoothing.
    case none
    /// Bilinear.
    case low
    /// Smooth.
    case medium
    /// Smooth.
    case high

    var cairo: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium, .high: return CAIRO_FILTER_GOOD
        }
    }
}

/// How drawing combines with what is already in the context (Core Graphics' `CGBlendMode`), with
/// Core Graphics' raw values. `S` is what is drawn, `D` what is there.
///
/// Every mode has its usual meaning except `plusDarker`, which is drawn as `darken`. Filled
/// shapes and images change only the area they cover, in every mode; a stroke drawn in
/// `sourceIn`, `sourceOut`, `destinationIn` or `destinationAtop` also clears what lies outside it
/// within the clip.
public enum CGBlendMode: Int32, Sendable {
    /// S over D.
    case normal
    /// S × D.
    case multiply
    /// S + D − S × D.
    case screen
    /// Multiply or screen, by D.
    case overlay
    /// The darker of S and D.
    case darken
    /// The lighter of S and D.
    case lighten
    /// D brightened to reflect S.
    case colorDodge
    /// D darkened to reflect S.
    case colorBurn
    /// Darkens or lightens softly, by S.
    case softLight
    /// Multiply or screen, by S.
    case hardLight
    /// |S − D|.
    case difference
    /// S + D − 2 × S × D.
    case exclusion
    /// S's hue with D's saturation and luminosity.
    case hue
    /// S's saturation with D's hue and luminosity.
    case saturation
    /// S's hue and saturation with D's luminosity.
    case color
    /// S's luminosity with D's hue and saturation.
    case luminosity
    /// Transparent.
    case clear
    /// S.
    case copy
    /// S where D is.
    case sourceIn
    /// S where D is not.
    case sourceOut
    /// S over D, only where D is.
    case sourceAtop
    /// D over S.
    case destinationOver
    /// D where S is.
    case destinationIn
    /// D where S is not.
    case destinationOut
    /// D over S, only where S is.
    case destinationAtop
    /// S where D is not, and D where S is not.
    case xor
    /// Drawn as `darken`.
    case plusDarker
    /// S + D, saturating.
    case plusLighter

    var cairo: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// True for the modes Cairo applies beyond the drawn shape (to the whole clip).
    var isUnbounded: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}
