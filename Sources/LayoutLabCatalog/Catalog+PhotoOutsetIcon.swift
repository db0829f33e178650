import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The photo with an outset icon overlay (`catalog/photo-outset-icon`): an absolute spec sized to
    /// fit a 150-point photo at (20, 20) and a 40-point icon at (150, 0). Variants: `@320`, `@414`.
    static var photoOutsetIcon: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/photo-outset-icon@\(label(width))", size: .upToWidth(width)) { photoOutsetIconLayout() }
        }
    }

    /// `layoutSpecThatFits:` of the photo with an outset icon overlay.
    static func photoOutsetIconLayout() -> any LayoutElement {
        let icon = imageNode("icon", CatalogImage.icon.reference)
        icon.style.preferredSize = Size(width: 40, height: 40)
        icon.style.layoutPosition = Point(x: 150, y: 0)

        let photo = imageNode("photo", CatalogImage.pattern("gradient", pixels: 300, 300, scale: 2), contentMode: .aspectFill)
        photo.style.preferredSize = Size(width: 150, height: 150)
        photo.style.layoutPosition = Point(x: 40 / 2.0, y: 40 / 2.0)

        return AbsoluteLayoutSpec(sizing: .sizeToFit, children: [photo, icon], debugName: "photoWithIcon")
    }
}
