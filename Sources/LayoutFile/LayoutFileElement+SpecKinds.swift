extension LayoutFileElement {
    /// The kinds that are layout specs: they arrange, they do not draw. The spec kinds of
    /// `ElementKind`, and `spec`, a spec of no kind of its own.
    public static let specKinds: Set<String> = Set(ElementKind.allCases.filter(\.isSpec).map(\.rawValue)).union(["spec"])

    /// True when the element is a layout spec (`specKinds`).
    public var isSpec: Bool { Self.specKinds.contains(kind) }
}
