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

    /// Starts a new pass: every cached measurement becomes stale.
    public func beginPass() {
        pass = LayoutContext.passCounter.add(1, ordering: .relaxed).newValue
    }
}
