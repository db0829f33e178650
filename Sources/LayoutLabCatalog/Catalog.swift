/// The bundled catalog: every layout of Texture's guides, written in Swift against the engine.
///
/// Each entry has a twin in `Fixtures/catalog/<layout>.yaml` with the same name and settings; the
/// two build the same tree (the catalog's tests lay both out and compare every frame). Images
/// come from `Fixtures/catalog/images/` (see `CatalogImage`) or are generated patterns.
public enum Catalog {
    /// Every entry, grouped by layout in the order of the guides.
    public static var entries: [CatalogEntry] {
        header + photoInsetText + photoOutsetIcon + insetTextCell + separators + comments + nsspainTalk
            + photoCell + dealCard + kittensText + catCrop + hitAreas + imageScaling + buttons + scroll + editableText + table
    }

    /// The entry with this name, if any.
    public static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The two screen widths every layout is shown at.
    static let widths: [Double] = [320, 414]

    /// The variant suffix of a width: `320`, `414`.
    static func label(_ width: Double) -> String { String(Int(width)) }
}
