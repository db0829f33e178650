import Foundation
import LayoutEngine
import LayoutGeometry

/// Writes computed layouts as `layoutlab layout --json` prints them (see the fixture format page):
/// `{"fixtures": [{"name", "size", "root": {"kind", "debugName", "frame", "children"}}]}`, frames
/// `[x, y, w, h]` in points relative to the root, `null` for an element that received no frame.
public enum LayoutJSON {
    /// One fixture's entry.
    public static func fixture(name: String, tree: LayoutTree) -> String {
        "{\"name\": \(string(name)), \"size\": [\(num(tree.size.width)), \(num(tree.size.height))], \"root\": \(element(tree.root))}"
    }

    /// The whole document for several fixtures' entries.
    public static func document(_ fixtures: [String]) -> String {
        "{\"fixtures\": [" + fixtures.joined(separator: ", ") + "]}"
    }

    /// One element and its children.
    public static func element(_ e: PlacedElement) -> String {
        var out = "{\"kind\": \(string(e.element.kindName)), \"debugName\": \(e.element.debugName.map(string) ?? "null"), "
        if e.isUnplaced {
            out += "\"frame\": null"
        } else {
            let f = e.frame
            out += "\"frame\": [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]"
        }
        out += ", \"children\": [" + e.children.map(element).joined(separator: ", ") + "]}"
        return out
    }

    /// A JSON number: whole numbers without a fraction, others with up to 4 decimals.
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
