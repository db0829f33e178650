import LayoutEngine
import LayoutGeometry

extension Catalog {
    /// Images drawn upscaled and downscaled (`catalog/image-scaling`): three 96-point image nodes
    /// showing 48, 192 and 768 pixels (factors 0.25, 1 and 4 at scale 2), each over a caption.
    /// Variants: `@320`, `@414`, `@3x` (scale 3).
    static var imageScaling: [CatalogEntry] {
        widths.map { width in
            CatalogEntry(name: "catalog/image-scaling@\(label(width))", size: .width(width)) { imageScalingLayout() }
        } + [
            CatalogEntry(name: "catalog/image-scaling@3x", size: .width(320), scale: 3) { imageScalingLayout() },
        ]
    }

    /// One column: a 96-point checker image of `pixels` square pixels (image scale 2), and a caption.
    static func scalingColumn(_ name: String, pixels: Int, forceUpscaling: Bool = false) -> any LayoutElement {
        let image = imageNode(name, CatalogImage.pattern("checker", pixels: pixels, pixels, scale: 2), contentMode: .scaleToFill,
                              style: style { $0.preferredSize = Size(width: 96, height: 96) })
        image.forceUpscaling = forceUpscaling
        let caption = textNode("\(name)Caption", name, font: "Sans 13")
        return StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .center, children: [image, caption],
                               debugName: "\(name)Column")
    }

    /// The three scaled images in a row.
    static func imageScalingLayout() -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [
            scalingColumn("upscaled", pixels: 48, forceUpscaling: true),
            scalingColumn("exact", pixels: 192),
            scalingColumn("downscaled", pixels: 768),
        ], debugName: "scalingRow")
        return InsetLayoutSpec(insets: EdgeInsets(all: 10), child: row, debugName: "scalingInset")
    }
}
