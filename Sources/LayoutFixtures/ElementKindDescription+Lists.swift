import LayoutEngine
import LayoutFile
import LayoutGeometry

/// `table`: sections of rows stacked, as Texture's `ASTableNode`.
public struct TableDescription: ElementKindDescription {
    public static let kind = ElementKind.table
    public static let keys = FixtureReader.nodeKeys.subtracting(["layout"])
        .union(["sections", "separators", "separatorColor", "contentInset", "contentOffset"])
    /// Texture's table nodes start white, as their views do.
    public static var defaultBackgroundColor: Color? { .white }
    /// Its separators and scrolling.
    public var properties: TableProperties
    /// Its sections.
    public var sections: [ListSectionDescription]

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> TableDescription? {
        reader.tableProperties(e).map { TableDescription(properties: $0.0, sections: $0.1) }
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        try builder.tableNode(properties, sections)
    }
}

/// `collection`: sections of items in a flow layout, as Texture's `ASCollectionNode`.
public struct CollectionDescription: ElementKindDescription {
    public static let kind = ElementKind.collection
    public static let keys = FixtureReader.nodeKeys.subtracting(["layout"])
        .union(["sections", "scrollDirection", "itemSize", "contentInset", "contentOffset", "sectionHeadersPinToVisibleBounds"])
        .union(FixtureReader.flowSpacingKeys)
    /// Texture's collection nodes start white, as their views do.
    public static var defaultBackgroundColor: Color? { .white }
    /// Its flow layout and scrolling.
    public var properties: CollectionProperties
    /// Its sections.
    public var sections: [ListSectionDescription]

    public static func read(_ reader: inout FixtureReader, _ e: ElementFields) -> CollectionDescription? {
        reader.collectionProperties(e).map { CollectionDescription(properties: $0.0, sections: $0.1) }
    }

    public func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement {
        try builder.collectionNode(properties, sections)
    }
}
