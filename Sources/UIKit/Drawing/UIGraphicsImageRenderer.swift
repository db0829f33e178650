import Foundation
import LayoutRender

/// How a `UIGraphicsImageRenderer` makes its images (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat {
    /// Pixels per point (the screen's scale unless set; 0 or less also means the screen's).
    open var scale: CGFloat
    /// True for images without transparency (they start black).
    open var opaque: Bool

    /// The screen's scale (`UIKitEnvironment.current.screenScale`), not opaque.
    public init() {
        scale = UIKitEnvironment.current.screenScale
        opaque = false
    }

    /// A new format with the screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A new format with the screen's scale, not opaque.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to a `UIGraphicsImageRenderer`'s drawing closure (UIKit's
/// `UIGraphicsImageRendererContext`). While the closure runs it is also the current context.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: cgContext.scale, orientation: .up)
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the context's fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Draws a one-point frame just inside `rect` in the context's stroke colour.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Draws a one-point frame just inside `rect` in the context's stroke colour, in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        let r = rect.standardized
        guard r.width > 1, r.height > 1 else { return fill(r, blendMode: blendMode) }
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(r.insetBy(dx: 0.5, dy: 0.5), width: 1)
        cgContext.restoreGState()
    }

    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing closures (UIKit's `UIGraphicsImageRenderer`). Each image is
/// a fresh context of the renderer's size at the format's scale (each side rounded up to whole
/// pixels), transparent unless the format is opaque; the context is current while the closure
/// runs.
open class UIGraphicsImageRenderer {
    /// The format images are made with.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer of images `size` points large, in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images `size` points large.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images covering `bounds`: user space has `bounds.origin` at the image's top
    /// left.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    /// True: this renderer makes images.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` in a new context and returns what it drew. An empty size gives an empty
    /// image without running `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage() }
        run(actions, in: context)
        guard let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: context.scale, orientation: .up)
    }

    /// Runs `actions` in a new context and returns what it drew as PNG data (empty for an empty
    /// size).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let context = makeContext() else { return Data() }
        run(actions, in: context)
        return (try? PNGCodec.encode(context.pixelBitmap())).map { Data($0) } ?? Data()
    }

    private func makeContext() -> CGContext? {
        let scale = format.scale > 0 ? format.scale : UIKitEnvironment.current.screenScale
        return CGContext(size: bounds.size, scale: scale, opaque: format.opaque)
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void, in context: CGContext) {
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        // Current as an image context, as on iOS (`UIGraphicsGetImageFromCurrentImageContext` works).
        let stack = GraphicsContextStack.current
        stack.entries.append(.init(context: context, isImageContext: true))
        defer {
            if let i = stack.entries.lastIndex(where: { $0.context === context }) { stack.entries.remove(at: i) }
        }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
    }
}
