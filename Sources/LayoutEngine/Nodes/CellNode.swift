import LayoutGeometry

/// A row of a list or an item of a collection (Texture's `ASCellNode`): as wide as it is offered,
/// as tall as its content within the range it is given.
///
/// A table hands its cells a fixed width and an unbounded height, so a cell in a table (or in a
/// fixture or stack of unbounded height) is as tall as its content; a collection that sizes its
/// items by a range bounds them, and the cell keeps to that range, as Texture's does. Without
/// content it is as wide as offered and as tall as the range's minimum (or its `intrinsicSize`).
open class CellNode: DisplayNode {
    /// Creates a cell.
    public override init() {
        super.init()
    }

    /// `cell`.
    open override var kindName: String { "cell" }

    /// The offered width (0 when unbounded) and no height of its own, or `intrinsicSize`.
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        let width = constrainedSize.width.isFinite ? constrainedSize.width : 0
        return Size(width: width, height: 0)
    }
}
