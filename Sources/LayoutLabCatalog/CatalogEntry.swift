import LayoutEngine
import LayoutGeometry

/// One fixture of the bundled catalog, written in Swift against the engine: its name (the same as
/// the matching fixture file's `NAME@VARIANT`), the settings it is laid out and drawn with, and a
/// function building a fresh element tree each time it is called.
public struct CatalogEntry: Sendable {
    /// Fixture name, e.g. `catalog/header@320`.
    public let name: String
    /// The constrained size handed to the root.
    public let size: SizeRange
    /// Pixels per point: 1, 2 or 3.
    public let scale: Double
    /// Canvas colour.
    public let background: Color
    /// Reading direction.
    public let direction: LayoutDirection
    /// Builds the root element (a new tree on every call; nodes are not shared between calls).
    public let build: @Sendable () -> any LayoutElement

    /// Creates an entry; the defaults are those of a fixture file (scale 2, white, left to right).
    public init(name: String, size: SizeRange, scale: Double = 2, background: Color = .white,
                direction: LayoutDirection = .ltr, build: @escaping @Sendable () -> any LayoutElement) {
        self.name = name
        self.size = size
        self.scale = scale
        self.background = background
        self.direction = direction
        self.build = build
    }

    /// The fixture file the entry mirrors, relative to the package root: `Fixtures/<name>.yaml`
    /// with the `@VARIANT` suffix dropped.
    public var fixtureFile: String {
        let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        return "Fixtures/\(base).yaml"
    }
}

extension SizeRange {
    /// A range of exactly `width` points wide and any height (a fixture's `[width, auto]`).
    static func width(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }

    /// A range from nothing up to `width` wide and any height (`{min: [0, 0], max: [width, auto]}`).
    static func upToWidth(_ width: Double) -> SizeRange {
        SizeRange(min: .zero, max: Size(width: width, height: .infinity))
    }
}
