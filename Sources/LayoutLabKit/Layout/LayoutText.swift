import LayoutEngine
import LayoutGeometry

/// Plain-text renderings of a layout for the terminal.
public enum LayoutText {
    /// One line per element, indented by depth: `kind debugName [x, y, w, h]`.
    public static func frames(_ root: PlacedElement) -> String {
        var out = ""
        root.forEach { e, depth in
            let name = e.element.debugName.map { " \($0)" } ?? ""
            let frame = e.isUnplaced ? "(no frame)"
                : "[\(LayoutJSON.num(e.frame.minX)), \(LayoutJSON.num(e.frame.minY)), \(LayoutJSON.num(e.frame.width)), \(LayoutJSON.num(e.frame.height))]"
            out += String(repeating: "  ", count: depth + 1) + e.element.kindName + name + " " + frame + "\n"
        }
        return out
    }

    /// The element tree drawn as boxes.
    public static func asciiArt(_ root: any LayoutElement) -> String {
        root.asciiArtString()
    }

    /// The most elements drawn as ASCII art.
    public static let asciiArtMaxElements = 2000
    /// The deepest nesting drawn as ASCII art: every level pads each line of the boxes inside it,
    /// so the art grows (and takes time) in the square of the depth.
    public static let asciiArtMaxDepth = 64

    /// The element tree drawn as boxes, or nil when the placed tree `tree` has more than
    /// `asciiArtMaxElements` elements or nests deeper than `asciiArtMaxDepth`: art that large is
    /// unreadable and slow to draw.
    public static func asciiArt(_ root: any LayoutElement, placed tree: PlacedElement) -> String? {
        var count = 0
        var pending = [(tree, 1)]
        while let (element, depth) = pending.popLast() {
            count += 1
            if count > asciiArtMaxElements || depth > asciiArtMaxDepth { return nil }
            for child in element.children { pending.append((child, depth + 1)) }
        }
        return asciiArt(root)
    }
}
