import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// Draws a computed layout (a `LayoutTree`) to pixels at a given scale.
///
/// One renderer per worker thread: it owns the thread's `TextEngine` (Pango is not thread-safe).
public final class NodeRenderer {
    /// The worker's text engine, also used to measure text during layout.
    public let textEngine: TextEngine

    /// Creates a renderer over a worker's text engine.
    public init(textEngine: TextEngine) {
        self.textEngine = textEngine
    }

    /// Renders `tree` at `scale` pixels per point over `background`, plus the overlay layers in
    /// `overlays`. The canvas is the root's size, each side rounded up to whole pixels.
    public func render(_ tree: LayoutTree, scale: Double, background: Color,
                       overlays: Set<OverlayKind> = []) throws -> RenderedImage {
        let width = Int((tree.size.width * scale).rounded(.up))
        let height = Int((tree.size.height * scale).rounded(.up))
        let canvas = try CairoCanvas(pixelWidth: width, pixelHeight: height, scale: scale)
        canvas.fill(background)
        draw(tree.root, on: canvas)
        var layers: [OverlayKind: Bitmap] = [:]
        for kind in OverlayKind.allCases where overlays.contains(kind) {
            layers[kind] = try OverlayLayer.render(kind, of: tree, pixelWidth: width, pixelHeight: height,
                                                   scale: scale, textEngine: textEngine)
        }
        return RenderedImage(image: canvas.bitmap(), overlays: layers)
    }

    private func draw(_ placed: PlacedElement, on canvas: CairoCanvas) {
        if let node = placed.element as? DisplayNode, node.isHidden { return }
        if let node = placed.element as? DisplayNode, let color = node.backgroundColor, !placed.isUnplaced {
            canvas.fill(placed.frame, with: color)
        }
        for child in placed.children { draw(child, on: canvas) }
    }
}
