import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutRender

/// The computed layout of an element: its size, its position in its parent, and its children's
/// layouts (Texture's `ASLayout`).
public final class ASLayout {
    /// The element laid out, when it is a node (specs are not kept).
    public let layoutElement: (any ASLayoutElement)?
    /// The size.
    public let size: CGSize
    /// The position in the parent's layout.
    public let position: CGPoint
    /// The children's layouts.
    public let sublayouts: [ASLayout]

    init(_ layout: Layout) {
        layoutElement = (layout.element as? DisplayNode)?.host as? ASDisplayNode
        size = CGSize(layout.size)
        position = CGPoint(x: layout.position.x.isFinite ? layout.position.x : 0,
                           y: layout.position.y.isFinite ? layout.position.y : 0)
        sublayouts = layout.sublayouts.map(ASLayout.init)
    }

    init(element: (any ASLayoutElement)?, size: CGSize, position: CGPoint, sublayouts: [ASLayout]) {
        layoutElement = element
        self.size = size
        self.position = position
        self.sublayouts = sublayouts
    }

    /// Position and size.
    public var frame: CGRect { CGRect(origin: position, size: size) }
}

/// Runs layout for `layoutThatFits` called from node code: inside a fixture's layout pass it joins
/// that pass; elsewhere it measures with a text engine of the calling thread, at the screen's scale.
enum ASLayoutRunner {
    static func layout(_ element: any ASLayoutElement, constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        let layout = element.layoutElement.layoutThatFits(constrainedSize.sizeRange, parentSize: parentSize.layoutSize,
                                                          in: context())
        return ASLayout(layout)
    }

    /// The layout pass's context, or a fresh one for this thread.
    static func context() -> LayoutContext {
        if let current = LayoutContext.current { return current }
        return LayoutContext(scale: Double(UIKitEnvironment.current.screenScale), textMeasurer: threadTextEngine())
    }

    /// One text engine per thread (Pango font maps are not thread-safe).
    static func threadTextEngine() -> TextEngine {
        let key = "layoutlab.AsyncDisplayKit.TextEngine"
        if let engine = Thread.current.threadDictionary[key] as? TextEngine { return engine }
        guard let engine = try? TextEngine() else {
            fatalError("AsyncDisplayKit: the vendored fonts could not be loaded (set LAYOUTLAB_FONTS_DIR)")
        }
        Thread.current.threadDictionary[key] = engine
        return engine
    }
}
