import LayoutGeometry

/// A video player (Texture's `ASVideoNode`), a network image node whose content is a video.
///
/// Like a network image it has no intrinsic size until given one (style size, `intrinsicSize`
/// or a ratio spec around it); the renderer draws a placeholder in its bounds.
open class VideoNode: NetworkImageNode {
    /// `video`.
    open override var kindName: String { "video" }
}
