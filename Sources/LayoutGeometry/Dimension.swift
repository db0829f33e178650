/// A length that is unset, an absolute number of points, or a fraction of the parent
/// (Texture's `ASDimension`).
public enum Dimension: Hashable, Sendable {
    /// No opinion.
    case auto
    /// An absolute length in points (≥ 0).
    case points(Double)
    /// A fraction of the parent's length, 0…1 (`"50%"` is `.fraction(0.5)`).
    case fraction(Double)

    /// Resolves against a parent length: auto gives `autoValue`, points give themselves,
    /// a fraction gives `f × parent` (NaN when the parent is undefined, ∞ when it is infinite).
    @inlinable @inline(__always)
    public func resolve(parent: Double, auto autoValue: Double) -> Double {
        switch self {
        case .auto: return autoValue
        case .points(let v): return v
        case .fraction(let f): return f * parent
        }
    }

    /// True for `.auto`.
    @inlinable
    public var isAuto: Bool { if case .auto = self { return true } else { return false } }

    /// Parses Texture's string form: `"50%"` → fraction, `"12pt"` or `"12"` → points,
    /// anything else → `nil`.
    public init?(parsing text: String) {
        let t = text.trimmingCharactersInWhitespace()
        if t == "auto" { self = .auto; return }
        if t.hasSuffix("%"), let v = Double(t.dropLast()), v.isFinite {
            self = .fraction(v / 100)
            return
        }
        let numeric = t.hasSuffix("pt") ? String(t.dropLast(2)) : t
        if let v = Double(numeric), v.isFinite {
            self = .points(v)
            return
        }
        return nil
    }

    /// The form used in style descriptions: `auto`, `12pt`, `50%`.
    public var description: String {
        switch self {
        case .auto: return "auto"
        case .points(let v): return "\(LayoutFormat.number(v))pt"
        case .fraction(let f): return "\(LayoutFormat.number(f * 100))%"
        }
    }
}

extension String {
    func trimmingCharactersInWhitespace() -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
