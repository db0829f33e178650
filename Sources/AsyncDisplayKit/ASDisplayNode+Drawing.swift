import Foundation
import LayoutBitmap
import LayoutEngine
import LayoutGeometry
import LayoutRender
import Synchronization

/// Texture's asynchronous display layer, the layer class of every node: what
/// `drawParameters(forAsyncLayer:)` is given.
open class _ASDisplayLayer: CALayer {
    /// Whether the layer draws off the main thread (accepted; layoutlab draws every node when it
    /// renders the fixture).
    open var displaysAsynchronously = true
    /// Whether drawing is held back (accepted; a fixture's nodes are always drawn).
    open var isDisplaySuspended = false
}

extension ASDisplayNode {
    /// What the node draws itself when the fixture is rendered: its `contents`, else the image of
    /// its class's `display(withParameters:isCancelled:)`, else what its class's
    /// `draw(_:withParameters:isCancelled:isRasterizing:)` draws in a context of the node's size
    /// (opaque and filled with the background colour first when `isOpaque`, as Texture's).
    ///
    /// The class's drawing code runs with the UIKit environment the node was laid out in; what
    /// UIKit could not do as it asked (an image name that names no image) fails the render.
    public func contents(of node: DisplayNode, size: Size, scale: Double) throws -> Bitmap? {
        if let image = ASNodeDrawing.image(contents, scale: contentsScale) {
            try ASNodeDrawing.checkSize(size, scale: scale, of: self)
            return ASNodeDrawing.bitmap(of: image, gravity: contentsGravity, in: size, scale: scale)
        }
        guard ASNodeDrawing.mayDraw(Swift.type(of: self)) else { return nil }
        let (bitmap, problems) = try UIKitEnvironment.withValue(drawingEnvironment ?? UIKitEnvironment.current) { log in
            (try drawnByClass(size: size, scale: scale), log.problems)
        }
        if !problems.isEmpty { throw UIKitProblems(problems: problems) }
        return bitmap
    }

    /// What the class's `display(withParameters:isCancelled:)` or
    /// `draw(_:withParameters:isCancelled:isRasterizing:)` makes at `size` and `scale`; nil when
    /// it overrides neither.
    private func drawnByClass(size: Size, scale: Double) throws -> Bitmap? {
        let type = Swift.type(of: self)
        let parameters = drawParameters(forAsyncLayer: layer as? _ASDisplayLayer ?? _ASDisplayLayer())
        let cancelled: () -> Bool = { false }
        var displays = false, draws = false
        let made = ASNodeDrawing.running { type.display(withParameters: parameters, isCancelled: cancelled) }
        displays = !made.baseRan
        if let image = made.result {
            return ASNodeDrawing.bitmap(of: image, gravity: contentsGravity, in: size, scale: scale)
        }
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
        if !ASNodeDrawing.fits(size, scale: scale) {
            // Too large to draw: whether the class draws at all is asked in a one-pixel context.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
            defer { UIGraphicsEndImageContext() }
            let probe = ASNodeDrawing.running { type.draw(bounds, withParameters: parameters, isCancelled: cancelled, isRasterizing: false) }
            guard displays || !probe.baseRan else {
                ASNodeDrawing.markPlain(type)
                return nil
            }
            try ASNodeDrawing.checkSize(size, scale: scale, of: self)
        }
        UIGraphicsBeginImageContextWithOptions(bounds.size, isOpaque, CGFloat(scale))
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        if isOpaque, let color = backgroundColor {
            context.setFillColor(color.cgColor)
            context.fill(bounds)
        }
        let drawn = ASNodeDrawing.running { type.draw(bounds, withParameters: parameters, isCancelled: cancelled, isRasterizing: false) }
        draws = !drawn.baseRan
        guard displays || draws else {
            ASNodeDrawing.markPlain(type)
            return nil
        }
        return draws ? UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.pixels.bitmap : nil
    }
}

/// The bookkeeping of nodes that draw themselves: which classes draw nothing of their own, and
/// whether a class drawing method reached the base implementation.
enum ASNodeDrawing {
    /// Classes found to draw nothing of their own (neither drawing method overridden).
    private static let plain = Mutex<Set<ObjectIdentifier>>([])

    /// Whether nodes of `type` may draw themselves: not the framework's own classes, nor a class
    /// already found to override neither drawing method.
    static func mayDraw(_ type: ASDisplayNode.Type) -> Bool {
        if ASNodeClasses.isFramework(type) { return false }
        return !plain.withLock { $0.contains(ObjectIdentifier(type)) }
    }

    /// Records that `type` overrides neither drawing method.
    static func markPlain(_ type: ASDisplayNode.Type) {
        _ = plain.withLock { $0.insert(ObjectIdentifier(type)) }
    }

    private static let key = "layoutlab.AsyncDisplayKit.drawingBaseRan"

    /// Called by the base drawing methods: the class does not override the one running.
    static func baseImplementationRan() { Thread.current.threadDictionary[key] = true }

