import LayoutEngine
import LayoutFile
import LayoutGeometry

/// `spacer`: a plain layout spec with no child.
public struct SpacerDescription: ElementKindDescription {
    public static let kind = ElementKind.spacer
    public static let keys = FixtureReader.specKeys
    public static var mayBeEmpty: Bool { true }

    /// A spacer.
    public init() {}

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> SpacerDescription? { SpacerDescription() }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement { LayoutSpec() }
}

/// `wrapper`: its `child` or `children`, adding nothing.
public struct WrapperDescription: ElementKindDescription {
    public static let kind = ElementKind.wrapper
    public static let keys = FixtureReader.specKeys.union(["child", "children"])
    /// The children.
    public var children: [ElementDescription]

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> WrapperDescription? {
        if e["child"] != nil && e["children"] != nil {
            reader.fail(e.node, e.path, "a wrapper takes `child` or `children`, not both")
            return nil
        }
        if e["child"] != nil {
            guard let c = reader.child(e, "child") else { return nil }
            return WrapperDescription(children: [c])
        }
        guard let cs = reader.children(e) else { return nil }
        return WrapperDescription(children: cs)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        WrapperLayoutSpec(children: try children.map(builder.build))
    }
}

/// `inset`: its `child` inset by `insets`.
public struct InsetDescription: ElementKindDescription {
    public static let kind = ElementKind.inset
    public static let keys = FixtureReader.specKeys.union(["insets", "child"])
    /// The insets (an infinite side: the child's size on that axis).
    public var insets: EdgeInsets
    /// The child.
    public var child: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> InsetDescription? {
        guard let insetsNode = e["insets"] else {
            reader.fail(e.node, e.path.key("insets"), "missing: an inset needs `insets`")
            return nil
        }
        let insets = reader.insets(insetsNode, e.path.key("insets"), allowInfinity: true)
        let c = reader.child(e, "child")
        guard let insets, let c else { return nil }
        return InsetDescription(insets: insets, child: c)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        InsetLayoutSpec(insets: insets, child: try builder.build(child))
    }
}

/// `overlay`: its `overlay` laid over its `child`, sized to it.
public struct OverlayDescription: ElementKindDescription {
    public static let kind = ElementKind.overlay
    public static let keys = FixtureReader.specKeys.union(["child", "overlay"])
    /// The child.
    public var child: ElementDescription
    /// The element over it.
    public var overlay: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> OverlayDescription? {
        let c = reader.child(e, "child")
        let o = reader.child(e, "overlay")
        guard let c, let o else { return nil }
        return OverlayDescription(child: c, overlay: o)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        OverlayLayoutSpec(child: try builder.build(child), overlay: try builder.build(overlay))
    }
}

/// `background`: its `background` laid under its `child`, sized to it.
public struct BackgroundDescription: ElementKindDescription {
    public static let kind = ElementKind.background
    public static let keys = FixtureReader.specKeys.union(["child", "background"])
    /// The child.
    public var child: ElementDescription
    /// The element under it.
    public var background: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> BackgroundDescription? {
        let c = reader.child(e, "child")
        let b = reader.child(e, "background")
        guard let c, let b else { return nil }
        return BackgroundDescription(child: c, background: b)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        BackgroundLayoutSpec(child: try builder.build(child), background: try builder.build(background))
    }
}

/// `center`: its `child` centred.
public struct CenterDescription: ElementKindDescription {
    public static let kind = ElementKind.center
    public static let keys = FixtureReader.specKeys.union(["centering", "sizing", "child"])
    /// The axes the child is centred on.
    public var centering: CenterLayoutCentering
    /// The axes the spec takes its child's size on.
    public var sizing: CenterLayoutSizing
    /// The child.
    public var child: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> CenterDescription? {
        guard let centering = reader.choice(e, "centering", default: CenterLayoutCentering.none),
              let sizing = reader.choice(e, "sizing", default: CenterLayoutSizing.default),
              let c = reader.child(e, "child") else { return nil }
        return CenterDescription(centering: centering, sizing: sizing, child: c)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing, child: try builder.build(child))
    }
}

