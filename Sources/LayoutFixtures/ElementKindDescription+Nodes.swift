import LayoutEngine
import LayoutFile
import LayoutGeometry

/// `node`: a plain display node.
public struct NodeDescription: ElementKindDescription {
    public static let kind = ElementKind.node
    public static let keys = FixtureReader.nodeKeys
    public static var mayBeEmpty: Bool { true }

    /// A plain node.
    public init() {}

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> NodeDescription? { NodeDescription() }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement { DisplayNode() }
}

/// `control`: a node that takes touches.
public struct ControlDescription: ElementKindDescription {
    public static let kind = ElementKind.control
    public static let keys = FixtureReader.nodeKeys
    public static var mayBeEmpty: Bool { true }

    /// A control.
    public init() {}

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> ControlDescription? { ControlDescription() }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement { ControlNode() }
}

/// `text`: a text node.
public struct TextDescription: ElementKindDescription {
    public static let kind = ElementKind.text
    public static let keys = FixtureReader.nodeKeys.union([
        "text", "runs", "font", "color", "lineHeight", "lineSpacing", "paragraphSpacing", "paragraphSpacingBefore", "shadow",
        "textContainerInset", "maximumNumberOfLines", "truncation", "truncationRuns", "truncationMode", "alignment", "links",
        "linkColor", "linkUnderline",
    ])
    /// The text and its inset.
    public var properties: TextProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> TextDescription? {
        reader.textProperties(e.fields, e.path, node: e.node).map(TextDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        let text = TextNode(properties.text)
        text.textContainerInset = properties.textContainerInset
        return text
    }
}

/// `image`: an image node.
public struct ImageDescription: ElementKindDescription {
    public static let kind = ElementKind.image
    public static let keys = FixtureReader.nodeKeys.union([
        "image", "contentMode", "cropRect", "forceUpscaling", "forcedSize", "roundBorder", "tint", "templateTint", "capInsets",
    ])
    /// The image and how it is drawn.
    public var properties: ImageProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> ImageDescription? {
        reader.imageProperties(e.fields, e.path, node: e.node).map(ImageDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        try builder.imageNode(properties, description.location)
    }
}

/// `button`: a button node with per-state titles, images and backgrounds.
public struct ButtonDescription: ElementKindDescription {
    public static let kind = ElementKind.button
    public static let keys = FixtureReader.nodeKeys.union([
        "title", "titles", "font", "color", "titleColors", "backgroundColors", "image", "images", "contentSpacing",
        "laysOutHorizontally", "contentEdgeInsets", "state",
    ])
    /// The button's settings.
    public var properties: ButtonProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> ButtonDescription? {
        reader.buttonProperties(e.fields, e.path).map(ButtonDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        try builder.buttonNode(properties, description.location)
    }
}

/// `cell`: a list's cell node; its content goes in `layout`.
public struct CellDescription: ElementKindDescription {
    public static let kind = ElementKind.cell
    public static let keys = FixtureReader.nodeKeys.union(["separatorInset"])
    public static var mayBeEmpty: Bool { true }
    /// How far in from the left and right its separator line starts and ends in a table.
    public var separatorInset: EdgeInsets

    /// A cell with a separator inset.
    public init(separatorInset: EdgeInsets = .zero) {
        self.separatorInset = separatorInset
    }

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> CellDescription? {
        guard let inset = reader.optional(e, "separatorInset", { $0.nonNegativeInsets($1, $2) }) else { return nil }
        return CellDescription(separatorInset: inset ?? .zero)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement { CellNode() }
}
