import LayoutEngine
import LayoutGeometry

extension OverlayLayer {
    /// The hit-area layer's colours.
    public enum HitAreaColors {
        /// The part of a touch area inside the node's frame.
        public static let area = Color(red: 0.1, green: 0.75, blue: 0.2, alpha: 0.4)
        /// The part a negative slop adds outside the frame.
        public static let added = Color(red: 0.1, green: 0.45, blue: 1, alpha: 0.4)
        /// The backing of the part of the frame a positive slop removes (hatched in `removedStripe`).
        public static let removed = Color(red: 1, green: 0.2, blue: 0.1, alpha: 0.15)
        /// The stripes over the removed part.
        public static let removedStripe = Color(red: 0.9, green: 0.1, blue: 0.05, alpha: 0.7)
    }

    /// Every control's effective touch area (`LayoutTree.hitAreas`, the same computation hit
    /// testing uses): the part inside its frame filled green, the part a negative slop adds filled
    /// blue, the part of the frame a positive slop removes hatched red.
    static func drawHitAreas(of tree: LayoutTree, with painter: OverlayPainter) {
        for hit in tree.hitAreas {
            if let area = hit.area, let inside = area.intersection(hit.frame) {
                painter.fill(inside, HitAreaColors.area)
            }
            for band in hit.addedBySlop { painter.fill(band, HitAreaColors.added) }
            for band in hit.removedBySlop {
                painter.hatch(band, background: HitAreaColors.removed, stripe: HitAreaColors.removedStripe,
                              spacing: 6 * painter.pixel)
            }
        }
    }
}
