import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// The traits an image modification block is given (Texture's `ASPrimitiveTraitCollection`).
public struct ASPrimitiveTraitCollection: Sendable {
    /// The screen's scale.
    public var displayScale: CGFloat
    /// Always light.
    public var userInterfaceStyle: UITraitCollection.UserInterfaceStyle = .light

    /// Traits of a screen of `displayScale`.
    public init(displayScale: CGFloat, userInterfaceStyle: UITraitCollection.UserInterfaceStyle = .light) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// The traits of the current screen (Texture's `ASPrimitiveTraitCollectionMakeDefault`).
public func ASPrimitiveTraitCollectionMakeDefault() -> ASPrimitiveTraitCollection {
    ASPrimitiveTraitCollection(displayScale: UIKitEnvironment.current.screenScale)
}

/// Changes an image node's drawn image (Texture's `asimagenode_modification_block_t`).
public typealias asimagenode_modification_block_t = (UIImage, ASPrimitiveTraitCollection) -> UIImage?

/// Draws the image round, with an optional border (Texture's block of that name).
public func ASImageNodeRoundBorderModificationBlock(_ borderWidth: CGFloat, _ borderColor: UIColor?)
    -> asimagenode_modification_block_t {
    let border = ImageRoundBorder(width: Double(borderWidth), color: borderColor?.layoutColor)
    return { image, _ in
        guard let cgImage = image.cgImage else { return nil }
        do {
            let bitmap = try border.apply(to: cgImage.bitmap, scale: Double(image.scale))
            return UIImage(cgImage: CGImage(bitmap: bitmap), scale: image.scale, orientation: .up)
        } catch {
            // An image the round border cannot be drawn on fails the fixture rather than vanish.
            UIKitEnvironment.report("ASImageNodeRoundBorderModificationBlock: \(error)")
            return nil
        }
    }
}

/// Draws the image as a template in `color` (Texture's block of that name).
public func ASImageNodeTintColorModificationBlock(_ color: UIColor) -> asimagenode_modification_block_t {
    return { image, _ in
        UIGraphicsBeginImageContextWithOptions(image.size, false, image.scale)
        defer { UIGraphicsEndImageContext() }
        image.withTintColor(color).draw(at: .zero, blendMode: .copy, alpha: 1)
        let modified = UIGraphicsGetImageFromCurrentImageContext()
        if image.isResizable {
            return modified?.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
        }
        return modified
    }
}

/// A node that draws an image (Texture's `ASImageNode`). As in Texture it starts aspect-filling
/// and clipping to its bounds; its intrinsic size is the image's size in points.
open class ASImageNode: ASControlNode {
    var imageNode: ImageNode { node as! ImageNode }
    private var storedImage: UIImage?
    /// The animated image set (ASImageNode+AnimatedImage.swift).
    var storedAnimatedImage: (any ASAnimatedImageProtocol)?

    override func makeNode() -> DisplayNode { ImageNode() }

    /// An image node: aspect fill, clipping to its bounds, no image.
    public override init() {
        super.init()
        contentMode = .scaleAspectFill
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    /// The image.
    open var image: UIImage? {
        get { storedImage }
        set {
            let oldSize = storedImage?.size
            storedImage = newValue
            imageChanged()
            // As Texture: an image of another size asks for a new layout.
            if oldSize != newValue?.size { setNeedsLayout() }
        }
    }
    /// How the image fills the bounds.
    open override var contentMode: UIView.ContentMode {
        didSet { imageNode.contentMode = ASImageNode.engineMode(contentMode) }
    }
    /// For aspect fill, the visible part of the image in unit coordinates.
    open var cropRect: CGRect {
        get { CGRect(imageNode.cropRect) } set { imageNode.cropRect = newValue.layoutRect }
    }
    /// Whether an image smaller than the bounds is scaled up.
    open var forceUpscaling: Bool {
        get { imageNode.forceUpscaling } set { imageNode.forceUpscaling = newValue }
    }
    /// When not zero, the size the image is drawn at (by the content mode) before that drawing is
    /// scaled to the bounds (by the content mode again).
    open var forcedSize: CGSize {
        get { CGSize(width: imageNode.forcedSize.width, height: imageNode.forcedSize.height) }
        set { imageNode.forcedSize = Size(width: Double(newValue.width), height: Double(newValue.height)) }
    }
    /// Whether cropping is enabled (accepted; crops follow `cropRect`).
    open var isCropEnabled = true
    /// Changes the drawn image (its bounds-sized drawing) before it shows.
    open var imageModificationBlock: asimagenode_modification_block_t? {
        didSet { imageChanged() }
    }
    /// Redraws a template image in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        imageNode.tintColor = nil
        imageChanged()
    }
    /// The colour drawn until the image loads: a network image without a local file shows it in
    /// place of layoutlab's grey placeholder (an image node's image is always loaded).
    open var placeholderColor: UIColor? {
        didSet { (node as? NetworkImageNode)?.placeholderColor = placeholderColor?.layoutColor }
    }

