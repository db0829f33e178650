import LayoutEngine

extension FixtureBuilder {
    /// Builds a stack spec. The alignment shorthands are applied after justifyContent and
    /// alignItems, so they override them as Texture's setters do.
    func buildStack(_ p: StackProperties, _ children: [ElementDescription]) throws -> any LayoutElement {
        let stack = StackLayoutSpec(
            direction: StackDirection(rawValue: p.direction) ?? .horizontal, spacing: p.spacing,
            justifyContent: StackJustifyContent(rawValue: p.justifyContent) ?? .start,
            alignItems: StackAlignItems(rawValue: p.alignItems) ?? .stretch,
            flexWrap: StackFlexWrap(rawValue: p.flexWrap) ?? .noWrap,
            alignContent: StackAlignContent(rawValue: p.alignContent) ?? .start,
            lineSpacing: p.lineSpacing, children: try children.map(build))
        if let h = p.horizontalAlignment, let value = StackHorizontalAlignment(rawValue: h) { stack.horizontalAlignment = value }
        if let v = p.verticalAlignment, let value = StackVerticalAlignment(rawValue: v) { stack.verticalAlignment = value }
        return stack
    }
}
