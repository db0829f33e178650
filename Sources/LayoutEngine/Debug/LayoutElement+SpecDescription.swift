import LayoutGeometry

extension LayoutElement {
    /// A layout spec's own parameters that differ from the engine's defaults, as fixture files
    /// name them (`direction: vertical, spacing: 16`), sorted by name; empty for nodes and for
    /// specs without parameters (wrapper, background, overlay). The layout file's `spec` and what
    /// the structural diff names when a spec's parameter moved an element.
    public var specFixtureDescription: String {
        let n = LayoutTrace.number
        var parts: [(String, String)] = []
        switch self {
        case let stack as StackLayoutSpec:
            if stack.direction != .horizontal { parts.append(("direction", stack.direction.rawValue)) }
            if stack.spacing != 0 { parts.append(("spacing", n(stack.spacing))) }
            if stack.justifyContent != .start { parts.append(("justifyContent", stack.justifyContent.rawValue)) }
            if stack.alignItems != .stretch { parts.append(("alignItems", stack.alignItems.rawValue)) }
            if stack.flexWrap != .noWrap { parts.append(("flexWrap", stack.flexWrap.rawValue)) }
            if stack.alignContent != .start { parts.append(("alignContent", stack.alignContent.rawValue)) }
            if stack.lineSpacing != 0 { parts.append(("lineSpacing", n(stack.lineSpacing))) }
        case let inset as InsetLayoutSpec:
            let i = inset.insets
            parts.append(("insets", "[\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right))]"))
        case let center as CenterLayoutSpec:
            if center.centeringOptions != .none { parts.append(("centering", center.centeringOptions.rawValue)) }
            if center.sizingOptions != .default { parts.append(("sizing", center.sizingOptions.rawValue)) }
        case let relative as RelativeLayoutSpec:
            if relative.horizontalPosition != .none { parts.append(("horizontal", relative.horizontalPosition.rawValue)) }
            if relative.verticalPosition != .none { parts.append(("vertical", relative.verticalPosition.rawValue)) }
            if relative.sizingOption != .default { parts.append(("sizing", relative.sizingOption.rawValue)) }
        case let ratio as RatioLayoutSpec:
            parts.append(("ratio", n(ratio.ratio)))
        case let absolute as AbsoluteLayoutSpec:
            if absolute.sizing != .default { parts.append(("sizing", absolute.sizing.rawValue)) }
        case let corner as CornerLayoutSpec:
            parts.append(("location", corner.location.rawValue))
            if corner.offset != .zero { parts.append(("offset", "[\(n(corner.offset.x)), \(n(corner.offset.y))]")) }
            if corner.wrapsCorner { parts.append(("wrapsCorner", "true")) }
        default:
            break
        }
        return parts.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    }
}
