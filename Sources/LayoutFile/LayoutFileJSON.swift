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
        var out: [UInt8] = []
        append(numbers: values, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A JSON string literal with every control character escaped.
    public static func string(_ s: String) -> String {
        var out: [UInt8] = []
        append(string: s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `number(v)`'s UTF-8 bytes to `out`.
    public static func append(number v: Double, to out: inout [UInt8]) {
        guard v.isFinite else { return out.append(contentsOf: "null".utf8) }
        let rounded = abs(v) < 1e15 ? (v * 10_000).rounded() / 10_000 : v
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            append(integer: Int64(rounded), to: &out)
        } else {
            out.append(contentsOf: LayoutFormat.number(v, maxDecimals: 4).utf8)
        }
    }

    /// Appends `numbers(values)`'s UTF-8 bytes to `out`.
    public static func append(numbers values: [Double]?, to out: inout [UInt8]) {
        guard let values else { return out.append(contentsOf: "null".utf8) }
        out.append(UInt8(ascii: "["))
        for (i, v) in values.enumerated() {
            if i > 0 { out.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
            append(number: v, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends `string(s)`'s UTF-8 bytes to `out`.
    public static func append(string s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: [0x5C, 0x22])
            case "\\": out.append(contentsOf: [0x5C, 0x5C])
            case "\n": out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case "\r": out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case "\t": out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out.append(contentsOf: String(format: "\\u%04x", scalar.value).utf8)
                } else if scalar.isASCII {
                    out.append(UInt8(scalar.value))
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends the decimal digits of `v` (with its sign) to `out`, as `String(v)` writes them.
    private static func append(integer v: Int64, to out: inout [UInt8]) {
        if v < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = v.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: buffer[(20 - count)...])
        }
    }
}
