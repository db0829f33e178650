import LayoutBitmap

/// The pixels of one rendered layout: the image itself and any overlay layers asked for, all the
/// same pixel size.
public struct RenderedImage {
    /// The layout's pixels (premultiplied RGBA8, as Cairo gives them).
    public var image: Bitmap
    /// Transparent overlay layers by kind; only the kinds that were asked for.
    public var overlays: [OverlayKind: Bitmap]

    /// Creates a rendered image.
    public init(image: Bitmap, overlays: [OverlayKind: Bitmap] = [:]) {
        self.image = image
        self.overlays = overlays
    }
}
