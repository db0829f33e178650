/// One fixture's entry in a layout file: `{"name", "size", "scale", "root"}`. A whole file is
/// either one entry or `{"fixtures": [entry, …]}`.
public struct LayoutFileEntry: Equatable, Sendable {
    /// The fixture's name.
    public var name: String?
    /// `[width, height]` of the root in points.
    public var size: [Double]?
    /// Pixels per point.
    public var scale: Double?
    /// The root element.
    public var root: LayoutFileElement

    /// Creates an entry.
    public init(name: String?, size: [Double]?, scale: Double?, root: LayoutFileElement) {
        self.name = name
        self.size = size
        self.scale = scale
        self.root = root
    }
}
