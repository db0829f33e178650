import LayoutGeometry

extension LayoutStyle: CustomStringConvertible {
    /// The size properties in one line, as Texture's layout guide prints a style:
    /// `Layout Size = min {Auto, 50pt} <= preferred {20%, 50%} <= max {414pt, Auto}`.
    ///
    /// Dimensions read as Texture's `NSStringFromASDimension` writes them (`Auto`, `12pt`,
    /// `50%`), except that fractional values keep up to four decimals (`12.5pt`) instead of being
    /// rounded to whole numbers.
    public var sizeDescription: String {
        "Layout Size = min \(Self.pair(minWidth, minHeight)) <= preferred \(Self.pair(width, height)) <= max \(Self.pair(maxWidth, maxHeight))"
    }

    /// The properties that differ from their defaults, in the order and with the names of Texture's
    /// `-[ASLayoutElementStyle description]`: `<LayoutStyle; preferredSize = {100pt, Auto};
    /// flexGrow = 1>`, or `<LayoutStyle>` for a default style.
    public var description: String {
        var parts: [String] = []
        if !minWidth.isAuto || !minHeight.isAuto { parts.append("minLayoutSize = \(Self.pair(minWidth, minHeight))") }
        if !width.isAuto || !height.isAuto { parts.append("preferredSize = \(Self.pair(width, height))") }
        if !maxWidth.isAuto || !maxHeight.isAuto { parts.append("maxLayoutSize = \(Self.pair(maxWidth, maxHeight))") }
        if alignSelf != .auto { parts.append("alignSelf = \(alignSelf.rawValue)") }
        if ascender != 0 { parts.append("ascender = \(Self.number(ascender))") }
        if descender != 0 { parts.append("descender = \(Self.number(descender))") }
        if !flexBasis.isAuto { parts.append("flexBasis = \(Self.dimension(flexBasis))") }
        if flexGrow != 0 { parts.append("flexGrow = \(Self.number(flexGrow))") }
        if flexShrink != 0 { parts.append("flexShrink = \(Self.number(flexShrink))") }
        if spacingAfter != 0 { parts.append("spacingAfter = \(Self.number(spacingAfter))") }
        if spacingBefore != 0 { parts.append("spacingBefore = \(Self.number(spacingBefore))") }
        if layoutPosition != .zero {
            parts.append("layoutPosition = {\(Self.number(layoutPosition.x)), \(Self.number(layoutPosition.y))}")
        }
        return parts.isEmpty ? "<LayoutStyle>" : "<LayoutStyle; \(parts.joined(separator: "; "))>"
    }

    /// `{a, b}` with both dimensions in Texture's notation.
    static func pair(_ a: Dimension, _ b: Dimension) -> String {
        "{\(dimension(a)), \(dimension(b))}"
    }

    /// `Auto`, `12pt` or `50%`.
    static func dimension(_ d: Dimension) -> String {
        switch d {
        case .auto: return "Auto"
        case .points(let v): return "\(number(v))pt"
        case .fraction(let f): return "\(number(f * 100))%"
        }
    }

    static func number(_ v: Double) -> String { LayoutFormat.number(v, maxDecimals: 4) }
}
