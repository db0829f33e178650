import Foundation
import LayoutEngine
import LayoutGeometry

extension OverlayLayer {
    /// The font of the pixel-scaling labels.
    public static let pixelScalingFont = "Sans Bold 9"
    /// The colour of the pixel-scaling labels.
    public static let pixelScalingColor = Color(red: 1, green: 0, blue: 0)

    /// How much an image node's pixels are scaled: image pixels ÷ (bounds points × `scale`) per
    /// axis; `nil` for nodes that are not image nodes with an image, or have no area.
    public static func pixelScaleFactor(of node: DisplayNode, frame: Rect, scale: Double) -> (x: Double, y: Double)? {
        guard let imageNode = node as? ImageNode, let image = imageNode.image,
              frame.width > 0, frame.height > 0, scale > 0 else { return nil }
        return (Double(image.pixelWidth) / (frame.width * scale), Double(image.pixelHeight) / (frame.height * scale))
    }

    /// The label for a scale factor: `2.00x` when both axes agree, `2.00x × 1.50x` (width, then
    /// height) when they differ, `nil` when both are exactly 1. The HTML report writes the same.
    public static func pixelScalingLabel(_ factor: (x: Double, y: Double)) -> String? {
        if factor.x == 1 && factor.y == 1 { return nil }
        let x = pixelScalingNumber(factor.x) + "x", y = pixelScalingNumber(factor.y) + "x"
        return factor.x == factor.y ? x : "\(x) × \(y)"
    }

    /// A factor with two decimals, or as many more (up to six) as it takes not to read as exactly
    /// 1 when it is not: `2.00`, `1.0016`.
    public static func pixelScalingNumber(_ value: Double) -> String {
        for digits in 2...6 {
            let text = String(format: "%.\(digits)f", value)
            if value == 1 || Double(text) != 1 { return text }
        }
        return String(format: "%.6f", value)
    }

    /// On each visible image node whose pixels are scaled, the factor in red at its bottom-right
    /// corner, over a white backing, clipped as the node is; a label that would overlap one
    /// already placed moves down below it (`placeLabels`), as the spec labels do.
    static func drawPixelScaling(of tree: LayoutTree, with painter: OverlayPainter) {
        let scale = painter.canvas.scale
        let padding = 2 * painter.pixel
        var labels: [(text: String, clip: Rect?, anchor: Point, size: Size)] = []
        forEachVisible(tree.root) { placed, clip, _ in
            guard let node = placed.element as? DisplayNode,
                  let factor = pixelScaleFactor(of: node, frame: placed.frame, scale: scale),
                  let text = pixelScalingLabel(factor) else { return }
            let text0 = painter.labelSize(text, font: pixelScalingFont)
            let size = Size(width: text0.width + 2 * padding, height: text0.height + 2 * padding)
            labels.append((text, clip, Point(x: placed.frame.maxX - size.width, y: placed.frame.maxY - size.height), size))
        }
        let boxes = placeLabels(at: labels.map(\.anchor), sizes: labels.map(\.size))
        for (label, box) in zip(labels, boxes) {
            painter.clipped(to: label.clip) {
                painter.label(label.text, at: box.origin, font: pixelScalingFont, color: pixelScalingColor,
                              backing: Color(red: 1, green: 1, blue: 1, alpha: 0.75), padding: padding)
            }
        }
    }
}
