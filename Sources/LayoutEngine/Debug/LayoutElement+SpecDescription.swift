extension LayoutElement {
    /// A layout spec's own parameters that differ from the engine's defaults, as fixture files
    /// name them (`direction: vertical, spacing: 16`), sorted by name; empty for nodes and for
    /// specs without parameters (wrapper, background, overlay). The layout file's `spec` and what
    /// the structural diff names when a spec's parameter moved an element. Each spec gives its
    /// parameters as `LayoutSpec.fixtureParameters`.
    public var specFixtureDescription: String {
        guard let spec = self as? LayoutSpec else { return "" }
        return spec.fixtureParameters.sorted { $0.name < $1.name }.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }
}
