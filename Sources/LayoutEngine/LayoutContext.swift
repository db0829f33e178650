import LayoutGeometry
import Synchronization

/// What a layout pass needs besides the tree: the screen's pixel grid, the text measurer, and a
/// pass number that scopes the per-element measurement caches.
///
/// A context is used by one thread at a time. Create one per worker, or call `beginPass()`
/// to force a full relayout with the same context.
public final class LayoutContext: @unchecked Sendable {
    private static let passCounter = Atomic<UInt64>(0)

    /// Pixel rounding at the fixture's scale.
    public let grid: PixelGrid
    /// Measures text for text nodes.
    public let textMeasurer: any TextMeasuring
    /// Measures images (pixel size and image scale) for image nodes.
    public let imageMeasurer: (any ImageMeasuring)?
    /// Identifies the current pass; measurements cached under another pass are ignored.
    @exclusivity(unchecked) public private(set) var pass: UInt64
    /// Whether caches are consulted at all (on by default).
    @exclusivity(unchecked) public var cachesMeasurements = true

    /// The trace being recorded, or nil (the default): with a trace, every measurement records
    /// why the element got its size and position (`LayoutTrace`); without one the engine checks
    /// this optional and records nothing.
    @exclusivity(unchecked) public var trace: LayoutTrace?

    /// Elements found inside their own layout (a node in its own spec, specs that contain each
    /// other): each was laid out as empty where it recurred, and is named here once.
    @exclusivity(unchecked) public private(set) var cycles: [String] = []

    /// The context of the layout pass running on this thread (inside `LayoutTree.compute`), so
    /// code that measures an element from inside a node's own measurement joins that pass.
    @TaskLocal public static var current: LayoutContext?

    /// Creates a context for a screen scale (1, 2 or 3).
    public init(scale: Double, textMeasurer: any TextMeasuring, imageMeasurer: (any ImageMeasuring)? = nil) {
        self.grid = PixelGrid(scale: scale)
        self.textMeasurer = textMeasurer
        self.imageMeasurer = imageMeasurer
        self.pass = LayoutContext.passCounter.add(1, ordering: .relaxed).newValue
    }

    /// Notes that `element` was reached again while it was being measured, and returns the empty
    /// layout it takes there instead of recursing forever.
    func cycle(at element: any LayoutElement, range: SizeRange) -> Layout {
        let name = element.debugName.map { "\(element.kindName) \"\($0)\"" } ?? element.kindName
        let text = "\(name) is inside its own layout (a node in its own layout spec, or specs that contain each other); "
            + "it was laid out as empty where it recurs"
        if !cycles.contains(text) { cycles.append(text) }
        return Layout(element: element, size: range.clamp(.zero), grid: grid)
    }

    /// Starts a new pass: every cached measurement becomes stale.
    public func beginPass() {
        pass = LayoutContext.passCounter.add(1, ordering: .relaxed).newValue
    }
}
