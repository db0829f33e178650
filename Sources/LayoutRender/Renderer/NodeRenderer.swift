import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// Draws a computed layout (a `LayoutTree`) to pixels at a given scale.
///
/// Every node draws, in the placed tree's order (a parent before its children, children first to
/// last, so a background spec's background is under its child and an overlay spec's overlay over
/// it): its background colour (corners rounded by `cornerRadius`), its content (text, editable
/// text or its placeholder inside the text container inset, image, button title and image, a
/// placeholder for network images, videos and maps) clipped to its bounds, its children, then
/// its border, inside its
/// bounds and above its children as Core Animation draws it. A node that `clipsToBounds` clips its
/// whole subtree (rounded when its corners are); a node's `alpha` below 1 fades its whole subtree
/// as one group; a hidden node draws nothing, and neither does its subtree. Layout specs draw
/// nothing themselves.
///
/// One renderer per worker thread: it owns the thread's `TextEngine` (Pango is not thread-safe)
/// and its decoded images. The same tree renders to the same bytes on any thread.
public final class NodeRenderer {
    /// The worker's text engine, also used to measure text during layout.
    public let textEngine: TextEngine
    /// The worker's decoded images.
    public let images: ImageStore
    /// The worker's kept image paints (`PaintReplayCache`), replayed onto its canvases.
    public let paintCache = PaintReplayCache()
    /// The canvas of the latest render, reused by the next one of the same size and scale (a
    /// fresh multi-megabyte surface per render costs more than drawing a card).
    private var reusableCanvas: CairoCanvas?

    /// Creates a renderer over a worker's text engine.
    public init(textEngine: TextEngine, images: ImageStore = ImageStore()) {
        self.textEngine = textEngine
        self.images = images
    }

    /// Renders `tree` at `scale` pixels per point over `background`, plus the overlay layers in
    /// `overlays`. The canvas is the root's size, each side rounded up to whole pixels. Throws
    /// when the canvas cannot be made or an image cannot be read.
    public func render(_ tree: LayoutTree, scale: Double, background: Color,
                       overlays: Set<OverlayKind> = []) throws -> RenderedImage {
        let canvas = try renderCanvas(tree, scale: scale, background: background)
        let width = canvas.pixelWidth, height = canvas.pixelHeight
        var layers: [OverlayKind: Bitmap] = [:]
        for kind in OverlayKind.allCases where overlays.contains(kind) {
            layers[kind] = try OverlayLayer.render(kind, of: tree, pixelWidth: width, pixelHeight: height,
                                                   scale: scale, textEngine: textEngine)
        }
        return RenderedImage(image: canvas.bitmap(), overlays: layers)
    }

    /// Renders `tree` as `render` does and returns the canvas itself, so a caller that only needs
    /// the pixels' digest (`CairoCanvas.pixelDigest()`) never copies them into a `Bitmap`. The
    /// canvas is this renderer's and is drawn over by its next render: use it before then.
    public func renderCanvas(_ tree: LayoutTree, scale: Double, background: Color) throws -> CairoCanvas {
        let width = Int((tree.size.width * scale).rounded(.up))
        let height = Int((tree.size.height * scale).rounded(.up))
        let canvas = try canvas(pixelWidth: width, pixelHeight: height, scale: scale)
        // A render that fails leaves the canvas's drawing state unknown: it is not reused.
        reusableCanvas = nil
        canvas.paintCache = paintCache
        canvas.fill(background)
        try draw(tree.root, on: canvas)
        reusableCanvas = canvas
        return canvas
    }

    /// The reusable canvas when it has this size and scale, else a new one.
    private func canvas(pixelWidth: Int, pixelHeight: Int, scale: Double) throws -> CairoCanvas {
        if let canvas = reusableCanvas, canvas.pixelWidth == pixelWidth, canvas.pixelHeight == pixelHeight,
           canvas.scale == scale {
            return canvas
        }
        return try CairoCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }
}
