import LayoutGeometry

/// The ranges Texture measures a list's cells, headers and footers in when the app's delegate
/// does not size them.
extension ListSection {
    /// A table's row, header or footer: exactly `width` wide (the table's content width, less a
    /// section's margins), from `minHeight` to `maxHeight` tall (0…∞, as Texture measures a row
    /// its delegate does not size).
    public static func tableRange(width: Double, minHeight: Double = 0, maxHeight: Double = .infinity) -> SizeRange {
        SizeRange(min: Size(width: width, height: minHeight), max: Size(width: width, height: maxHeight))
    }

    /// A flow layout's item: exactly `itemSize` when one was set; else from zero up to the list's
    /// `size` less its content inset across the flow (the width of a vertical flow), any length
    /// along it, as Texture's flow-layout inspector gives a self-sizing item.
    public static func flowItemRange(itemSize: Size?, listSize size: Size, contentInset inset: EdgeInsets,
                                     horizontal: Bool) -> SizeRange {
        if let itemSize { return SizeRange(exactly: itemSize) }
        if horizontal {
            return SizeRange(min: .zero, max: Size(width: .infinity, height: size.height - inset.top - inset.bottom))
        }
        return SizeRange(min: .zero, max: Size(width: size.width - inset.left - inset.right, height: .infinity))
    }

    /// A flow layout's header or footer: `range` made exactly as wide as the list (as tall, for a
    /// horizontal flow); nil when the range allows no length along the flow (Texture makes no
    /// header or footer then).
    public static func flowSupplementaryRange(_ range: SizeRange, listSize size: Size, horizontal: Bool) -> SizeRange? {
        var range = range
        if horizontal {
            guard range.max.width > 0 else { return nil }
            range.min.height = size.height
            range.max.height = size.height
        } else {
            guard range.max.height > 0 else { return nil }
            range.min.width = size.width
            range.max.width = size.width
        }
        return range
    }
}
