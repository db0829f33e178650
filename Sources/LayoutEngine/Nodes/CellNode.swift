import LayoutGeometry

/// A row of a list (Texture's `ASCellNode`): sized by the width it is given, its height unbounded.
///
/// A table or collection hands its cells a fixed width and an unbounded height; a cell does the
/// same to itself wherever it sits, so a vertical stack of cells behaves as a table. Unless its
/// style limits the height (`height` or `maxHeight`), the maximum height of the range it is
/// measured with becomes ∞, so its content (its layout spec) decides the height. Without content
/// it is as wide as offered and as tall as the range's minimum (or its `intrinsicSize`).
open class CellNode: DisplayNode {
    /// Creates a cell.
    public override init() {
        super.init()
    }

    /// `cell`.
    open override var kindName: String { "cell" }

    /// Measures with the range's maximum height lifted to ∞ (unless the style limits it).
    open override func calculateLayout(_ range: SizeRange, parentSize: Size, in context: LayoutContext) -> Layout {
        var open = range
        if style.height.isAuto && style.maxHeight.isAuto {
            open.max.height = .infinity
        }
        return super.calculateLayout(open, parentSize: parentSize, in: context)
    }

    /// The offered width (0 when unbounded) and no height of its own, or `intrinsicSize`.
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        let width = constrainedSize.width.isFinite ? constrainedSize.width : 0
        return Size(width: width, height: 0)
    }
}
