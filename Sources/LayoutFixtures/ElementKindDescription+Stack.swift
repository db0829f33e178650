import LayoutEngine
import LayoutFile

/// `stack`: its `children` in a row or a column, as Texture's `ASStackLayoutSpec`.
public struct StackDescription: ElementKindDescription {
    public static let kind = ElementKind.stack
    public static let keys = FixtureReader.specKeys.union([
        "direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing", "horizontalAlignment",
        "verticalAlignment", "children",
    ])
    /// The stack's settings.
    public var properties: StackProperties
    /// The children.
    public var children: [ElementDescription]

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> StackDescription? {
        guard let properties = reader.stackProperties(e), let cs = reader.children(e, required: false) else { return nil }
        return StackDescription(properties: properties, children: cs)
    }

    /// The stack spec. The alignment shorthands are applied after justifyContent and alignItems,
    /// so they override them as Texture's setters do.
    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        let p = properties
        let stack = StackLayoutSpec(
            direction: p.direction, spacing: p.spacing, justifyContent: p.justifyContent, alignItems: p.alignItems,
            flexWrap: p.flexWrap, alignContent: p.alignContent, lineSpacing: p.lineSpacing, children: try children.map(builder.build))
        if let h = p.horizontalAlignment { stack.horizontalAlignment = h }
        if let v = p.verticalAlignment { stack.verticalAlignment = v }
        return stack
    }
}

extension FixtureReader {
    /// A stack's settings, those given (its `children` are read as elements).
    mutating func stackProperties(_ e: ElementFields) -> StackProperties? {
        var p = StackProperties()
        let before = errors.count
        func read<T: CaseIterable & RawRepresentable<String>>(_ key: String, _ type: T.Type, _ apply: (inout StackProperties, T) -> Void) {
            if let n = e[key], let value = choice(n, e.path.key(key), T.self) { apply(&p, value) }
        }
        read("direction", StackDirection.self) { $0.direction = $1 }
        read("justifyContent", StackJustifyContent.self) { $0.justifyContent = $1 }
        read("alignItems", StackAlignItems.self) { $0.alignItems = $1 }
        read("flexWrap", StackFlexWrap.self) { $0.flexWrap = $1 }
        read("alignContent", StackAlignContent.self) { $0.alignContent = $1 }
        read("horizontalAlignment", StackHorizontalAlignment.self) { $0.horizontalAlignment = $1 }
        read("verticalAlignment", StackVerticalAlignment.self) { $0.verticalAlignment = $1 }
        if let n = e["spacing"], let s = number(n, e.path.key("spacing")) { p.spacing = s }
        if let n = e["lineSpacing"], let s = number(n, e.path.key("lineSpacing")) { p.lineSpacing = s }
        return errors.count == before ? p : nil
    }
}
