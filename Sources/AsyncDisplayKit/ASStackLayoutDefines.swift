import LayoutEngine

/// The axis children are stacked along. (Texture's reverse directions are not supported and do
/// not compile.)
public enum ASStackLayoutDirection: UInt8, Sendable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal

    var engine: StackDirection { self == .vertical ? .vertical : .horizontal }
}

/// How children are distributed along the stack when there is room to spare.
public enum ASStackLayoutJustifyContent: UInt8, Sendable {
    /// At the start.
    case start
    /// Centred.
    case center
    /// At the end.
    case end
    /// Spread, first and last at the edges.
    case spaceBetween
    /// Spread, half a space at each edge.
    case spaceAround

    var engine: StackJustifyContent {
        switch self {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        }
    }
}

/// How children are aligned across the stack.
public enum ASStackLayoutAlignItems: UInt8, Sendable {
    /// The leading cross edge.
    case start
    /// The trailing cross edge.
    case end
    /// Centred.
    case center
    /// Stretched to the stack's cross size.
    case stretch
    /// First baselines aligned.
    case baselineFirst
    /// Last baselines aligned.
    case baselineLast
    /// Not set (stretch unless a shorthand alignment decides).
    case notSet

    var engine: StackAlignItems {
        switch self {
        case .start: return .start
        case .end: return .end
        case .center: return .center
        case .stretch: return .stretch
        case .baselineFirst: return .baselineFirst
        case .baselineLast: return .baselineLast
        case .notSet: return .notSet
        }
    }
}

/// Whether children wrap onto more lines.
public enum ASStackLayoutFlexWrap: UInt8, Sendable {
    /// One line.
    case noWrap
    /// As many lines as needed.
    case wrap

    var engine: StackFlexWrap { self == .wrap ? .wrap : .noWrap }
}

/// How lines are distributed across a wrapping stack.
public enum ASStackLayoutAlignContent: UInt8, Sendable {
    /// At the start.
    case start
    /// Centred.
    case center
    /// At the end.
    case end
    /// Spread, first and last at the edges.
    case spaceBetween
    /// Spread, half a space at each edge.
    case spaceAround
    /// Stretched to fill.
    case stretch

    var engine: StackAlignContent {
        switch self {
        case .start: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        case .stretch: return .stretch
        }
    }
}

/// Horizontal alignment shorthand of a stack.
public enum ASHorizontalAlignment: UInt8, Sendable {
    /// Not set.
    case none
    /// Left.
    case left
    /// Middle.
    case middle
    /// Right.
    case right

    var engine: StackHorizontalAlignment {
        switch self {
        case .none: return .none
        case .left: return .left
        case .middle: return .middle
        case .right: return .right
        }
    }
}

/// Vertical alignment shorthand of a stack.
public enum ASVerticalAlignment: UInt8, Sendable {
    /// Not set.
    case none
    /// Top.
    case top
    /// Centre.
    case center
    /// Bottom.
    case bottom

    var engine: StackVerticalAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .center: return .middle
        case .bottom: return .bottom
        }
    }
}
