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
}
