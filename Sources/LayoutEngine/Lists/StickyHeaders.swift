import LayoutGeometry

/// Section headers pinned to the top of a scrolled list, as UIKit pins them: a plain
/// `UITableView`'s section headers "float when the table view is scrolled" (UIKit's
/// `UITableView.Style.plain`), and a `UICollectionViewFlowLayout`'s do when its
/// `sectionHeadersPinToVisibleBounds` is true. Texture leaves both to UIKit: its table and
/// collection proxies do not intercept headers (`ASDelegateProxy.mm`, `interceptsSelector:`).
///
/// A header stays where the content puts it until the visible area's start (the content offset
/// plus the adjusted content inset, below any bar) passes it; then it stays at that start, until
/// its bottom reaches its section's limit (`TableArrangement.Result.headerLimits`,
/// `FlowArrangement.Result.headerLimits`), from where the next section pushes it up and out.
public enum StickyHeaders {
    /// Where `header` shows with the visible area starting at `visibleStart` and its section
    /// ending at `limit`, along the list's scrolling axis (y, or x when `horizontal`).
    public static func pinned(_ header: Rect, limit: Double, visibleStart: Double, horizontal: Bool = false) -> Rect {
        let start = horizontal ? header.minX : header.minY
        let length = horizontal ? header.width : header.height
        // Never above its own place, never past its section's end.
        let at = max(start, min(visibleStart, limit - length))
        return horizontal ? Rect(x: at, y: header.minY, width: header.width, height: header.height)
            : Rect(x: header.minX, y: at, width: header.width, height: header.height)
    }
}
