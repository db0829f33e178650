import LayoutEngine
import LayoutGeometry

extension OverlayLayer {
    /// The spec-boundary layer's colours.
    public enum SpecBoundaryColors {
        /// The dashed outline of every spec.
        public static let outline = Color(red: 0.55, green: 0.1, blue: 0.85, alpha: 0.9)
        /// The shading of an inset spec's insets.
        public static let insets = Color(red: 1, green: 0.6, blue: 0, alpha: 0.3)
        /// The label text.
        public static let label = Color(red: 0.45, green: 0.05, blue: 0.7)
        /// The label backing.
        public static let labelBacking = Color(red: 1, green: 1, blue: 1, alpha: 0.8)
    }

    /// The font of the spec labels.
    public static let specLabelFont = "Sans 8"

    /// Every visible layout spec: its insets shaded (inset specs), its frame outlined dashed, and
    /// its debugName (or kind) labelled at its top-left corner; a label that would overlap one
    /// already placed moves down below it (see `placeLabels`), so none hides another.
    static func drawSpecBoundaries(of tree: LayoutTree, with painter: OverlayPainter) {
        var specs: [(placed: PlacedElement, clip: Rect?)] = []
        forEachVisible(tree.root) { placed, clip, _ in
            if !placed.isNode { specs.append((placed, clip)) }
        }
        for (placed, clip) in specs {
            guard placed.element is InsetLayoutSpec, let child = placed.children.first, !child.isUnplaced else { continue }
            painter.clipped(to: clip) {
                for band in placed.frame.subtracting(child.frame) { painter.fill(band, SpecBoundaryColors.insets) }
            }
        }
        for (placed, clip) in specs {
            painter.clipped(to: clip) {
                painter.outline(placed.frame, SpecBoundaryColors.outline, dash: (on: 4, off: 3))
            }
        }
        let sizes = specs.map { spec -> Size in
            let text = painter.labelSize(spec.placed.element.displayName, font: specLabelFont)
            return Size(width: text.width + 2 * painter.pixel, height: text.height + 2 * painter.pixel)
        }
        let boxes = placeLabels(at: specs.map(\.placed.frame.origin), sizes: sizes)
        for ((placed, clip), box) in zip(specs, boxes) {
            painter.clipped(to: clip) {
                painter.label(placed.element.displayName, at: box.origin, font: specLabelFont,
                              color: SpecBoundaryColors.label, backing: SpecBoundaryColors.labelBacking,
                              padding: painter.pixel)
            }
        }
    }

    /// Where labels of `sizes` wanted at `anchors` go, in order: each at its anchor, or moved down
    /// just below every label already placed that it would overlap, until it overlaps none. The
    /// HTML report places its labels by the same rule.
    public static func placeLabels(at anchors: [Point], sizes: [Size]) -> [Rect] {
        var placed: [Rect] = []
        for (anchor, size) in zip(anchors, sizes) {
            var box = Rect(origin: anchor, size: size)
            var moved = true
            while moved {
                moved = false
                for other in placed where box.minX < other.maxX && other.minX < box.maxX
                    && box.minY < other.maxY && other.minY < box.maxY {
                    box.origin.y = other.maxY
                    moved = true
                }
            }
            placed.append(box)
        }
        return placed
    }
}
