import LayoutEngine
import LayoutGeometry
import Yams

extension FixtureReader {
    static let documentKeys: Set<String> = ["name", "size", "scale", "background", "layoutDirection", "root", "variants", "diff"]
    static let variantKeys: Set<String> = ["name", "size", "scale", "background", "layoutDirection", "root", "diff"]

    /// The settings a document or variant may give, each optional so variants can override.
    struct DocumentParts {
        var name: String?
        var size: SizeRange?
        var sizeLabel: String?
        var scale: Double?
        var background: Color?
        var layoutDirection: LayoutDirection?
        var root: ElementDescription?
        var diff = DiffPolicyOverrides()
    }

    /// Reads the fixtures of one document (one, or one per variant). A bad document yields none,
    /// with its errors recorded; other documents are unaffected.
    mutating func documents(_ node: FixtureNode, _ path: FixtureKeyPath) -> [FixtureDocument] {
        var documents = readDocuments(node, path)
        // The file's deepest nesting so far: at least each document's own.
        for i in documents.indices { documents[i].depth = deepest }
        return documents
    }

    private mutating func readDocuments(_ node: FixtureNode, _ path: FixtureKeyPath) -> [FixtureDocument] {
        guard let entries = map(node, path, what: "a fixture document (a map with name, size, root, …)") else { return [] }
        rejectUnknown(entries, allowed: FixtureReader.documentKeys, path, context: "a fixture document")
        let before = errors.count
        let v = FixtureFields(entries: entries)
        let elementsBefore = elementsRead, bytesBefore = stringBytesRead
        documentStart = (elementsRead, stringBytesRead)
        documentOverBudget = false
        let base = parts(v, path, node: node)
        let baseElements = elementsRead - elementsBefore, baseBytes = stringBytesRead - bytesBefore
        if base.name == nil && v["name"] == nil { fail(node, path.key("name"), "missing: a fixture needs a `name`") }
        if base.root == nil && v["root"] == nil { fail(node, path.key("root"), "missing: a fixture needs a `root` element") }
        if base.size == nil && v["size"] == nil { fail(node, path.key("size"), "missing: a fixture needs a `size` ([width, height])") }
        guard errors.count == before, let name = base.name, let root = base.root, let size = base.size else { return [] }
        let file = self.file
        let nameLine = v["name"]?.line ?? node.line
        let make = { (p: DocumentParts, suffix: String?, line: Int?) -> FixtureDocument in
            var diff = base.diff
            if let t = p.diff.threshold { diff.threshold = t }
            if let m = p.diff.maxDiffPixels { diff.maxDiffPixels = m }
            if let r = p.diff.maxDiffRatio { diff.maxDiffRatio = r }
            var document = FixtureDocument(name: suffix.map { "\(name)@\($0)" } ?? name, size: p.size ?? size,
                                           scale: p.scale ?? base.scale ?? 2,
                                           background: p.background ?? base.background ?? .white,
                                           layoutDirection: p.layoutDirection ?? base.layoutDirection ?? .ltr,
                                           root: p.root ?? root, diffPolicy: diff, sourceFile: file)
            document.line = line
            return document
        }
        guard let variantsNode = v["variants"] else {
            return addFixture(elements: baseElements, stringBytes: baseBytes, node, path) ? [make(DocumentParts(), nil, nameLine)] : []
        }
        guard let items = list(variantsNode, path.key("variants")) else { return [] }
        guard !items.isEmpty else { fail(variantsNode, path.key("variants"), "expected at least one variant"); return [] }
        var out: [FixtureDocument] = []
        var seen = Set<String>()
        for (i, item) in items.enumerated() {
            let p = path.key("variants").index(i)
            guard let ventries = map(item, p, what: "a variant (a partial fixture document)") else { continue }
            rejectUnknown(ventries, allowed: FixtureReader.variantKeys, p, context: "a variant")
            let vv = FixtureFields(entries: ventries)
            let mark = errors.count
            let variantStart = elementsRead, variantBytes = stringBytesRead
            documentStart = (elementsRead, stringBytesRead)
            documentOverBudget = false
            let parts = self.parts(vv, p, node: item)
            guard errors.count == mark else { continue }
            let ownRoot = parts.root != nil
            guard addFixture(elements: ownRoot ? elementsRead - variantStart : baseElements,
                             stringBytes: ownRoot ? stringBytesRead - variantBytes : baseBytes, item, p) else { return [] }
            let suffix = parts.name ?? FixtureReader.variantLabel(parts, index: i)
            guard seen.insert(suffix).inserted else {
                fail(item, p, "two variants are both named \"\(suffix)\"; give them distinct `name`s")
                continue
            }
            out.append(make(parts, suffix, item.line ?? nameLine))
        }
        return out
    }

    /// Counts a fixture's elements towards the file's; false (with an error) when the fixture
    /// alone would take more memory than `FixtureReader.fixtureMemoryBudget`, or (the first time)
    /// once the file's fixtures hold more than `elementLimit`.
    private mutating func addFixture(elements: Int, stringBytes: Int, _ node: FixtureNode, _ path: FixtureKeyPath) -> Bool {
        let estimate = FixtureReader.memoryEstimate(elements: elements, stringBytes: stringBytes)
        guard estimate <= FixtureReader.fixtureMemoryBudget else {
            fail(node, path, "the fixture would take about \(estimate >> 20) MB to lay out and draw (\(elements) elements, "
                 + "\(stringBytes) bytes of strings; aliases count each time they are used), over the "
                 + "\(FixtureReader.fixtureMemoryBudget >> 20) MB a fixture may take; split it into several fixtures")
            return false
        }
        let wasWithin = fixtureElements <= elementLimit
        fixtureElements += elements
        guard fixtureElements <= elementLimit else {
            if wasWithin {
                fail(node, path, "the file's fixtures hold more than \(elementLimit) elements in all "
                     + "(each variant lays the root out again); split the file or drop variants")
            }
            return false
        }
        return true
    }

