import LayoutGeometry

/// The axes a center spec centres its child on (Texture's `ASCenterLayoutSpecCenteringOptions`).
public enum CenterLayoutCentering: String, Hashable, Sendable, CaseIterable {
    /// Not centred: the child sits at the origin and receives the range's minimum.
    case none
    /// Centred horizontally.
    case x
    /// Centred vertically.
    case y
    /// Centred on both axes.
    case xy

    /// True when the child is centred horizontally.
    public var centersX: Bool { self == .x || self == .xy }
    /// True when the child is centred vertically.
    public var centersY: Bool { self == .y || self == .xy }
}

/// How much space a center spec takes (Texture's `ASCenterLayoutSpecSizingOptions`).
public enum CenterLayoutSizing: String, Hashable, Sendable, CaseIterable {
    /// As much as the range allows.
    case `default`
    /// As narrow as the child (never below the range's minimum).
    case minimumX
    /// As short as the child (never below the range's minimum).
    case minimumY
    /// Both `minimumX` and `minimumY`.
    case minimumXY

    /// The equivalent relative-spec sizing.
    public var relativeSizing: RelativeLayoutSizing {
        switch self {
        case .default: return .default
        case .minimumX: return .minimumWidth
        case .minimumY: return .minimumHeight
        case .minimumXY: return .minimumSize
        }
    }
}

/// Centres its child (Texture's `ASCenterLayoutSpec`): a relative spec whose position is `center`
/// on the centred axes and `none` on the others.
///
/// Setting `centeringOptions` or `sizingOptions` updates the relative positions and sizing.
public final class CenterLayoutSpec: RelativeLayoutSpec {
    /// The centred axes.
    public var centeringOptions: CenterLayoutCentering {
        didSet {
            horizontalPosition = centeringOptions.centersX ? .center : .none
            verticalPosition = centeringOptions.centersY ? .center : .none
        }
    }
    /// How much space the spec takes.
    public var sizingOptions: CenterLayoutSizing {
        didSet { sizingOption = sizingOptions.relativeSizing }
    }

    /// Creates a center spec; the defaults are Texture's (`none`, `default`).
    public init(centeringOptions: CenterLayoutCentering = .none, sizingOptions: CenterLayoutSizing = .default,
                child: any LayoutElement, style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        super.init(horizontalPosition: centeringOptions.centersX ? .center : .none,
                   verticalPosition: centeringOptions.centersY ? .center : .none,
                   sizingOption: sizingOptions.relativeSizing, child: child, style: style, debugName: debugName)
    }

    /// `center`.
    public override var kindName: String { "center" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] {
        var parts: [(name: String, value: String)] = []
        if centeringOptions != .none { parts.append(("centering", centeringOptions.rawValue)) }
        if sizingOptions != .default { parts.append(("sizing", sizingOptions.rawValue)) }
        return parts
    }
}
