/// Numeric helpers that reproduce the C and Apple-macro behaviour Texture's layout code relies on.
public enum LayoutMath {
    /// `FLT_EPSILON`, used by Texture's pixel rounding.
    @inlinable public static var floatEpsilon: Double { 1.1920928955078125e-07 }

    /// The largest value Texture accepts as a size (`kMaxLayoutSize`-style bound): 10 000 000.
    @inlinable public static var maxValidSize: Double { 10_000_000 }

    /// Apple's `MAX(a, b)` macro: `a < b ? b : a`. NaN in `b` is ignored; NaN in `a` propagates.
    @inlinable @inline(__always)
    public static func appleMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

    /// Apple's `MIN(a, b)` macro: `a < b ? a : b`. NaN in `a` is ignored; NaN in `b` propagates.
    @inlinable @inline(__always)
    public static func appleMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

    /// Texture's "valid for size": finite, ≥ 0 and below 10 000 000. (The two comparisons say
    /// "finite" too: NaN fails both, −∞ the first and +∞ the second; two compares instead of
    /// `isFinite`'s bit tests, on every layout made.)
    @inlinable @inline(__always)
    public static func isValidForSize(_ v: Double) -> Bool { v >= 0 && v < maxValidSize }

    /// Bitwise-style equality in which NaN equals NaN.
    @inlinable @inline(__always)
    public static func identical(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
}
