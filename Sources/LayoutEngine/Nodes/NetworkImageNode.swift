import LayoutGeometry

/// An image loaded from a URL (Texture's `ASNetworkImageNode`).
///
/// Layout never downloads anything: until the image arrives the node has no intrinsic size, so
/// it measures like a plain node and needs a size from its style, `intrinsicSize` or its parent
/// (a ratio spec is the usual way). The renderer draws a placeholder in its bounds.
open class NetworkImageNode: ImageNode {
    /// Where the image would be fetched from.
    public var url: String?
    /// The colour shown until the image arrives (Texture's `placeholderColor`); nil draws
    /// layoutlab's light grey placeholder.
    public var placeholderColor: Color?

    /// Creates a network image node for `url`.
    public init(url: String? = nil) {
        self.url = url
        super.init(image: nil)
    }

    /// `networkImage`.
    open override var kindName: String { "networkImage" }
}
