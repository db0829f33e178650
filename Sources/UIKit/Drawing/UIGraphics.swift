import Foundation

/// The calling thread's stack of current contexts: image contexts begun and contexts pushed.
final class GraphicsContextStack {
    struct Entry {
        /// Nil for an image context that could not be made (an empty size).
        var context: CGContext?
        var isImageContext: Bool
    }

    var entries: [Entry] = []

    private static let key = "layoutlab.UIKit.GraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// Begins a transparent image context of `size` points at scale 1 and makes it current (as
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points and makes it current on this thread. `scale` 0
/// means the screen's scale (`UIKitEnvironment.current.screenScale`). Each side is `size ×
/// scale` rounded up to whole pixels. An opaque context starts black and its image has no
/// transparency; otherwise it starts transparent. For an empty size there is no current context
/// until the matching `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIKitEnvironment.current.screenScale
    let context = CGContext(size: size, scale: scale, opaque: opaque)
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: true))
}

/// The current context of this thread: the image context begun or context pushed last.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// The pixels of the current image context (the image context begun last and not yet ended) as
/// an image at the context's scale; nil without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last(where: { $0.isImageContext }),
          let context = entry.context, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context.scale, orientation: .up)
}

/// Ends the current image context, making the context under it current again. Does nothing
/// when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.isImageContext == true else { return }
    stack.entries.removeLast()
}

/// Makes `context` the current context of this thread until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: false))
}

/// Makes the context under the one pushed last current again. Does nothing when the current
/// context was not pushed.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard let last = stack.entries.last, !last.isImageContext else { return }
    stack.entries.removeLast()
}

/// Fills `rect` in the current context with its fill colour, replacing what is there (the `copy`
/// blend mode, as UIKit does).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` in the current context's fill colour, replacing
/// what is there (the `copy` blend mode, as UIKit does).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` in the current context's fill colour in
/// `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    var sides = [CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height))]
    if r.height > 1 {
        sides.append(CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: min(1, r.height - 1)))
    }
    if r.height > 2 {
        let middle = r.height - 2
        sides.append(CGRect(x: r.minX, y: r.minY + 1, width: min(1, r.width), height: middle))
        if r.width > 1 { sides.append(CGRect(x: r.maxX - 1, y: r.minY + 1, width: min(1, r.width - 1), height: middle)) }
    }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(sides)
    context.restoreGState()
}
