import LayoutBitmap
import LayoutGeometry

/// An object that owns a node and supplies its layout spec, manual measurement and layout hook
/// from outside the node's class: a node written against another API (the `AsyncDisplayKit`
/// module's `ASDisplayNode` and its subclasses hold an engine node and answer for it).
///
/// Every answer may be nil: the node then does what it does without a host.
public protocol DisplayNodeHost: AnyObject {
    /// The node's layout spec within `constrainedSize`, or nil when the host gives none (the
    /// node's `layoutSpecBlock` and manual measurement then apply).
    func layoutSpec(for node: DisplayNode, constrainedSize: SizeRange) -> (any LayoutElement)?
    /// The size the node wants within `constrainedSize` (an axis may be ∞), or nil to let the node
    /// measure itself as its class does.
    func size(of node: DisplayNode, thatFits constrainedSize: Size, in context: LayoutContext) -> Size?
    /// Runs after the node's frame and its subnodes' frames are set from the layout, before the
    /// node's own `layout()`; subnode frames set here are honoured as `layout()` overrides are.
    func nodeDidLayout(_ node: DisplayNode)
    /// What the node draws itself, over its background and under its subnodes, as a bitmap of
    /// `size` points at `scale` pixels to the point; nil when it draws nothing of its own.
    func contents(of node: DisplayNode, size: Size, scale: Double) throws -> Bitmap?
}

extension DisplayNodeHost {
    /// No contents of its own.
    public func contents(of node: DisplayNode, size: Size, scale: Double) throws -> Bitmap? { nil }
}

extension DisplayNode {
    /// Manual measurement as layout uses it: the host's size when it gives one, otherwise
    /// `calculateSizeThatFits(_:in:)`.
    public final func sizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if hasHost, let host, let size = host.size(of: self, thatFits: constrainedSize, in: context) { return size }
        return calculateSizeThatFits(constrainedSize, in: context)
    }
}