    /// A name for an unnamed variant, from what it changes: `414`, `414x896`, `3x`, `rtl`.
    static func variantLabel(_ p: DocumentParts, index: Int) -> String {
        var bits: [String] = []
        if let s = p.sizeLabel { bits.append(s) }
        if let s = p.scale { bits.append("\(LayoutFormat.number(s))x") }
        if let d = p.layoutDirection { bits.append(d.rawValue) }
        if let b = p.background { bits.append("bg" + b.hexString.dropFirst()) }
        return bits.isEmpty ? "v\(index + 1)" : bits.joined(separator: "-")
    }

    private mutating func parts(_ v: FixtureFields, _ path: FixtureKeyPath, node: FixtureNode) -> DocumentParts {
        var p = DocumentParts()
        if let n = v["name"], let s = nonEmptyString(n, path.key("name")) {
            if let problem = FixtureName.problem(s) { fail(n, path.key("name"), problem) } else { p.name = s }
        }
        if let n = v["size"] { (p.size, p.sizeLabel) = sizeRange(n, path.key("size")) ?? (nil, nil) }
        if let n = v["scale"], let s = number(n, path.key("scale")) {
            if [1, 2, 3].contains(s) { p.scale = s } else { fail(n, path.key("scale"), "expected a scale of 1, 2 or 3, found \(LayoutFormat.number(s))") }
        }
        if let n = v["background"] { p.background = color(n, path.key("background")) }
        if let n = v["layoutDirection"], let d = choice(n, path.key("layoutDirection"), LayoutDirection.self) { p.layoutDirection = d }
        if let n = v["root"] { p.root = element(n, path.key("root")) }
        if let n = v["diff"] { p.diff = diffOverrides(n, path.key("diff")) }
        return p
    }

    /// `[w, h]` (each a number for an exact axis or `auto` for unbounded), or `{min: [w, h], max: [w, h]}`.
    private mutating func sizeRange(_ node: FixtureNode, _ path: FixtureKeyPath) -> (SizeRange, String)? {
        if case .sequence(let seq) = node, seq.count == 2 {
            let items = Array(seq)
            guard let w = lengthOrAuto(items[0], path.index(0)), let h = lengthOrAuto(items[1], path.index(1)) else { return nil }
            let range = SizeRange(min: Size(width: w.isFinite ? w : 0, height: h.isFinite ? h : 0), max: Size(width: w, height: h))
            let label = h.isFinite ? "\(LayoutFormat.number(w.isFinite ? w : 0))x\(LayoutFormat.number(h))" : LayoutFormat.number(w.isFinite ? w : 0)
            return (range, w.isFinite ? label : "autox\(LayoutFormat.number(h))")
        }
        if case .mapping = node, let entries = map(node, path) {
            rejectUnknown(entries, allowed: ["min", "max"], path, context: "a size range")
            let v = FixtureFields(entries: entries)
            var lo = Size.zero, hi = Size.infinite
            if let n = v["min"] {
                guard case .sequence(let s) = n, s.count == 2 else { fail(n, path.key("min"), "expected [width, height]"); return nil }
                let items = Array(s)
                guard let w = number(items[0], path.key("min").index(0)), let h = number(items[1], path.key("min").index(1)) else { return nil }
                guard w >= 0, h >= 0 else { fail(n, path.key("min"), "expected sizes ≥ 0"); return nil }
                lo = Size(width: w, height: h)
            }
            if let n = v["max"] {
                guard case .sequence(let s) = n, s.count == 2 else { fail(n, path.key("max"), "expected [width, height]"); return nil }
                let items = Array(s)
                guard let w = lengthOrAuto(items[0], path.key("max").index(0)), let h = lengthOrAuto(items[1], path.key("max").index(1)) else { return nil }
                hi = Size(width: w, height: h)
            }
            guard lo.width <= hi.width, lo.height <= hi.height else {
                fail(node, path, "the minimum size must not exceed the maximum")
                return nil
            }
            let label = "\(LayoutFormat.number(lo.width))-\(LayoutFormat.number(hi.width))"
            return (SizeRange(min: lo, max: hi), label)
        }
        fail(node, path, "expected [width, height] (numbers or auto) or {min: [w, h], max: [w, h]}, found \(FixtureReader.describe(node))")
        return nil
    }
}

/// Rules for fixture names, which become file paths under `Baselines/` and `Reports/`.
public enum FixtureName {
    /// Why `name` cannot be a fixture name, or nil when it can. Names are `/`-separated segments of
    /// letters, digits, and `-_.@+ =,()` (plus any non-ASCII letters); no empty, `.` or `..`
    /// segment, no leading `/`, at most 200 characters.
    public static func problem(_ name: String) -> String? {
        if name.count > 200 { return "a fixture name may have at most 200 characters" }
        if name.hasPrefix("/") { return "a fixture name must not start with / (it becomes a path under Baselines/)" }
        for segment in name.split(separator: "/", omittingEmptySubsequences: false) {
            if segment.isEmpty { return "a fixture name must not contain an empty segment (//) or end with /" }
            if segment == "." || segment == ".." { return "a fixture name must not contain . or .. segments" }
            for scalar in segment.unicodeScalars {
                let ok = scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
                    || "-_.@+ =,()".unicodeScalars.contains(scalar)
                if !ok || scalar.properties.generalCategory == .control {
                    return "a fixture name may use letters, digits, spaces and -_.@+=,() between slashes; found \"\(String(scalar).debugDescription.dropFirst().dropLast())\""
                }
            }
        }
        return nil
    }
}