    override func contentModifiersChanged() { imageChanged() }

    func imageChanged() {
        var image = storedImage
        if let current = image, current.renderingMode == .alwaysTemplate, current.tintColor == nil, let tint = tintColor {
            image = current.withTintColor(tint)
        }
        imageNode.image = image?.imageReference
        imageNode.imageModifier = ASImageNode.modifier(image: image, will: willDisplayNodeContentWithRenderingContext,
                                                       did: didDisplayNodeContentWithRenderingContext,
                                                       block: imageModificationBlock)
    }

    /// The engine modifier that draws what Texture draws around and after the image: a stretchable
    /// image as a nine-slice, the will/did-display hooks, then the modification block.
    static func modifier(image: UIImage?, will: ASDisplayNodeContextModifier?, did: ASDisplayNodeContextModifier?,
                         block: asimagenode_modification_block_t?) -> (@Sendable (Bitmap) -> Bitmap)? {
        let stretchable = image?.isResizable == true
        guard stretchable || will != nil || did != nil || block != nil else { return nil }
        let environment = UIKitEnvironment.current
        nonisolated(unsafe) let captured = (image, will, did, block)
        return { drawn in
            UIKitEnvironment.withValue(environment) { _ in
                let (image, will, did, block) = captured
                let scale = environment.screenScale
                var bitmap = drawn
                if stretchable, let image {
                    bitmap = image.renderedBitmap(pixelWidth: drawn.width, pixelHeight: drawn.height, scale: scale)
                }
                if will != nil || did != nil {
                    let size = CGSize(width: CGFloat(drawn.width) / scale, height: CGFloat(drawn.height) / scale)
                    UIGraphicsBeginImageContextWithOptions(size, false, scale)
                    defer { UIGraphicsEndImageContext() }
                    if let context = UIGraphicsGetCurrentContext() {
                        will?(context, nil)
                        UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
                            .draw(in: CGRect(origin: .zero, size: size))
                        did?(context, nil)
                    }
                    if let result = UIGraphicsGetImageFromCurrentImageContext()?.cgImage { bitmap = result.bitmap }
                }
                if let block {
                    let input = UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
                    if let output = block(input, ASPrimitiveTraitCollection(displayScale: scale)) {
                        if output.isResizable {
                            bitmap = output.renderedBitmap(pixelWidth: drawn.width, pixelHeight: drawn.height, scale: scale)
                        } else if let pixels = output.drawnBitmap {
                            bitmap = pixels
                        }
                    }
                }
                return bitmap
            }
        }
    }

    static func engineMode(_ mode: UIView.ContentMode) -> ImageContentMode {
        switch mode {
        case .scaleToFill, .redraw: return .scaleToFill
        case .scaleAspectFit: return .aspectFit
        case .scaleAspectFill: return .aspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}

/// An image node whose image comes from a URL (Texture's `ASNetworkImageNode`). Nothing is
/// downloaded: the URL's local file comes from `UIKitEnvironment.networkImages`; without one the
/// node shows `defaultImage`, or the placeholder layoutlab draws for network images.
open class ASNetworkImageNode: ASImageNode {
    override func makeNode() -> DisplayNode { NetworkImageNode() }

    /// A network image node.
    public override init() { super.init() }

    /// A network image node (the cache and downloader are not used).
    public convenience init(cache: Any?, downloader: Any?) { self.init() }

    /// The image's URL.
    open var url: URL? {
        didSet { load() }
    }
    /// The image's URL (Objective-C spelling).
    open var URL: Foundation.URL? {
        get { url } set { url = newValue }
    }
    /// Shown when the URL has no local file.
    open var defaultImage: UIImage? {
        didSet { load() }
    }
    /// Whether images load progressively (accepted).
    open var shouldRenderProgressImages = false
    /// Whether the node caches (accepted).
    open var shouldCacheImage = true
    /// Told when the image loads (it loads at once, from the URL's local file).
    open weak var delegate: ASNetworkImageNodeDelegate?
    /// The run loop mode animated images advance in (accepted).
    open var animatedImageRunLoopMode: String = RunLoop.Mode.common.rawValue
    /// Whether animated images pause when the node is not visible (accepted).
    open var animatedImagePaused = false

    /// Sets the URL; `reset` shows the default image until the new one loads (it loads at once).
    open func setURL(_ url: URL?, resetToDefault reset: Bool) {
        self.url = url
    }

    private func load() {
        (node as! NetworkImageNode).url = url?.absoluteString
        if let key = url?.absoluteString, let path = UIKitEnvironment.current.networkImages[key] {
            image = UIImage(contentsOfFile: path)
        } else {
            image = defaultImage
        }
    }
}
