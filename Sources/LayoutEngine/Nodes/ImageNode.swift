import LayoutBitmap
import LayoutGeometry

/// How an image fills its node's bounds (UIKit's content modes).
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside, aspect ratio kept.
    case aspectFit
    /// Scaled to cover, aspect ratio kept, cropped (see `cropRect`).
    case aspectFill
    /// Not scaled, centred.
    case center
    /// Not scaled, top edge centred.
    case top
    /// Not scaled, bottom edge centred.
    case bottom
    /// Not scaled, left edge centred.
    case left
    /// Not scaled, right edge centred.
    case right
    /// Not scaled, top-left corner.
    case topLeft
    /// Not scaled, top-right corner.
    case topRight
    /// Not scaled, bottom-left corner.
    case bottomLeft
    /// Not scaled, bottom-right corner.
    case bottomRight
}

/// An image cut to the oval inscribed in the node, with a border along it (Texture's
/// `ASImageNodeRoundBorderModificationBlock`).
public struct ImageRoundBorder: Hashable, Sendable {
    /// The border's width in points (0: no border); half of it shows inside the oval.
    public var width: Double
    /// The border's colour; nil: no border.
    public var color: Color?

    /// Creates a round border.
    public init(width: Double, color: Color?) {
        self.width = width
        self.color = color
    }
}

/// Pixels held in memory for an image reference: immutable, shared, compared by identity (two
/// references to the same object are the same image; the cache keys on it cheaply).
public final class ImagePixels: Hashable, Sendable {
    /// The pixels.
    public let bitmap: Bitmap

    /// Wraps `bitmap`.
    public init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Identity.
    public static func == (lhs: ImagePixels, rhs: ImagePixels) -> Bool { lhs === rhs }

    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Describes an image without holding its pixels: enough for layout (its point size) and for the
/// renderer to fetch the pixels.
public struct ImageReference: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// A PNG file.
        case file(path: String)
        /// A generated pattern (`checker`, `gradient`, `solid`, `stripes`).
        case pattern(String)
        /// Pixels already in memory (an image drawn or decoded by code).
        case pixels(ImagePixels)
    }
    /// The source.
    public var source: Source
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// Pixels per point of the image itself (an `@2x` image has scale 2).
    public var scale: Double

    /// A reference to pixels in memory, `scale` pixels per point.
    public init(pixels: Bitmap, scale: Double = 1) {
        self.init(source: .pixels(ImagePixels(pixels)), pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
    }

    /// Creates a reference.
    public init(source: Source, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.source = source
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The image's size in points: pixels ÷ image scale.
    public var pointSize: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
}

/// A node that draws an image (Texture's `ASImageNode`). Its intrinsic size is the image's size in
/// points (pixels ÷ image scale). Like Texture's, it starts with `aspectFill` and clips to its bounds.
open class ImageNode: DisplayNode {
    /// The image; `nil` draws nothing and measures like a plain node.
    public var image: ImageReference?
    /// How the image fills the bounds: aspect fill by default, as Texture's `ASImageNode` starts.
    public var contentMode: ImageContentMode = .aspectFill
    /// For aspect-fill, the visible part of the image in unit coordinates. A zero-sized rectangle
    /// (the default `{0.5, 0.5, 0, 0}`) keeps the image centred; its origin picks the anchor.
    public var cropRect = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
    /// When false, an image smaller than the bounds is not scaled up.
    public var forceUpscaling = false
    /// When set, the drawn image is cut to the oval inscribed in the node and given this border.
    public var roundBorder: ImageRoundBorder?
    /// When not zero, the size (points) of the backing the image is drawn into by the content
    /// mode, which is then itself scaled to the bounds by the content mode, as Texture's
    /// `forcedSize` (scale-to-fill, aspect fit and aspect fill only; other modes ignore it).
    public var forcedSize: Size = .zero
    /// Caps of a resizable image, in the image's points: they keep their size and the rest
    /// stretches, the image covering the bounds whatever the content mode (UIKit's
    /// `resizableImage(withCapInsets:)`); zero for a plain image.
    public var capInsets: EdgeInsets = .zero
    /// A tint multiplied into the image's colour.
    public var tintColor: Color?
    /// Draws the image as a template: its alpha in this colour (UIKit's template rendering, and
    /// Texture's `ASImageNodeTintColorModificationBlock`); nil draws its own colours.
    public var templateColor: Color?
    /// Changes the drawn image before it is shown (Texture's `imageModificationBlock`): it receives
    /// the node's drawn content (its bounds at the render scale, straight alpha, transparent where
    /// the image does not reach) and returns the pixels to show in its place, stretched to the
    /// bounds when the size differs. It must be a pure function of its input for renders to stay
    /// deterministic.
    public var imageModifier: (@Sendable (Bitmap) -> Bitmap)?

    /// Creates an image node that, as Texture's `ASImageNode` does, aspect-fills and clips to its
    /// bounds.
    public init(image: ImageReference? = nil) {
        self.image = image
        super.init()
        clipsToBounds = true
    }

    /// `image`.
    open override var kindName: String { "image" }

    /// The image's point size, or the plain-node behaviour without an image.
    open override func calculateSizeThatFits(_ constrainedSize: Size, in context: LayoutContext) -> Size {
        if let intrinsicSize { return intrinsicSize }
        if let image { return image.pointSize }
        return super.calculateSizeThatFits(constrainedSize, in: context)
    }
}