/// `ratio`: its `child` at a height of `ratio` times its width.
public struct RatioDescription: ElementKindDescription {
    public static let kind = ElementKind.ratio
    public static let keys = FixtureReader.specKeys.union(["ratio", "child"])
    /// Height ÷ width, above zero.
    public var ratio: Double
    /// The child.
    public var child: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> RatioDescription? {
        let ratioPath = e.path.key("ratio")
        guard let rn = e["ratio"] else {
            reader.fail(e.node, ratioPath, "missing: a ratio spec needs `ratio` (height / width)")
            return nil
        }
        let r = reader.number(rn, ratioPath)
        let c = reader.child(e, "child")
        guard let r, let c else { return nil }
        guard r > 0 else {
            reader.fail(rn, ratioPath, "expected a ratio > 0 (height / width), found \(LayoutFormat.number(r))")
            return nil
        }
        return RatioDescription(ratio: r, child: c)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        RatioLayoutSpec(ratio: ratio, child: try builder.build(child))
    }
}

/// `relative`: its `child` placed at the start, centre or end of each axis.
public struct RelativeDescription: ElementKindDescription {
    public static let kind = ElementKind.relative
    public static let keys = FixtureReader.specKeys.union(["horizontal", "vertical", "sizing", "child"])
    /// Where the child goes horizontally.
    public var horizontal: RelativeLayoutPosition
    /// Where the child goes vertically.
    public var vertical: RelativeLayoutPosition
    /// The axes the spec takes its child's size on.
    public var sizing: RelativeLayoutSizing
    /// The child.
    public var child: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> RelativeDescription? {
        guard let h = reader.choice(e, "horizontal", default: RelativeLayoutPosition.none),
              let v = reader.choice(e, "vertical", default: RelativeLayoutPosition.none),
              let sizing = reader.choice(e, "sizing", default: RelativeLayoutSizing.default),
              let c = reader.child(e, "child") else { return nil }
        return RelativeDescription(horizontal: h, vertical: v, sizing: sizing, child: c)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        RelativeLayoutSpec(horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing, child: try builder.build(child))
    }
}

/// `absolute`: its `children`, each at its `style.layoutPosition`.
public struct AbsoluteDescription: ElementKindDescription {
    public static let kind = ElementKind.absolute
    public static let keys = FixtureReader.specKeys.union(["sizing", "children"])
    /// Whether the spec takes its children's extent.
    public var sizing: AbsoluteLayoutSizing
    /// The children.
    public var children: [ElementDescription]

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> AbsoluteDescription? {
        guard let sizing = reader.choice(e, "sizing", default: AbsoluteLayoutSizing.default),
              let cs = reader.children(e, required: false) else { return nil }
        return AbsoluteDescription(sizing: sizing, children: cs)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        AbsoluteLayoutSpec(sizing: sizing, children: try children.map(builder.build))
    }
}

/// `corner`: its `corner` element pinned to a corner of its `child`.
public struct CornerDescription: ElementKindDescription {
    public static let kind = ElementKind.corner
    public static let keys = FixtureReader.specKeys.union(["child", "corner", "location", "offset", "wrapsCorner"])
    /// The corner the element is pinned to.
    public var location: CornerLayoutLocation
    /// How far the element's centre is moved from the corner.
    public var offset: Point
    /// Whether the spec grows to contain the corner element.
    public var wrapsCorner: Bool
    /// The child.
    public var child: ElementDescription
    /// The element pinned to its corner.
    public var corner: ElementDescription

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> CornerDescription? {
        guard let location = reader.choice(e, "location", default: CornerLayoutLocation.topRight),
              let offset = reader.optional(e, "offset", { $0.pair($1, $2) }),
              let wraps = reader.optional(e, "wrapsCorner", { $0.bool($1, $2) }) else { return nil }
        let c = reader.child(e, "child")
        let corner = reader.child(e, "corner")
        guard let c, let corner else { return nil }
        return CornerDescription(location: location, offset: offset.map { Point(x: $0.0, y: $0.1) } ?? .zero,
                                 wrapsCorner: wraps ?? false, child: c, corner: corner)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        CornerLayoutSpec(child: try builder.build(child), corner: try builder.build(corner), location: location, offset: offset,
                         wrapsCorner: wrapsCorner)
    }
}
