import LayoutEngine
import LayoutFile
import LayoutGeometry

/// `networkImage`: a network image node (no intrinsic size until given one).
public struct NetworkImageDescription: ElementKindDescription {
    public static let kind = ElementKind.networkImage
    public static let keys = FixtureReader.nodeKeys.union(["url", "contentMode", "placeholderColor"])
    /// Its URL, content mode and placeholder colour.
    public var properties: MediaProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> NetworkImageDescription? {
        reader.mediaProperties(e.fields, e.path).map(NetworkImageDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        builder.networkImageNode(properties)
    }
}

/// `video`: a video node (no intrinsic size until given one).
public struct VideoDescription: ElementKindDescription {
    public static let kind = ElementKind.video
    public static let keys = FixtureReader.nodeKeys.union(["url"])
    /// Its URL.
    public var properties: MediaProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> VideoDescription? {
        reader.mediaProperties(e.fields, e.path).map(VideoDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        builder.videoNode(properties)
    }
}

/// `map`: a map node (no intrinsic size until given one).
public struct MapDescription: ElementKindDescription {
    public static let kind = ElementKind.map
    public static let keys = FixtureReader.nodeKeys.union(["center", "span"])
    /// Its centre and span.
    public var properties: MapProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> MapDescription? {
        reader.mapProperties(e.fields, e.path).map(MapDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        MapNode(center: properties.center, span: properties.span)
    }
}

/// `editableText`: an editable text node.
public struct EditableTextDescription: ElementKindDescription {
    public static let kind = ElementKind.editableText
    public static let keys = FixtureReader.nodeKeys.union([
        "text", "placeholder", "font", "color", "placeholderColor", "textContainerInset", "maximumNumberOfLines",
    ])
    /// Its text, placeholder and typing attributes.
    public var properties: EditableTextProperties

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> EditableTextDescription? {
        reader.editableTextProperties(e.fields, e.path).map(EditableTextDescription.init)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        builder.editableTextNode(properties)
    }
}

/// `scroll`: a scroll node around its `content`.
public struct ScrollDescription: ElementKindDescription {
    public static let kind = ElementKind.scroll
    public static let keys = FixtureReader.nodeKeys.subtracting(["layout"]).union(["scrollDirection", "contentOffset", "content"])
    /// Its scrolling.
    public var properties: ScrollProperties
    /// The content, if any.
    public var content: ElementDescription?

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> ScrollDescription? {
        guard let props = reader.scrollProperties(e.fields, e.path) else { return nil }
        guard e["content"] != nil else { return ScrollDescription(properties: props, content: nil) }
        guard let c = reader.child(e, "content") else { return nil }
        return ScrollDescription(properties: props, content: c)
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        try builder.scrollNode(properties, content)
    }
}