    /// Runs a class drawing method; says whether it was the base implementation.
    static func running<T>(_ body: () -> T) -> (result: T, baseRan: Bool) {
        let dictionary = Thread.current.threadDictionary
        dictionary[key] = false
        let result = body()
        let ran = dictionary[key] as? Bool ?? false
        dictionary[key] = false
        return (result, ran)
    }

    /// The most pixels a node's own drawing may take: a canvas's (2^25, 128 MB), though a
    /// node's frame is not bounded by the fixture's canvas.
    static let maxPixels = Double(1 << 25)

    /// Whether a drawing of `size` points at `scale` is within `maxPixels`.
    static func fits(_ size: Size, scale: Double) -> Bool {
        (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up) <= maxPixels
    }

    /// Throws when a drawing of `size` points at `scale` would be over `maxPixels`.
    static func checkSize(_ size: Size, scale: Double, of node: ASDisplayNode) throws {
        guard !fits(size, scale: scale) else { return }
        throw UIKitProblems(problems: [ASNodeNaming.describe(node) + ": its own drawing of \(LayoutFormat.number(size.width))×"
            + "\(LayoutFormat.number(size.height)) points at scale \(LayoutFormat.number(scale)) is over the 33554432 "
            + "pixels a drawing may take, as a canvas"])
    }

    /// `contents` as an image: a `CGImage` at `scale` pixels to the point, or a `UIImage`.
    static func image(_ contents: Any?, scale: CGFloat) -> UIImage? {
        switch contents {
        case let image as UIImage: return image
        case let image as CGImage: return UIImage(cgImage: image, scale: scale > 0 ? scale : 1, orientation: .up)
        default: return nil
        }
    }

    /// `image` placed in `size` points by a Core Animation gravity, drawn at `scale`.
    static func bitmap(of image: UIImage, gravity: String, in size: Size, scale: Double) -> Bitmap? {
        let bounds = CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
        UIGraphicsBeginImageContextWithOptions(bounds, false, CGFloat(scale))
        defer { UIGraphicsEndImageContext() }
        guard UIGraphicsGetCurrentContext() != nil else { return nil }
        let rect = ImagePlacement.drawRect(imageSize: Size(width: Double(image.size.width), height: Double(image.size.height)),
                                           bounds: size, contentMode: contentMode(ofGravity: gravity),
                                           cropRect: Rect(x: 0.5, y: 0.5, width: 0, height: 0), forceUpscaling: false)
        image.draw(in: CGRect(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
                              height: CGFloat(rect.height)))
        return UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.pixels.bitmap
    }

    /// Where a gravity puts the contents. Core Animation's layer space is y-up, so "top" is the
    /// bottom of the view, as Texture maps content modes to gravities (`_ASCoreAnimationExtras`).
    static func contentMode(ofGravity gravity: String) -> ImageContentMode {
        switch CALayerContentsGravity(rawValue: gravity) {
        case .resizeAspect: return .aspectFit
        case .resizeAspectFill: return .aspectFill
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        default: return .scaleToFill
        }
    }

    /// The gravity Texture gives a layer for a content mode.
    static func gravity(of mode: UIView.ContentMode) -> String {
        let gravity: CALayerContentsGravity
        switch mode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .bottom
        case .bottom: gravity = .top
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .bottomLeft
        case .topRight: gravity = .bottomRight
        case .bottomLeft: gravity = .topLeft
        case .bottomRight: gravity = .topRight
        }
        return gravity.rawValue
    }

    /// Reports a contents rectangle other than the unit square (only whole images are drawn).
    static func reportUnitRect(_ rect: CGRect, _ name: String, of node: ASDisplayNode) {
        guard rect != CGRect(x: 0, y: 0, width: 1, height: 1) else { return }
        UIKitEnvironment.report(ASNodeNaming.describe(node) + ": \(name) other than the unit square is not drawn yet")
    }

    /// The plane part of `transform`, reporting depth or perspective (not drawn) and refusing a
    /// transform with a NaN entry (the identity is drawn), as Texture refuses it.
    static func planeTransform(_ transform: CATransform3D, _ name: String, of node: ASDisplayNode) -> Transform2D {
        guard ASIsTransformValidForLayout(transform) else {
            UIKitEnvironment.report(ASNodeNaming.describe(node) + ": \(name) has a NaN entry (Texture refuses it)")
            return .identity
        }
        if !transform.isAffine {
            UIKitEnvironment.report(ASNodeNaming.describe(node) + ": \(name) with depth or perspective is not drawn yet (only its plane part)")
        }
        return transform.affineTransform
    }
}

/// Which node classes are this module's own (they override none of the hooks app code
/// overrides), known once per class.
enum ASNodeClasses {
    private static let framework = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether `type` is one of the AsyncDisplayKit module's own node classes.
    static func isFramework(_ type: ASDisplayNode.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = framework.withLock({ $0[id] }) { return known }
        let own = String(reflecting: type).hasPrefix("AsyncDisplayKit.")
        framework.withLock { $0[id] = own }
        return own
    }
}
