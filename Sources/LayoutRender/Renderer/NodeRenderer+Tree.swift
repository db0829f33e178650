import CCairo
import Foundation
import LayoutEngine
import LayoutGeometry

/// The alpha groups open while a subtree draws: each is a surface over its subtree's bounds, and
/// nested translucent nodes keep all of theirs open at once.
struct OpenGroups {
    /// How many are open.
    var depth = 0
    /// The pixels they cover together.
    var pixels = 0
}

extension NodeRenderer {
    /// The most pixels the alpha groups open at one time may cover: 512 MB of surfaces.
    public static let maxGroupPixels = 1 << 27

    /// Draws `placed` and its subtree (see the type's description for the order and rules).
    func draw(_ placed: PlacedElement, on canvas: CairoCanvas, groups: OpenGroups = OpenGroups()) throws {
        guard let node = placed.element as? DisplayNode else {
            for child in placed.children { try draw(child, on: canvas, groups: groups) }
            return
        }
        // A transform that flattens the node (a scale of 0) leaves nothing to see.
        if node.isHidden || placed.isUnplaced || !node.transform.isInvertible { return }
        let alpha = node.alpha.isNaN ? 1 : min(1, node.alpha)
        guard alpha > 0 else { return }
        let cr = canvas.cr
        let frame = placed.frame
        cairo_save(cr)
        if !node.transform.isIdentity { NodeRenderer.apply(node.transform, about: frame, on: cr) }
        let grouped = alpha < 1
        var groups = groups
        if grouped {
            // The group only needs to cover what the subtree can draw: every node draws within its
            // frame, so the frames' union (out to whole pixels) bounds it.
            canvas.clip(to: canvas.pixelAligned(subtreeBounds(placed)), radius: 0)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let area = max(0, (x1 - x0) * canvas.scale) * max(0, (y1 - y0) * canvas.scale)
            groups.depth += 1
            groups.pixels += Int(min(area, Double(Int.max / 4)))
            if groups.pixels > NodeRenderer.maxGroupPixels {
                // The canvas of a failed render is never reused: its state needs no unwinding.
                throw RenderError.groupsTooLarge(depth: groups.depth, pixels: groups.pixels, limit: NodeRenderer.maxGroupPixels)
            }
            cairo_push_group(cr)
        }
        let covered = node.coversCornersWithBackground && node.cornerRadius > 0
        let precomposed = (node.precomposesCorners || covered) && node.cornerRadius > 0
        if let color = backgroundColor(of: node), color.alpha > 0, !frame.isEmpty {
            canvas.fill(frame, radius: precomposed ? 0 : node.cornerRadius, corners: node.maskedCorners, with: color)
        }
        if node.clipsToBounds { canvas.clip(to: frame, radius: precomposed ? 0 : node.cornerRadius, corners: node.maskedCorners) }
        if !frame.isEmpty {
            if precomposed && !covered {
                // The content is rounded into the drawing; the square background shows in the corners.
                cairo_save(cr)
                canvas.clip(to: frame, radius: node.cornerRadius, corners: node.maskedCorners)
                try drawContent(of: node, in: frame, on: canvas)
                cairo_restore(cr)
            } else {
                try drawContent(of: node, in: frame, on: canvas)
            }
        }
        if node.subnodeTransform.isIdentity {
            for child in placed.children { try draw(child, on: canvas, groups: groups) }
        } else if node.subnodeTransform.isInvertible {
            cairo_save(cr)
            NodeRenderer.apply(node.subnodeTransform, about: frame, on: cr)
            for child in placed.children { try draw(child, on: canvas, groups: groups) }
            cairo_restore(cr)
        }
        if covered, let color = backgroundColor(of: node), color.alpha > 0, !frame.isEmpty {
            // Texture's clip-corner layers: the background colour outside the rounded rectangle.
            canvas.fillOutside(frame, radius: node.cornerRadius, corners: node.maskedCorners, with: color)
        }
        if node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 {
            canvas.strokeBorder(frame, radius: node.cornerRadius, corners: node.maskedCorners, width: node.borderWidth, color: color)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// The fill behind a node: a button's background for its state, else the node's colour.
    func backgroundColor(of node: DisplayNode) -> Color? {
        if let button = node as? ButtonNode, let color = button.backgroundColors[button.state] {
            return color
        }
        return node.backgroundColor
    }

    /// The node's own content, clipped to its frame.
    private func drawContent(of node: DisplayNode, in frame: Rect, on canvas: CairoCanvas) throws {
        if let viewClass = node.placeholderViewClassName {
            canvas.withClip(frame) { drawViewPlaceholder(viewClass, of: node, in: frame, on: canvas) }
            return
        }
        switch node {
        case let button as ButtonNode:
            // Texture's button draws its image and title as unclipped subnodes: content larger
            // than the button overhangs it (unless the button clips to its bounds).
            try drawButton(button, in: frame, on: canvas)
        case let text as TextNode:
            let inner = text.textRect(in: frame)
            guard inner.width > 0, inner.height > 0 else { return }
            canvas.withClip(frame) { drawText(text.attributedText, in: inner, on: canvas) }
        case let field as EditableTextNode:
            let inner = frame.inset(by: field.textContainerInset)
            guard inner.width > 0, inner.height > 0 else { return }
            canvas.withClip(frame) { drawText(field.displayedText, in: inner, on: canvas) }
        case let image as ImageNode:
            if image.image == nil, let placeholder = MediaPlaceholder(image) {
                canvas.withClip(frame) {
                    placeholder.draw(in: frame, on: canvas, fillsBackground: backgroundColor(of: node) == nil,
                                     fill: (image as? NetworkImageNode)?.placeholderColor)
                }
            } else {
                try canvas.withClip(frame) { try drawImage(of: image, in: frame, on: canvas) }
            }
        default:
            // A node that draws itself (Texture's class drawing methods, a layer's contents).
            guard node.hasHost, let host = node.host,
                  let bitmap = try host.contents(of: node, size: frame.size, scale: canvas.scale) else { return }
            let size = Size(width: Double(bitmap.width) / canvas.scale, height: Double(bitmap.height) / canvas.scale)
            canvas.paint(try CairoImage(bitmap), into: Rect(origin: frame.origin, size: size))
        }
    }

    /// Applies `transform` to `cr` about the centre of `frame` (a layer's anchor point), so that
    /// what is drawn next is moved, turned or scaled as Core Animation shows a transformed layer.
    static func apply(_ transform: Transform2D, about frame: Rect, on cr: OpaquePointer) {
        let centre = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_translate(cr, centre.x, centre.y)
        cairo_transform(cr, &matrix)
        cairo_translate(cr, -centre.x, -centre.y)
    }

    /// A view layoutlab does not draw: a pale blue-grey fill (unless the node has a background
    /// colour), a one-point grey outline inside the frame and the view's class name centred.
    private func drawViewPlaceholder(_ viewClass: String, of node: DisplayNode, in frame: Rect, on canvas: CairoCanvas) {
        if backgroundColor(of: node) == nil { canvas.fill(frame, radius: 0, with: Color(r8: 0xE8, g8: 0xEC, b8: 0xF2)) }
        canvas.strokeBorder(frame, radius: 0, width: 1, color: Color(r8: 0x9A, g8: 0xA3, b8: 0xB0))
        let label = AttributedText(viewClass, font: "Sans 9", color: Color(r8: 0x5A, g8: 0x63, b8: 0x70))
        let size = textEngine.measure(label, maxSize: Size(width: max(0, frame.width - 4), height: frame.height)).size
        guard size.width > 0, size.height <= frame.height else { return }
        let origin = Point(x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2)
        drawText(label, in: Rect(origin: origin, size: size), on: canvas)
    }

    /// The union of the frames of `placed` and every drawn node below it.
    private func subtreeBounds(_ placed: PlacedElement) -> Rect {
        var bounds = placed.frame
        for child in placed.children {
            if let node = child.element as? DisplayNode, node.isHidden || child.isUnplaced { continue }
            bounds = bounds.union(subtreeBounds(child))
        }
        return bounds
    }
}
