import Foundation
import LayoutEngine
import LayoutFile
import LayoutGeometry

/// Writes computed layouts as `layoutlab layout --json` prints them: converts the placed tree to
/// the layout file's schema (`LayoutFileEntry`, see the fixture format page) and writes it with
/// the layout file's one writer. Per element, where they apply:
/// - `hitArea` (nodes that take touches): the effective touch area exactly as hit testing
///   computes it, and the slop;
/// - `image` (image nodes with an image): pixel size and image pixels ÷ (bounds points × scale);
/// - `insets` (inset specs): as resolved (child frame less spec frame), `null` when unplaced;
/// - `text` (text nodes): the string, at most its first 500 characters.
public enum LayoutJSON {
    /// The most characters of a text node's string that `text` carries.
    public static let maxTextLength = LayoutFileElement.maxTextLength

    /// One fixture's entry; `scale` is the fixture's pixels per point.
    public static func fixture(name: String, tree: LayoutTree, scale: Double = 2) -> String {
        entry(name: name, tree: tree, scale: scale).json
    }

    /// One fixture's entry before it is written (`json` writes it).
    public static func entry(name: String, tree: LayoutTree, scale: Double = 2) -> LayoutFileEntry {
        LayoutFileEntry(name: name, size: [tree.size.width, tree.size.height], scale: scale, root: schema(tree.root, scale: scale))
    }

    /// The whole document for several fixtures' entries.
    public static func document(_ fixtures: [String]) -> String {
        LayoutFileJSON.document(fixtures)
    }

    /// One element and its children; hit areas are computed with `e` as the root (the screen).
    public static func element(_ e: PlacedElement, scale: Double = 2) -> String {
        schema(e, scale: scale).json
    }

    /// The layout file's element for `e` and its children, hit areas computed with `e` as the root.
    public static func schema(_ e: PlacedElement, scale: Double = 2) -> LayoutFileElement {
        var areas: [ObjectIdentifier: HitArea] = [:]
        for hit in e.hitAreas { areas[ObjectIdentifier(hit.node)] = hit }
        return convert(e, scale: scale, areas: areas)
    }

    private static func convert(_ e: PlacedElement, scale: Double, areas: [ObjectIdentifier: HitArea]) -> LayoutFileElement {
        let element = e.element
        var out = LayoutFileElement(kind: element.kindName, debugName: element.debugName, frame: e.isUnplaced ? nil : rect(e.frame),
                                    style: element.style.fixtureDescription)
        out.spec = element.specFixtureDescription
        if let node = element as? DisplayNode {
            if node.takesTouches {
                out.hitArea = .init(area: areas[ObjectIdentifier(node)]?.area.map(rect), slop: insets(node.hitTestSlop))
            }
            if let imageNode = node as? ImageNode, let image = imageNode.image {
                out.image = .init(pixelSize: [Double(image.pixelWidth), Double(image.pixelHeight)],
                                  scaleFactor: [Double(image.pixelWidth) / (e.frame.width * scale),
                                                Double(image.pixelHeight) / (e.frame.height * scale)])
            }
            if let text = node as? TextNode {
                out.text = String(text.attributedText.string.prefix(maxTextLength))
            }
        } else if element is InsetLayoutSpec {
            if let child = e.children.first, !child.isUnplaced, !e.isUnplaced {
                let f = e.frame, c = child.frame
                out.insets = .resolved(insets(EdgeInsets(top: c.minY - f.minY, left: c.minX - f.minX,
                                                         bottom: f.maxY - c.maxY, right: f.maxX - c.maxX)))
            } else {
                out.insets = .unresolved
            }
        }
        out.children = e.children.map { convert($0, scale: scale, areas: areas) }
        return out
    }

    /// `[x, y, w, h]`.
    static func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

    /// `[top, left, bottom, right]`.
    static func insets(_ i: EdgeInsets) -> [Double] { [i.top, i.left, i.bottom, i.right] }

    /// A JSON number: whole numbers without a fraction, others with up to 4 decimals; `null` when
    /// not finite.
    public static func num(_ v: Double) -> String { LayoutFileJSON.number(v) }

    /// A JSON string literal with every control character escaped.
    public static func string(_ s: String) -> String { LayoutFileJSON.string(s) }
}
