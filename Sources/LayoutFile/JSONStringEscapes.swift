/// The escapes of JSON strings, as the project's JSON readers (`JSONNodeParser` for fixture and
/// layout files, the explanation file's reader) decode them.
public enum JSONStringEscapes {
    /// The byte a one-character escape stands for (`n` of `\n` → 0x0A; `"`, `\`, `/`, `b`, `f`,
    /// `n`, `r`, `t`); nil for any other byte, `u` included.
    public static func byte(forEscape escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return escape
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    /// The value of a hexadecimal digit of a `\u` escape; nil for any other byte.
    public static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The first half of a surrogate pair written as two `\u` escapes.
    public static let highSurrogates: ClosedRange<UInt32> = 0xD800...0xDBFF
    /// The second half.
    public static let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF

    /// The scalar a surrogate pair stands for.
    public static func scalar(high: UInt32, low: UInt32) -> Unicode.Scalar {
        Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }
}
