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
    /// its debugName (or kind) labelled at its top-left corner; labels of specs that start at the
    /// same point are stacked downwards so none hides another.
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
        var taken: [Point: Double] = [:]
        for (placed, clip) in specs {
            let origin = placed.frame.origin
            let y = taken[origin] ?? origin.y
            painter.clipped(to: clip) {
                let box = painter.label(placed.element.displayName, at: Point(x: origin.x, y: y), font: specLabelFont,
                                        color: SpecBoundaryColors.label, backing: SpecBoundaryColors.labelBacking,
                                        padding: painter.pixel)
                taken[origin] = box.maxY
            }
        }
    }
}
