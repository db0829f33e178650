import LayoutGeometry

extension DisplayNode {
    /// The node's last measurement (Texture's `calculatedLayout` with its
    /// `constrainedSizeForCalculatedLayout`): the range and parent size it was last measured
    /// with, in a layout pass or by a `layoutThatFits` call, and the layout that gave; nil before
    /// the node is first measured.
    public var lastMeasurement: (range: SizeRange, parentSize: Size, layout: Layout)? {
        guard layoutCache.pass != 0 else { return nil }
        return (layoutCache.range, layoutCache.parentSize, layoutCache.layout(for: self))
    }
}
