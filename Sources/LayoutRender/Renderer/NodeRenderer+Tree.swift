import CCairo
import Foundation
import LayoutEngine
import LayoutGeometry

extension NodeRenderer {
    /// Draws `placed` and its subtree (see the type's description for the order and rules).
    func draw(_ placed: PlacedElement, on canvas: CairoCanvas) throws {
        guard let node = placed.element as? DisplayNode else {
            for child in placed.children { try draw(child, on: canvas) }
            return
        }
        if node.isHidden || placed.isUnplaced { return }
        let alpha = node.alpha.isNaN ? 1 : min(1, node.alpha)
        guard alpha > 0 else { return }
        let cr = canvas.cr
        let frame = placed.frame
        cairo_save(cr)
        let grouped = alpha < 1
        if grouped {
            // The group only needs to cover what the subtree can draw: every node draws within its
            // frame, so the frames' union (out to whole pixels) bounds it.
            canvas.clip(to: canvas.pixelAligned(subtreeBounds(placed)), radius: 0)
            cairo_push_group(cr)
        }
        if let color = backgroundColor(of: node), color.alpha > 0, !frame.isEmpty {
            canvas.fill(frame, radius: node.cornerRadius, with: color)
        }
        if node.clipsToBounds { canvas.clip(to: frame, radius: node.cornerRadius) }
        if !frame.isEmpty { try drawContent(of: node, in: frame, on: canvas) }
        for child in placed.children { try draw(child, on: canvas) }
        if node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 {
            canvas.strokeBorder(frame, radius: node.cornerRadius, width: node.borderWidth, color: color)
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
        switch node {
        case let button as ButtonNode:
            try canvas.withClip(frame) { try drawButton(button, in: frame, on: canvas) }
        case let text as TextNode:
            canvas.withClip(frame) { drawText(text.attributedText, in: frame, on: canvas) }
        case let field as EditableTextNode:
            let inner = frame.inset(by: field.textContainerInset)
            guard inner.width > 0, inner.height > 0 else { return }
            canvas.withClip(frame) { drawText(field.displayedText, in: inner, on: canvas) }
        case let image as ImageNode:
            if image.image == nil, let placeholder = MediaPlaceholder(image) {
                canvas.withClip(frame) {
                    placeholder.draw(in: frame, on: canvas, fillsBackground: backgroundColor(of: node) == nil)
                }
            } else {
                try canvas.withClip(frame) { try drawImage(of: image, in: frame, on: canvas) }
            }
        default:
            break
        }
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
