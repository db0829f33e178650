import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutRender

/// Pixels as Core Graphics holds them (`CGImage`): straight-alpha RGBA, immutable.
public final class CGImage: @unchecked Sendable {
    /// The pixels, shared with the layout engine (identity keys the renderer's cache).
    public let pixels: ImagePixels

    /// Wraps `bitmap` (converted to straight alpha).
    public init(bitmap: Bitmap) {
        pixels = ImagePixels(bitmap.straightAlpha())
    }

    /// The pixels.
    public var bitmap: Bitmap { pixels.bitmap }
    /// Width in pixels.
    public var width: Int { pixels.bitmap.width }
    /// Height in pixels.
    public var height: Int { pixels.bitmap.height }
    /// Eight.
    public var bitsPerComponent: Int { 8 }
    /// Thirty-two.
    public var bitsPerPixel: Int { 32 }
    /// Four bytes a pixel.
    public var bytesPerRow: Int { width * 4 }

    /// The pixels inside `rect` (pixel coordinates, clipped to the image), or nil when nothing is
    /// left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        return CGImage(bitmap: bitmap.cropped(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)))
    }
}

/// An image (UIKit's `UIImage`): pixels, their scale, and how the image stretches.
///
/// `UIImage(named:)` finds images in the resources of the running executable's targets (SwiftPM
/// resource bundles, asset catalogs included) and in `UIKitEnvironment.imageFolders`, picking the
/// `@2x`/`@3x` file for the screen's scale. An image that cannot be found is reported as a problem
/// of the fixture being built (so the fixture fails instead of drawing something else).
open class UIImage: _ExpressibleByImageLiteral, @unchecked Sendable {
    /// How a resizable image fills the area between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the centre.
        case tile
        /// Stretches the centre.
        case stretch
    }

    /// Whether the image draws its own colours or a template in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (original colours here).
        case automatic
        /// The image's colours.
        case alwaysOriginal
        /// The alpha channel, in the tint colour.
        case alwaysTemplate
    }

    /// The image's orientation; only `up` is drawn as is.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point of the image itself (an `@2x` file has scale 2).
    public let scale: CGFloat
    /// Caps that do not stretch, in points; zero for a plain image.
    public let capInsets: UIEdgeInsets
    /// How the area between the caps fills.
    public let resizingMode: ResizingMode
    /// How the image draws.
    public let renderingMode: RenderingMode
    /// Always `up`.
    public let imageOrientation: Orientation = .up
    /// A tint for template images and `withTintColor`.
    public let tintColor: UIColor?
    /// Where the pixels came from (a file path), when they came from a file.
    public let sourcePath: String?

    /// An image of `cgImage`'s pixels at `scale`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        tintColor = nil
        sourcePath = nil
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An empty image (no pixels, size zero).
    public init() {
        cgImage = nil
        scale = 1
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        tintColor = nil
        sourcePath = nil
    }

    init(copying image: UIImage, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
         renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil, path: String? = nil, scale: CGFloat? = nil) {
        cgImage = image.cgImage
        self.scale = scale ?? image.scale
        self.capInsets = capInsets ?? image.capInsets
        self.resizingMode = resizingMode ?? image.resizingMode
        self.renderingMode = renderingMode ?? image.renderingMode
        self.tintColor = tintColor ?? image.tintColor
        sourcePath = path ?? image.sourcePath
    }

    /// The image's size in points: pixels ÷ scale.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The same image with caps that keep their size when it is drawn larger (the centre tiles).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with caps that keep their size when it is drawn larger.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(copying: self, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image with a one-point stretchable middle after `leftCapWidth` and `topCapHeight`.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let s = size
        let insets = UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth),
                                  bottom: topCapHeight == 0 ? 0 : max(0, s.height - CGFloat(topCapHeight) - 1),
                                  right: leftCapWidth == 0 ? 0 : max(0, s.width - CGFloat(leftCapWidth) - 1))
        return UIImage(copying: self, capInsets: insets, resizingMode: .stretch)
    }

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode)
    }

    /// The image as a template in `color`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(copying: self, renderingMode: .alwaysTemplate, tintColor: .some(color))
    }

    /// The image as a template in `color`, drawn as `renderingMode` says.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tintColor: .some(color))
    }

    /// True for an image with caps.
    public var isResizable: Bool { capInsets != .zero }

    /// The pixels as drawn: template images become the tint colour (or black) through their
    /// alpha.
    public var drawnBitmap: Bitmap? {
        guard let cgImage else { return nil }
        guard renderingMode == .alwaysTemplate else { return cgImage.bitmap }
        return cgImage.bitmap.template((tintColor ?? .black).layoutColor)
    }

    /// The engine's description of the image (its pixels and scale), or nil without pixels.
    public var imageReference: ImageReference? {
        guard let cgImage else { return nil }
        if renderingMode == .alwaysTemplate, let bitmap = drawnBitmap {
            return ImageReference(pixels: bitmap, scale: Double(scale))
        }
        return ImageReference(source: .pixels(cgImage.pixels), pixelWidth: cgImage.width, pixelHeight: cgImage.height,
                              scale: Double(scale))
    }


    /// `#imageLiteral(resourceName: "name")`: the image `UIImage(named:)` finds. A name that finds
    /// none is reported as a problem of the fixture being built, and the image is empty.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = ImageLibrary.image(named: name, scale: UIKitEnvironment.current.screenScale) {
            self.init(copying: found)
        } else {
            UIKitEnvironment.report(ImageLibrary.notFoundMessage(name, call: "#imageLiteral(resourceName: \"\(name)\")"))
            self.init()
        }
    }
}
