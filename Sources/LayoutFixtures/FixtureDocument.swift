import LayoutEngine
import LayoutGeometry

/// One fixture as a file describes it: a layout at a given size and scale.
public struct FixtureDocument: Sendable {
    /// Unique name; `/` groups fixtures into folders. Variants are named `NAME@VARIANT`.
    public var name: String
    /// The constrained size handed to the root.
    public var size: SizeRange
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// Canvas colour.
    public var background: Color
    /// Reading direction.
    public var layoutDirection: LayoutDirection
    /// The root element.
    public var root: ElementDescription
    /// Per-fixture overrides of the pixel-diff policy (`diff:` in the file).
    public var diffPolicy: DiffPolicyOverrides
    /// The file the fixture came from.
    public var sourceFile: String
    /// SHA-256 (hex) of that file's bytes as they were read; nil for text given directly.
    public var sourceDigest: String?
    /// The line of the file that declares the fixture: its `name` key, or its entry in
    /// `variants`; nil when unknown.
    public var line: Int?
    /// How deep elements nest in the file it came from (the root alone: 1); a thread whose stack
    /// holds fewer levels does not lay it out.
    public var depth = 0

    /// Creates a document.
    public init(name: String, size: SizeRange, scale: Double = 2, background: Color = .white,
                layoutDirection: LayoutDirection = .ltr, root: ElementDescription,
                diffPolicy: DiffPolicyOverrides = DiffPolicyOverrides(), sourceFile: String) {
        self.name = name
        self.size = size
        self.scale = scale
        self.background = background
        self.layoutDirection = layoutDirection
        self.root = root
        self.diffPolicy = diffPolicy
        self.sourceFile = sourceFile
    }
}
