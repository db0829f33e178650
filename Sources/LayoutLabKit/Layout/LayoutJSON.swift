import Foundation
import LayoutEngine
import LayoutGeometry

/// Writes computed layouts as `layoutlab layout --json` prints them (see the fixture format page):
/// `{"fixtures": [{"name", "size", "scale", "root": ELEMENT}]}`, where an element is
/// `{"kind", "debugName", "frame", "style", "children"}` — frames `[x, y, w, h]` in points
/// relative to the root, `null` for an element that received no frame — plus, where they apply:
/// - `hitArea` (nodes that take touches): `{"area": [x, y, w, h] | null, "slop": [t, l, b, r]}`,
///   the effective touch area exactly as hit testing computes it;
/// - `image` (image nodes with an image): `{"pixelSize": [w, h], "scaleFactor": [sx, sy]}`, the
///   factor being image pixels ÷ (bounds points × scale);
/// - `insets` (inset specs): `[top, left, bottom, right]` as resolved (child frame less spec frame);
/// - `text` (text nodes): the string, at most its first 500 characters.
public enum LayoutJSON {
    /// The most characters of a text node's string that `text` carries.
    public static let maxTextLength = 500

    /// One fixture's entry; `scale` is the fixture's pixels per point.
    public static func fixture(name: String, tree: LayoutTree, scale: Double = 2) -> String {
        "{\"name\": \(string(name)), \"size\": [\(num(tree.size.width)), \(num(tree.size.height))], \"scale\": \(num(scale)), \"root\": \(element(tree.root, scale: scale))}"
    }

    /// The whole document for several fixtures' entries.
    public static func document(_ fixtures: [String]) -> String {
        "{\"fixtures\": [" + fixtures.joined(separator: ", ") + "]}"
    }

    /// One element and its children; hit areas are computed with `e` as the root (the screen).
    public static func element(_ e: PlacedElement, scale: Double = 2) -> String {
        var areas: [ObjectIdentifier: HitArea] = [:]
        for hit in e.hitAreas { areas[ObjectIdentifier(hit.node)] = hit }
        var out = ""
        write(e, scale: scale, areas: areas, into: &out)
        return out
    }

    private static func write(_ e: PlacedElement, scale: Double, areas: [ObjectIdentifier: HitArea], into out: inout String) {
        let element = e.element
        out += "{\"kind\": \(string(element.kindName)), \"debugName\": \(element.debugName.map(string) ?? "null"), "
        out += "\"frame\": " + (e.isUnplaced ? "null" : rect(e.frame))
        out += ", \"style\": " + string(element.style.fixtureDescription)
        if let node = element as? DisplayNode {
            if node.takesTouches {
                let area = areas[ObjectIdentifier(node)]?.area
                out += ", \"hitArea\": {\"area\": \(area.map(rect) ?? "null"), \"slop\": \(insets(node.hitTestSlop))}"
            }
            if let imageNode = node as? ImageNode, let image = imageNode.image {
                let sx = Double(image.pixelWidth) / (e.frame.width * scale)
                let sy = Double(image.pixelHeight) / (e.frame.height * scale)
                out += ", \"image\": {\"pixelSize\": [\(image.pixelWidth), \(image.pixelHeight)], \"scaleFactor\": [\(num(sx)), \(num(sy))]}"
            }
            if let text = node as? TextNode {
                out += ", \"text\": " + string(String(text.attributedText.string.prefix(maxTextLength)))
            }
        } else if element is InsetLayoutSpec {
            if let child = e.children.first, !child.isUnplaced, !e.isUnplaced {
                let f = e.frame, c = child.frame
                out += ", \"insets\": " + insets(EdgeInsets(top: c.minY - f.minY, left: c.minX - f.minX,
                                                            bottom: f.maxY - c.maxY, right: f.maxX - c.maxX))
            } else {
                out += ", \"insets\": null"
            }
        }
        out += ", \"children\": ["
        for (i, child) in e.children.enumerated() {
            if i > 0 { out += ", " }
            write(child, scale: scale, areas: areas, into: &out)
        }
        out += "]}"
    }

    /// `[x, y, w, h]`.
    static func rect(_ r: Rect) -> String {
        "[\(num(r.minX)), \(num(r.minY)), \(num(r.width)), \(num(r.height))]"
    }

    /// `[top, left, bottom, right]`.
    static func insets(_ i: EdgeInsets) -> String {
        "[\(num(i.top)), \(num(i.left)), \(num(i.bottom)), \(num(i.right))]"
    }

    /// A JSON number: whole numbers without a fraction, others with up to 4 decimals; `null` when
    /// not finite.
    public static func num(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        return LayoutFormat.number(v, maxDecimals: 4)
    }

    /// A JSON string literal with every control character escaped.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
