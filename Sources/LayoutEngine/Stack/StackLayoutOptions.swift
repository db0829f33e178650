/// The axis a stack lays its children along (Texture's `ASStackLayoutDirection`).
///
/// The raw values are the fixture format's names.
public enum StackDirection: String, Hashable, Sendable, CaseIterable {
    /// Children top to bottom; the stack axis is the height, the cross axis the width.
    case vertical
    /// Children left to right; the stack axis is the width, the cross axis the height.
    case horizontal
}

/// How a stack distributes its children along the stack axis (Texture's
/// `ASStackLayoutJustifyContent`).
///
/// On overflow `center` and `end` push children past the leading edge; `spaceBetween` falls back
/// to `start` and `spaceAround` to `center` on overflow or with a single child.
public enum StackJustifyContent: String, Hashable, Sendable, CaseIterable {
    /// Children packed at the start.
    case start
    /// Children centred; the leftover space is split evenly before and after them.
    case center
    /// Children packed at the end.
    case end
    /// Leftover space evenly between children, none at the edges.
    case spaceBetween
    /// Leftover space evenly around children: half a gap at each edge.
    case spaceAround
}

/// How a stack aligns its children on the cross axis (Texture's `ASStackLayoutAlignItems`).
/// A child's `alignSelf` overrides it.
public enum StackAlignItems: String, Hashable, Sendable, CaseIterable {
    /// Leading cross edge.
    case start
    /// Trailing cross edge.
    case end
    /// Centred, with the offset floored to the pixel grid.
    case center
    /// Stretched to the line's cross size (explicit cross sizes other than 0 are kept).
    case stretch
    /// First baselines aligned (each child's layout `ascender`).
    case baselineFirst
    /// Last baselines aligned (cross size plus each child's layout `descender`).
    case baselineLast
    /// No alignment chosen: behaves as `start`.
    case notSet
}

/// Whether a stack breaks its children into several lines (Texture's `ASStackLayoutFlexWrap`).
public enum StackFlexWrap: String, Hashable, Sendable, CaseIterable {
    /// A single line holding every child.
    case noWrap
    /// A new line starts when the next child would cross the stack's maximum length.
    case wrap
}

/// How a wrapping stack distributes its lines on the cross axis (Texture's
/// `ASStackLayoutAlignContent`).
///
/// `spaceBetween` falls back to `start` and `spaceAround` to `center` on overflow or with a
/// single line; `stretch` adds space to the lines only when there is more than one.
public enum StackAlignContent: String, Hashable, Sendable, CaseIterable {
    /// Lines packed at the start.
    case start
    /// Lines packed at the end.
    case end
    /// Lines centred.
    case center
    /// Leftover space evenly between lines.
    case spaceBetween
    /// Leftover space evenly around lines: half a gap at each edge.
    case spaceAround
    /// Leftover space shared equally by the lines, which grow.
    case stretch
}

/// A direction-independent shorthand for horizontal alignment (Texture's `ASHorizontalAlignment`).
///
/// In a horizontal stack it sets `justifyContent`; in a vertical stack it sets `alignItems`.
/// `none` leaves both as they are.
public enum StackHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// No shorthand: justifyContent and alignItems are left alone.
    case none
    /// Left: `start`.
    case left
    /// Middle: `center`.
    case middle
    /// Right: `end`.
    case right
}

/// A direction-independent shorthand for vertical alignment (Texture's `ASVerticalAlignment`,
/// whose middle case Texture calls `center`).
///
/// In a horizontal stack it sets `alignItems`; in a vertical stack it sets `justifyContent`.
/// `none` leaves both as they are.
public enum StackVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// No shorthand: justifyContent and alignItems are left alone.
    case none
    /// Top: `start`.
    case top
    /// Middle: `center`.
    case middle
    /// Bottom: `end`.
    case bottom
}

extension StackHorizontalAlignment {
    /// The alignItems this shorthand stands for, or `current` for `none`.
    func alignItems(default current: StackAlignItems) -> StackAlignItems {
        switch self {
        case .none: return current
        case .left: return .start
        case .middle: return .center
        case .right: return .end
        }
    }

    /// The justifyContent this shorthand stands for, or `current` for `none`.
    func justifyContent(default current: StackJustifyContent) -> StackJustifyContent {
        switch self {
        case .none: return current
        case .left: return .start
        case .middle: return .center
        case .right: return .end
        }
    }
}

extension StackVerticalAlignment {
    /// The alignItems this shorthand stands for, or `current` for `none`.
    func alignItems(default current: StackAlignItems) -> StackAlignItems {
        switch self {
        case .none: return current
        case .top: return .start
        case .middle: return .center
        case .bottom: return .end
        }
    }

    /// The justifyContent this shorthand stands for, or `current` for `none`.
    func justifyContent(default current: StackJustifyContent) -> StackJustifyContent {
        switch self {
        case .none: return current
        case .top: return .start
        case .middle: return .center
        case .bottom: return .end
        }
    }
}

extension AlignSelf {
    /// The effective cross alignment of a child: its own unless `auto`, else the stack's.
    @inline(__always)
    func resolved(_ stackAlignment: StackAlignItems) -> StackAlignItems {
        switch self {
        case .auto: return stackAlignment
        case .start: return .start
        case .end: return .end
        case .center: return .center
        case .stretch: return .stretch
        }
    }
}
