import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The cat image crop examples (`catalog/cat-crop`): the same wide picture, aspect-filled into
    /// three equal columns with cropRect anchored left (0, 0, 0, 0), centred (the default) and right
    /// (1, 0, 0, 0). Variants: `@320`, `@414`.
    static var catCrop: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/cat-crop@\(label(width))", size: .width(width)) { catCropLayout() }
        }
    }

    /// One column: the cropped picture, 120 points high, over its caption.
    static func cropColumn(_ name: String, caption: String, cropRect: Rect) -> any LayoutElement {
        let image = imageNode("cat\(name)", CatalogImage.cat.reference, contentMode: .aspectFill, style: style { $0.height = .points(120) })
        image.cropRect = cropRect
        image.clipsToBounds = true
        let label = textNode("\(name.prefix(1).lowercased() + name.dropFirst())Caption", caption, font: "Sans 13", alignment: .center)
        return StackLayoutSpec(direction: .vertical, spacing: 4, children: [image, label],
                               style: style { $0.flexGrow = 1; $0.flexBasis = .points(0) },
                               debugName: "\(name.prefix(1).lowercased() + name.dropFirst())Column")
    }

    /// The three crops in a row.
    static func catCropLayout() -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [
            cropColumn("Left", caption: "left", cropRect: Rect(x: 0, y: 0, width: 0, height: 0)),
            cropColumn("Centre", caption: "centre", cropRect: Rect(x: 0.5, y: 0.5, width: 0, height: 0)),
            cropColumn("Right", caption: "right", cropRect: Rect(x: 1, y: 0, width: 0, height: 0)),
        ], debugName: "cropRow")
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: row, debugName: "cropInset")
    }
}
