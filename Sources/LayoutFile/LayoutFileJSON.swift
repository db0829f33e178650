import Foundation
import LayoutGeometry

/// The JSON primitives of the layout file, written the one way every layout file writes them.
public enum LayoutFileJSON {
    /// The whole document for several fixtures' entries (each already written):
    /// `{"fixtures": [entry, …]}`.
    public static func document(_ entries: [String]) -> String {
        "{\"fixtures\": [" + entries.joined(separator: ", ") + "]}"
    }

    /// A JSON number: whole numbers without a fraction, others with up to 4 decimals; `null` when
    /// not finite.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        return LayoutFormat.number(v, maxDecimals: 4)
    }

    /// A list of numbers, `[a, b, …]`, or `null`.
    public static func numbers(_ values: [Double]?) -> String {
        guard let values else { return "null" }
        return "[" + values.map(number).joined(separator: ", ") + "]"
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
