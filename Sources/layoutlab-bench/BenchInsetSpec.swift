import LayoutEngine
import LayoutGeometry

/// The layout benchmark's own inset spec: the all-finite-insets case of Texture's
/// `ASInsetLayoutSpec` (a child inset by the same amount on every side), enough to build the feed
/// workload's cells. Like Texture's inset spec it ignores its own style size.
final class BenchInsetSpec: LayoutSpec {
    /// The inset on every side, in points.
    let inset: Double

    /// Creates the spec around `child`.
    init(inset: Double, child: any LayoutElement) {
        self.inset = inset
        super.init(children: [child])
    }

    override var kindName: String { "inset" }

    override var appliesOwnStyleSize: Bool { false }

    /// The child gets the range and parent size less the insets (floored at 0, where an undefined
    /// parent length also becomes 0); the spec is the child plus the insets, clamped to the range.
    override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        let twice = inset * 2
        let childRange = SizeRange(
            min: Size(width: LayoutMath.appleMax(0, range.min.width - twice), height: LayoutMath.appleMax(0, range.min.height - twice)),
            max: Size(width: LayoutMath.appleMax(0, range.max.width - twice), height: LayoutMath.appleMax(0, range.max.height - twice)))
        let childParent = Size(width: LayoutMath.appleMax(0, parentSize.width - twice),
                               height: LayoutMath.appleMax(0, parentSize.height - twice))
        var child = children[0].layoutThatFits(childRange, parentSize: childParent, in: context)
        child.position = Point(x: inset, y: inset)
        var size = Size(width: child.size.width + twice, height: child.size.height + twice)
        if size.width.isInfinite { size.width = range.max.width }
        if size.height.isInfinite { size.height = range.max.height }
        return Layout(element: self, size: range.clamp(size), sublayouts: [child], grid: context.grid)
    }
}
