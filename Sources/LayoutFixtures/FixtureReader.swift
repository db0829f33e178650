import LayoutGeometry
import LayoutRender
import Yams

/// Reads a composed YAML/JSON tree into fixture models, collecting every error with its file,
/// line, key path and what was expected, and carrying on past each one where it can.
public struct FixtureReader {
    let file: String
    private(set) var errors = FixtureErrorLog()
    /// Elements read so far in the file (an alias counts each time it is used).
    private(set) var elementsRead = 0
    /// Elements in the fixtures made so far (each variant counts its root again).
    var fixtureElements = 0

    /// The most elements a file's fixtures may hold in all: twice the largest tree layoutlab is
    /// measured with, and a bound on the work of laying out one file.
    static let maxElements = 2_000_000
    /// This reader's element limit: `maxElements` unless its caller asks for less.
    let elementLimit: Int

    /// The memory one fixture may take to be read, built, laid out, drawn and written (1 GiB),
    /// as `memoryEstimate` reckons it; a fixture over it is an error of that fixture.
    static let fixtureMemoryBudget = 1 << 30
    /// Peak memory per element: about 1.9 KB measured (`layout` and `check` of 300,000- and
    /// 1,950,000-element fixtures: 555 MB and 3.8 GB resident), rounded up.
    static let bytesPerElement = 2 << 10
    /// Memory per byte of string an element holds (its text laid out by Pango, glyphs and lines),
    /// with room to spare.
    static let bytesPerStringByte = 64

    /// The memory a fixture of `elements` elements and `stringBytes` bytes of strings is reckoned
    /// to take at its peak.
    static func memoryEstimate(elements: Int, stringBytes: Int) -> Int {
        elements.multipliedReportingOverflow(by: bytesPerElement).partialValue
            + stringBytes.multipliedReportingOverflow(by: bytesPerStringByte).partialValue
    }

    /// UTF-8 bytes of the strings read so far (an alias counts each time it is used).
    private(set) var stringBytesRead = 0
    /// Elements and string bytes read when the current document (or variant) began.
    var documentStart = (elements: 0, stringBytes: 0)
    /// Whether the current document went over the memory budget (reported once).
    var documentOverBudget = false

    /// The most UTF-8 bytes in one string (a text, a title, a name); text beyond that is
    /// refused rather than measured.
    static let maxStringBytes = 1 << 20

    /// How deep elements may nest: `maxDepth`, or less on a thread with a smaller stack.
    let depthLimit = FixtureReader.depthLimit()
    /// The deepest nesting read so far (the root alone: 1).
    var deepest = 0

    init(file: String, elementLimit: Int = FixtureReader.maxElements) {
        self.file = file
        self.elementLimit = elementLimit
    }

    // MARK: Errors

    /// Records an error; its key path is spelled out only when the error is kept.
    mutating func fail(_ node: FixtureNode?, _ path: FixtureKeyPath, _ message: String) {
        let file = self.file
        errors.append(FixtureError(file: file, line: node?.line, keyPath: path.description, message: message))
    }

    /// Counts one more element; false (with an error, the first time) once the file holds more
    /// than `elementLimit`.
    mutating func countElement(_ node: FixtureNode, _ path: FixtureKeyPath) -> Bool {
        elementsRead += 1
        // A fixture over its memory budget stops being read at once (its document then reports it).
        if FixtureReader.memoryEstimate(elements: elementsRead - documentStart.elements,
                                        stringBytes: stringBytesRead - documentStart.stringBytes) > FixtureReader.fixtureMemoryBudget {
            if !documentOverBudget {
                documentOverBudget = true
                fail(node, path, "the fixture would take more than \(FixtureReader.fixtureMemoryBudget >> 20) MB to lay out and draw "
                     + "(\(elementsRead - documentStart.elements) elements and \(stringBytesRead - documentStart.stringBytes) bytes of "
                     + "strings so far, reckoned at \(FixtureReader.bytesPerElement) bytes an element and "
                     + "\(FixtureReader.bytesPerStringByte) a byte of string; aliases count each time they are used); split it")
            }
            return false
        }
        if elementsRead == elementLimit + 1 {
            fail(node, path, "the file holds more than \(elementLimit) elements (aliases count each time they are used); "
                 + "split it into several fixtures")
        }
        return elementsRead <= elementLimit
    }

