import LayoutGeometry

extension LayoutStyle {
    /// The properties that differ from their defaults, as fixture files write them, sorted by
    /// name: `flexGrow: 1, width: 50%`; `""` for a default style. Points are plain numbers,
    /// fractions percentages, `layoutPosition` an `[x, y]` pair.
    public var fixtureDescription: String {
        var parts: [(String, String)] = []
        func dimension(_ name: String, _ d: Dimension) {
            switch d {
            case .auto: break
            case .points(let v): parts.append((name, Self.number(v)))
            case .fraction(let f): parts.append((name, "\(Self.number(f * 100))%"))
            }
        }
        func number(_ name: String, _ v: Double) {
            if v != 0 { parts.append((name, Self.number(v))) }
        }
        dimension("width", width)
        dimension("height", height)
        dimension("minWidth", minWidth)
        dimension("maxWidth", maxWidth)
        dimension("minHeight", minHeight)
        dimension("maxHeight", maxHeight)
        number("spacingBefore", spacingBefore)
        number("spacingAfter", spacingAfter)
        number("flexGrow", flexGrow)
        number("flexShrink", flexShrink)
        dimension("flexBasis", flexBasis)
        if alignSelf != .auto { parts.append(("alignSelf", alignSelf.rawValue)) }
        number("ascender", ascender)
        number("descender", descender)
        if layoutPosition != .zero {
            parts.append(("layoutPosition", "[\(Self.number(layoutPosition.x)), \(Self.number(layoutPosition.y))]"))
        }
        return parts.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    }
}
