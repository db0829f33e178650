import LayoutGeometry

/// Gives its child a fixed aspect ratio, `ratio = height / width` (Texture's `ASRatioLayoutSpec`).
///
/// From each finite maximum of the range the spec derives a candidate size (the maximum width with
/// `floorPixel(ratio × width)`, the maximum height with `floorPixel(height / ratio)`, each clamped
/// to the range) and picks the one whose proportions come closest to the ratio, the width-based one
/// on a tie. The child is measured at exactly that size, as far as the range allows, and the spec
/// is as large as the child. With neither maximum finite the ratio is not applied and the child
/// receives the range unchanged.
public final class RatioLayoutSpec: LayoutSpec {
    /// Height divided by width; should be greater than 0.
    public var ratio: Double
    /// The element given the ratio.
    public var child: any LayoutElement {
        didSet { children = [child] }
    }

    /// Creates a ratio spec.
    public init(ratio: Double, child: any LayoutElement, style: LayoutStyle = LayoutStyle(), debugName: String? = nil) {
        self.ratio = ratio
        self.child = child
        super.init(children: [child], style: style, debugName: debugName)
    }

    /// `ratio`.
    public override var kindName: String { "ratio" }

    /// The parameters away from their defaults, as fixture files name them.
    public override var fixtureParameters: [(name: String, value: String)] { [("ratio", LayoutTrace.number(ratio))] }

    /// The child.
    public override var layoutChildren: [any LayoutElement] { [child] }

    /// Chooses the size and measures the child at it (see the type's description).
    public override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let best = bestSize(in: range, grid: context.grid)
        let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
        var sublayout = child.layoutThatFits(childRange, parentSize: best ?? .undefined, in: context)
        sublayout.position = .zero
        return Layout(element: self, size: sublayout.size, sublayouts: [sublayout], grid: context.grid)
    }

    /// The candidate closest to the ratio, or `nil` when neither maximum is finite.
    func bestSize(in range: SizeRange, grid: PixelGrid) -> Size? {
        var best: Size?
        var bestDistance = Double.nan
        func consider(_ candidate: Size) {
            let distance = abs(candidate.height / candidate.width - ratio)
            // Only a strictly closer candidate replaces the first one (a NaN distance never does).
            if best == nil || bestDistance > distance {
                best = candidate
                bestDistance = distance
            }
        }
        if LayoutMath.isValidForSize(range.max.width) {
            consider(range.clamp(Size(width: range.max.width, height: grid.floor(ratio * range.max.width))))
        }
        if LayoutMath.isValidForSize(range.max.height) {
            consider(range.clamp(Size(width: grid.floor(range.max.height / ratio), height: range.max.height)))
        }
        return best
    }
}
