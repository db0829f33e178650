import LayoutBitmap
import LayoutEngine
import LayoutGeometry

/// Draws one debugging overlay of a computed layout on its own transparent layer.
public enum OverlayLayer {
    /// Renders the `kind` layer of `tree`: `pixelWidth × pixelHeight` pixels at `scale`, transparent
    /// where the overlay has nothing to show.
    public static func render(_ kind: OverlayKind, of tree: LayoutTree, pixelWidth: Int, pixelHeight: Int,
                              scale: Double, textEngine: TextEngine) throws -> Bitmap {
        let canvas = try CairoCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        let painter = OverlayPainter(canvas: canvas, textEngine: textEngine)
        switch kind {
        case .hitArea: drawHitAreas(of: tree, with: painter)
        case .pixelScaling: drawPixelScaling(of: tree, with: painter)
        case .specBoundary: drawSpecBoundaries(of: tree, with: painter)
        }
        return canvas.bitmap()
    }

    /// Calls `body` for every placed element that shows: elements inside hidden nodes and
    /// elements without a frame are skipped. `clip` is the part of the root a clipping ancestor
    /// leaves visible (`nil` when nothing is), in root coordinates; depth counts from the root.
    static func forEachVisible(_ root: PlacedElement,
                               _ body: (_ element: PlacedElement, _ clip: Rect?, _ depth: Int) -> Void) {
        visit(root, clip: root.frame, depth: 0, body)
    }

    private static func visit(_ placed: PlacedElement, clip: Rect?, depth: Int,
                              _ body: (PlacedElement, Rect?, Int) -> Void) {
        guard !placed.isUnplaced else { return }
        var inner = clip
        if let node = placed.element as? DisplayNode {
            if node.isHidden { return }
            if node.clipsToBounds { inner = clip.flatMap { $0.intersection(placed.frame) } }
        }
        body(placed, clip, depth)
        for child in placed.children { visit(child, clip: inner, depth: depth + 1, body) }
    }
}
