/// Number formatting shared by debug output and JSON: the shortest decimal that round-trips,
/// with no trailing ".0" on whole numbers.
public enum LayoutFormat {
    /// `12` for 12.0, `12.5` for 12.5, `inf` for ∞, `nan` for NaN.
    public static func number(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// A number rounded to at most `digits` decimals, without trailing zeros. Numbers too large
    /// to have decimals are written whole (scaling them would overflow to ∞).
    public static func number(_ v: Double, maxDecimals digits: Int) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return number(v) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return number((v * scale).rounded() / scale)
    }
}
