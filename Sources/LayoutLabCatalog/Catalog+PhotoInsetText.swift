import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// The photo with an inset text overlay (`catalog/photo-inset-text`): a 120-point photo with its
    /// title pinned 12 points above the bottom by an infinite top inset. Variants: `@320`, `@414`,
    /// `@cjk`.
    static var photoInsetText: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/photo-inset-text@\(label(width))", size: .upToWidth(width)) {
                photoInsetTextLayout(title: "family fall hikes")
            }
        } + [
            CatalogEntry(name: "catalog/photo-inset-text@cjk", size: .upToWidth(320)) { photoInsetTextLayout(title: "秋天的家庭远足") },
        ]
    }

    /// `USER_IMAGE_HEIGHT` of Texture's layout examples.
    static let userImageHeight: Double = 60

    /// `layoutSpecThatFits:` of the photo with an inset text overlay.
    static func photoInsetTextLayout(title: String) -> any LayoutElement {
        let photo = imageNode("photo", CatalogImage.pattern("gradient", pixels: 240, 240, scale: 2), contentMode: .aspectFill,
                              style: style { $0.preferredSize = Size(width: userImageHeight * 2, height: userImageHeight * 2) })
        photo.cornerRadius = 10
        photo.clipsToBounds = true

        let titleNode = textNode("title", title, font: "Sans 16", color: .white, maximumNumberOfLines: 2, truncation: "...")
        let insets = EdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12)
        let textInsetSpec = InsetLayoutSpec(insets: insets, child: titleNode, debugName: "titleInset")

        return OverlayLayoutSpec(child: photo, overlay: textInsetSpec, debugName: "photoOverlay")
    }
}
