import LayoutEngine
import LayoutGeometry

extension FixtureBuilder {
    /// Builds a layout spec description. Enumerated settings were validated by the reader, so the
    /// fallbacks below are never taken for a loaded file.
    func buildSpec(_ d: ElementDescription) throws -> any LayoutElement {
        switch d.kind {
        case .spacer:
            return LayoutSpec()
        case .wrapper(let children):
            return WrapperLayoutSpec(children: try children.map(build))
        case .inset(let insets, let child):
            return InsetLayoutSpec(insets: insets, child: try build(child))
        case .overlay(let child, let overlay):
            return OverlayLayoutSpec(child: try build(child), overlay: try build(overlay))
        case .background(let child, let background):
            return BackgroundLayoutSpec(child: try build(child), background: try build(background))
        case .center(let centering, let sizing, let child):
            return CenterLayoutSpec(centeringOptions: CenterLayoutCentering(rawValue: centering) ?? .none,
                                    sizingOptions: CenterLayoutSizing(rawValue: sizing) ?? .default, child: try build(child))
        case .ratio(let ratio, let child):
            return RatioLayoutSpec(ratio: ratio, child: try build(child))
        case .relative(let h, let v, let sizing, let child):
            return RelativeLayoutSpec(horizontalPosition: RelativeLayoutPosition(rawValue: h) ?? .none,
                                      verticalPosition: RelativeLayoutPosition(rawValue: v) ?? .none,
                                      sizingOption: RelativeLayoutSizing(rawValue: sizing) ?? .default, child: try build(child))
        case .absolute(let sizing, let children):
            return AbsoluteLayoutSpec(sizing: AbsoluteLayoutSizing(rawValue: sizing) ?? .default, children: try children.map(build))
        case .corner(let location, let offset, let wraps, let child, let corner):
            return CornerLayoutSpec(child: try build(child), corner: try build(corner),
                                    location: CornerLayoutLocation(rawValue: location) ?? .topRight, offset: offset, wrapsCorner: wraps)
        case .stack(let props, let children):
            return try buildStack(props, children)
        case .node, .text, .image, .button, .control, .networkImage, .video, .map, .editableText, .scroll, .cell, .table, .collection:
            return try build(d)
        }
    }
}