    /// A short rendering of what was found, for "expected X, found Y" messages.
    static func describe(_ node: FixtureNode) -> String {
        switch node {
        case .scalar(let s):
            let text = s.string.count > 40 ? String(s.string.prefix(40)) + "…" : s.string
            return s.style == .plain && (Double(s.string) != nil || ["true", "false", "null", "~"].contains(s.string))
                ? text : "\"\(text)\""
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    // MARK: Maps

    /// The entries of a map as (key, value) pairs in file order, or nil (with an error).
    mutating func map(_ node: FixtureNode, _ path: FixtureKeyPath, what: String = "a map") -> [(key: String, value: FixtureNode)]? {
        guard case .mapping(let mapping) = node else {
            fail(node, path, "expected \(what), found \(FixtureReader.describe(node))")
            return nil
        }
        var out: [(String, FixtureNode)] = []
        out.reserveCapacity(mapping.count)
        // Fixture maps are small: a look through the keys so far finds a repeat sooner than a set.
        var seen: Set<String>? = mapping.count > 16 ? [] : nil
        for (k, v) in mapping {
            guard case .scalar(let s) = k else {
                fail(k, path, "map keys must be plain strings")
                continue
            }
            let repeated = seen == nil ? out.contains { $0.0 == s.string } : !seen!.insert(s.string).inserted
            if repeated {
                fail(k, path.key(s.string), "duplicate key")
                continue
            }
            out.append((s.string, v))
        }
        return out
    }

    /// Reports every key that is not in `allowed`.
    mutating func rejectUnknown(_ entries: [(key: String, value: FixtureNode)], allowed: Set<String>, _ path: FixtureKeyPath, context: String) {
        for (key, value) in entries where !allowed.contains(key) {
            if errors.count >= FixtureErrorLog.maxKept {
                fail(value, path, "unknown key")
                continue
            }
            let list = allowed.sorted().joined(separator: ", ")
            let near = allowed.filter { FixtureReader.editDistance($0.lowercased(), key.lowercased()) <= 2 }.sorted()
            let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?"
            fail(value, path.key(key), "unknown key for \(context) (expected one of: \(list))\(hint)")
        }
    }

    /// The edit distance of two strings; any key longer than 64 characters is simply far.
    static func editDistance(_ a: String, _ b: String) -> Int {
        guard a.utf8.count <= 64, b.utf8.count <= 64 else { return Int.max }
        let x = Array(a), y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var row = Array(0...y.count)
        for i in 1...x.count {
            var previous = row[0]
            row[0] = i
            for j in 1...y.count {
                let current = row[j]
                row[j] = x[i - 1] == y[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = current
            }
        }
        return row[y.count]
    }

    /// The longest key path spelled out whole, in Unicode scalars; a longer one would make an
    /// error about a deeply nested element as long as the nesting.
    static let maxPathLength = 300

    /// `path`, or for a path longer than `maxPathLength` its start and its end around `…`.
    static func shortened(_ path: String) -> String {
        guard path.utf8.count > maxPathLength, path.unicodeScalars.count > maxPathLength else { return path }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: path.unicodeScalars.prefix(80))
        out.append("…")
        out.append(contentsOf: path.unicodeScalars.suffix(maxPathLength - 100))
        return String(out)
    }

    // MARK: Scalars

    mutating func number(_ node: FixtureNode, _ path: FixtureKeyPath, allowInfinity: Bool = false) -> Double? {
        if case .scalar(let s) = node {
            let text = s.string.lowercased()
            if allowInfinity, ["inf", ".inf", "infinity", "+inf", "+.inf"].contains(text) { return .infinity }
            if s.style == .plain || s.style == .any || Double(text) != nil, let v = Double(text), v.isFinite {
                return v
            }
            if FixtureReader.isNonFinite(text) {
                fail(node, path, "expected a finite number\(allowInfinity ? " or inf" : ""), found \(FixtureReader.describe(node)) "
                     + "(NaN, infinities and numbers beyond ±1.8e308 are not accepted)")
                return nil
            }
        }
        fail(node, path, allowInfinity ? "expected a number or inf, found \(FixtureReader.describe(node))"
                                       : "expected a number, found \(FixtureReader.describe(node))")
        return nil
    }

    mutating func nonNegative(_ node: FixtureNode, _ path: FixtureKeyPath) -> Double? {
        guard let v = number(node, path) else { return nil }
        guard v >= 0 else { fail(node, path, "expected a number ≥ 0, found \(LayoutFormat.number(v))"); return nil }
        return v
    }

    mutating func integer(_ node: FixtureNode, _ path: FixtureKeyPath, min lower: Int = 0) -> Int? {
        if case .scalar(let s) = node, let v = Int(s.string), v >= lower { return v }
        fail(node, path, "expected a whole number ≥ \(lower), found \(FixtureReader.describe(node))")
        return nil
    }

    mutating func bool(_ node: FixtureNode, _ path: FixtureKeyPath) -> Bool? {
        if case .scalar(let s) = node {
            switch s.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        fail(node, path, "expected true or false, found \(FixtureReader.describe(node))")
        return nil
    }

    /// YAML's and Swift's spellings of NaN and the infinities, and numerals too large for a Double.
    static func isNonFinite(_ text: String) -> Bool {
        if [".nan", "nan", ".inf", "-.inf", "+.inf", "inf", "-inf", "+inf", "infinity", "-infinity"].contains(text) { return true }
        return Double(text).map { !$0.isFinite } ?? false
    }

    mutating func string(_ node: FixtureNode, _ path: FixtureKeyPath) -> String? {
        if case .scalar(let s) = node {
            let bytes = s.string.utf8.count
            guard bytes <= FixtureReader.maxStringBytes else {
                fail(node, path, "a string may hold at most \(FixtureReader.maxStringBytes) bytes of UTF-8; this one holds \(bytes)")
                return nil
            }
            if let problem = TextLimits.problem(in: s.string) {
                fail(node, path, problem)
                return nil
            }
            stringBytesRead += bytes
            return s.string
        }
        fail(node, path, "expected a string, found \(FixtureReader.describe(node))")
        return nil
    }

    mutating func nonEmptyString(_ node: FixtureNode, _ path: FixtureKeyPath) -> String? {
        guard let s = string(node, path) else { return nil }
        guard !s.isEmpty else { fail(node, path, "expected a non-empty string"); return nil }
        return s
    }

    /// One of `T`'s cases, by its name; the error lists the names in `T`'s order.
    mutating func choice<T: CaseIterable & RawRepresentable<String>>(_ node: FixtureNode, _ path: FixtureKeyPath, _ type: T.Type) -> T? {
        if case .scalar(let s) = node, let value = T(rawValue: s.string) { return value }
        fail(node, path, "expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), found \(FixtureReader.describe(node))")
        return nil
    }

    mutating func list(_ node: FixtureNode, _ path: FixtureKeyPath) -> [FixtureNode]? {
        if case .sequence(let seq) = node { return Array(seq) }
        fail(node, path, "expected a list, found \(FixtureReader.describe(node))")
        return nil
    }

    /// `[a, b]` of numbers.
    mutating func pair(_ node: FixtureNode, _ path: FixtureKeyPath, what: String = "[x, y]") -> (Double, Double)? {
        guard case .sequence(let seq) = node, seq.count == 2 else {
            fail(node, path, "expected \(what), found \(FixtureReader.describe(node))")
            return nil
        }
        let items = Array(seq)
        guard let a = number(items[0], path.index(0)), let b = number(items[1], path.index(1)) else { return nil }
        return (a, b)
    }

    mutating func size(_ node: FixtureNode, _ path: FixtureKeyPath) -> Size? {
        guard let (w, h) = pair(node, path, what: "[width, height]") else { return nil }
        guard w >= 0, h >= 0 else {
            fail(node, path, "expected sizes ≥ 0, found [\(LayoutFormat.number(w)), \(LayoutFormat.number(h))]")
            return nil
        }
        return Size(width: w, height: h)
    }

    /// A length or `auto`: `auto` gives ∞ (unbounded) here.
    mutating func lengthOrAuto(_ node: FixtureNode, _ path: FixtureKeyPath) -> Double? {
        if case .scalar(let s) = node, s.string == "auto" { return .infinity }
        guard let v = number(node, path) else { return nil }
        guard v >= 0 else { fail(node, path, "expected a number ≥ 0 or auto, found \(LayoutFormat.number(v))"); return nil }
        return v
    }

    /// A dimension: points, `"50%"`, `"12pt"` or `"auto"`.
    mutating func dimension(_ node: FixtureNode, _ path: FixtureKeyPath) -> Dimension? {
        if case .scalar(let s) = node, let d = Dimension(parsing: s.string) {
            switch d {
            case .points(let v) where v < 0:
                break
            case .fraction(let f) where f < 0 || f > 1:
                break
            default:
                return d
            }
        }
        fail(node, path, "expected a number of points ≥ 0, a percentage from 0% to 100% or auto, found \(FixtureReader.describe(node))")
        return nil
    }

    /// `[top, left, bottom, right]` or one number for all four.
    mutating func insets(_ node: FixtureNode, _ path: FixtureKeyPath, allowInfinity: Bool) -> EdgeInsets? {
        if case .scalar = node {
            guard let v = number(node, path, allowInfinity: allowInfinity) else { return nil }
            return EdgeInsets(all: v)
        }
        guard case .sequence(let seq) = node, seq.count == 4 else {
            fail(node, path, "expected [top, left, bottom, right] or one number, found \(FixtureReader.describe(node))")
            return nil
        }
        let items = Array(seq)
        var v: [Double] = []
        for (i, item) in items.enumerated() {
            guard let n = number(item, path.index(i), allowInfinity: allowInfinity) else { return nil }
            v.append(n)
        }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// Insets as `insets(_:_:allowInfinity:)` reads them, none of them below zero.
    mutating func nonNegativeInsets(_ node: FixtureNode, _ path: FixtureKeyPath) -> EdgeInsets? {
        guard let i = insets(node, path, allowInfinity: false) else { return nil }
        guard min(i.top, i.left, i.bottom, i.right) >= 0 else {
            fail(node, path, "expected insets ≥ 0, found [\([i.top, i.left, i.bottom, i.right].map { LayoutFormat.number($0) }.joined(separator: ", "))]"
                 + " (top, left, bottom, right)")
            return nil
        }
        return i
    }

    mutating func color(_ node: FixtureNode, _ path: FixtureKeyPath) -> Color? {
        if case .scalar(let s) = node, let c = ColorParser.parse(s.string) { return c }
        fail(node, path, "expected a colour (#RGB, #RRGGBB, #RRGGBBAA or a CSS name), found \(FixtureReader.describe(node))")
        return nil
    }
}
