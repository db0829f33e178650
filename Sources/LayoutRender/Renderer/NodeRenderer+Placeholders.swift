import CCairo
import Foundation
import LayoutEngine
import LayoutGeometry

/// What stands in for content that is never fetched (network images, videos, maps): a fill, unless
/// the node has a background colour of its own, and a glyph centred in the bounds, its size 40% of
/// the shorter side and at most 48 pt.
enum MediaPlaceholder {
    /// A network image: light grey, with grey mountains under a sun.
    case image
    /// A video: near-black, with a white play button.
    case video
    /// A map: pale green with white streets every 24 pt and a red pin in the middle.
    case map

    /// The placeholder for a node of one of the media kinds, `nil` for any other node.
    init?(_ node: DisplayNode) {
        switch node {
        case is VideoNode: self = .video
        case is NetworkImageNode: self = .image
        case is MapNode: self = .map
        default: return nil
        }
    }

    /// The fill behind the glyph.
    var fill: Color {
        switch self {
        case .image: return Color(r8: 0xE5, g8: 0xE5, b8: 0xEA)
        case .video: return Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)
        case .map: return Color(r8: 0xE4, g8: 0xEF, b8: 0xDC)
        }
    }

    /// Draws the placeholder in `frame`, over `customFill` (a network image's placeholder colour)
    /// instead of the kind's own fill when given.
    func draw(in frame: Rect, on canvas: CairoCanvas, fillsBackground: Bool, fill customFill: Color? = nil) {
        let cr = canvas.cr
        if let customFill { canvas.fill(frame, radius: 0, with: customFill) } else if fillsBackground { canvas.fill(frame, radius: 0, with: fill) }
        let size = min(48, min(frame.width, frame.height) * 0.4)
        guard size > 0 else { return }
        let cx = frame.minX + frame.width / 2, cy = frame.minY + frame.height / 2
        let half = size / 2
        cairo_save(cr)
        switch self {
        case .image:
            setColor(Color(r8: 0xAE, g8: 0xAE, b8: 0xB2), cr)
            cairo_move_to(cr, cx - half, cy + half * 0.6)
            cairo_line_to(cr, cx - half * 0.3, cy - half * 0.3)
            cairo_line_to(cr, cx + half * 0.1, cy + half * 0.2)
            cairo_line_to(cr, cx + half * 0.45, cy - half * 0.1)
            cairo_line_to(cr, cx + half, cy + half * 0.6)
            cairo_close_path(cr)
            cairo_fill(cr)
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx + half * 0.55, cy - half * 0.55, half * 0.2, 0, 2 * Double.pi)
            cairo_fill(cr)
        case .video:
            setColor(.white, cr)
            cairo_set_line_width(cr, max(1, size / 16))
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, half, 0, 2 * Double.pi)
            cairo_stroke(cr)
            cairo_move_to(cr, cx - half * 0.3, cy - half * 0.45)
            cairo_line_to(cr, cx + half * 0.5, cy)
            cairo_line_to(cr, cx - half * 0.3, cy + half * 0.45)
            cairo_close_path(cr)
            cairo_fill(cr)
        case .map:
            canvas.withClip(frame) {
                setColor(.white, cr)
                cairo_set_line_width(cr, 2)
                // Grid lines every 24 points, counted (a frame far from the origin cannot stall a
                // running sum) and only where the frame is visible.
                let visible = canvas.clipExtents.intersection(frame) ?? .zero
                if !visible.isEmpty {
                    let first = ((visible.minX - frame.minX - 12) / 24).rounded(.up), last = ((visible.maxX - frame.minX - 12) / 24)
                    for i in stride(from: max(0, first), through: last, by: 1) {
                        let x = frame.minX + 12 + 24 * i
                        cairo_move_to(cr, x, visible.minY); cairo_line_to(cr, x, visible.maxY)
                    }
                    let top = ((visible.minY - frame.minY - 12) / 24).rounded(.up), bottom = ((visible.maxY - frame.minY - 12) / 24)
                    for i in stride(from: max(0, top), through: bottom, by: 1) {
                        let y = frame.minY + 12 + 24 * i
                        cairo_move_to(cr, visible.minX, y); cairo_line_to(cr, visible.maxX, y)
                    }
                }
                cairo_stroke(cr)
            }
            setColor(Color(r8: 0xFF, g8: 0x3B, b8: 0x30), cr)
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy - half * 0.3, half * 0.4, 0, 2 * Double.pi)
            cairo_fill(cr)
            cairo_move_to(cr, cx - half * 0.3, cy - half * 0.1)
            cairo_line_to(cr, cx, cy + half * 0.5)
            cairo_line_to(cr, cx + half * 0.3, cy - half * 0.1)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    private func setColor(_ c: Color, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
