extension LayoutFileElement {
    /// The kinds that are layout specs: they arrange, they do not draw.
    public static let specKinds: Set<String> = [
        "stack", "inset", "overlay", "background", "center", "ratio", "relative", "absolute", "corner",
        "wrapper", "spacer", "spec",
    ]

    /// True when the element is a layout spec (`specKinds`).
    public var isSpec: Bool { Self.specKinds.contains(kind) }
}
