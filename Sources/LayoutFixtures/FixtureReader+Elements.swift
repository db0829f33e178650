import LayoutSupport
import LayoutEngine
import LayoutGeometry
import Yams

extension FixtureReader {
    /// The deepest element nesting a file may use.
    public static let maxDepth = 10_000

    /// Stack a level of nesting may take, read, built, laid out, drawn and written, in bytes, with
    /// room to spare: 10,000 levels (`deep.json` of the hardening tests) needed 384–448 MiB in a
    /// debug build and 96–112 MiB in a release build (`check`, `layout --json`, `render` with
    /// overlays), so about 45 KiB and 11 KiB a level.
    #if DEBUG
    static let stackPerLevel = 64 << 10
    #else
    static let stackPerLevel = 16 << 10
    #endif

    /// How deep elements may nest on the calling thread: `maxDepth`, or less when its stack is
    /// smaller than a full one (a thread started where the full size could not be had).
    public static func depthLimit(stackSize: Int = WorkerThread.currentStackSize()) -> Int {
        min(maxDepth, max(16, stackSize / stackPerLevel))
    }

    /// The keys every node kind takes (`scroll`, `table` and `collection` all but `layout`).
    static let nodeKeys: Set<String> = [
        "debugName", "intrinsicSize", "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "maskedCorners",
        "clipsToBounds", "alpha", "hidden", "hitTestSlop", "style", "layout",
    ]
    /// The keys every spec kind takes.
    static let specKeys: Set<String> = ["debugName", "style"]

    static let styleKeys: Set<String> = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender",
        "layoutPosition",
    ]

    /// Reads one element: a map with exactly one kind key whose value holds the kind's keys.
    mutating func element(_ node: FixtureNode, _ path: FixtureKeyPath, depth: Int = 0) -> ElementDescription? {
        guard depth < depthLimit else {
            if depthLimit < FixtureReader.maxDepth {
                fail(node, path, "elements nest deeper than \(depthLimit) levels, the most this thread's stack of "
                     + "\(WorkerThread.currentStackSize() >> 20) MiB holds (\(FixtureReader.maxDepth) with a full one)")
            } else {
                fail(node, path, "elements nest deeper than \(FixtureReader.maxDepth) levels")
            }
            return nil
        }
        deepest = max(deepest, depth + 1)
        guard countElement(node, path) else { return nil }
        guard let entries = map(node, path, what: "an element (a map with one kind key such as stack, node or text)") else {
            return nil
        }
        guard entries.count == 1, let (kind, body) = entries.first else {
            let keys = entries.map(\.key).joined(separator: ", ")
            fail(node, path, "an element has exactly one kind key (one of: \(FixtureReader.kindList)), found \(entries.isEmpty ? "none" : keys)")
            return nil
        }
        let kindPath = path.key(kind).anchored
        guard let kindType = FixtureReader.kinds[kind] else {
            fail(body, kindPath, "unknown element kind (expected one of: \(FixtureReader.kindList))")
            return nil
        }
        let allowed = kindType.keys
        // A kind that may be empty takes a bare null (`spacer:`) as well as `{}`.
        var props: [(key: String, value: FixtureNode)] = []
        if case .scalar(let s) = body, ["", "~", "null"].contains(s.string), kindType.mayBeEmpty {
            props = []
        } else {
            guard let p = map(body, kindPath, what: "the \(kind) element's keys (a map)") else { return nil }
            props = p
        }
        rejectUnknown(props, allowed: allowed, kindPath, context: "a \(kind) element")
        let value = FixtureFields(entries: props)
        let errorCount = errors.count
        var desc = ElementDescription(kind: SpacerDescription(), location: kindPath)
        if let n = value["debugName"] { desc.debugName = string(n, kindPath.key("debugName")) }
        if let s = value["style"] { desc.style = style(s, kindPath.key("style")) }
        if allowed.contains("intrinsicSize") {
            desc.node = nodeProperties(props, kindPath)
            if let color = kindType.defaultBackgroundColor, desc.node?.backgroundColor == nil { desc.node?.backgroundColor = color }
            if let l = value["layout"] { desc.layout = element(l, kindPath.key("layout"), depth: depth + 1).map(Box.init) }
        }
        guard let k = kindType.read(&self, ElementFields(fields: value, path: kindPath, node: body, depth: depth)) else { return nil }
        desc.kind = k
        return errors.count == errorCount ? desc : nil
    }

    /// The element under `key`, which the kind needs.
    mutating func child(_ e: ElementFields, _ key: String) -> ElementDescription? {
        guard let n = e[key] else {
            fail(e.node, e.path.key(key), "missing: this element needs a `\(key)` element")
            return nil
        }
        return element(n, e.path.key(key), depth: e.depth + 1)
    }

    /// The elements of `children`: nil after an error, and when the list is `required` and missing.
    mutating func children(_ e: ElementFields, required: Bool = true) -> [ElementDescription]? {
        guard let n = e["children"] else {
            if required { fail(e.node, e.path.key("children"), "missing: this element needs a `children` list") }
            return required ? nil : []
        }
        let path = e.path.key("children").anchored
        guard let items = list(n, path) else { return nil }
        var out: [ElementDescription] = []
        var ok = true
        for (i, item) in items.enumerated() {
            if let e = element(item, path.index(i), depth: e.depth + 1) { out.append(e) } else { ok = false }
        }
        return ok ? out : nil
    }

    /// The value of `key` read by `read`: `.some(nil)` when the map has no `key`, nil after an error.
    mutating func optional<T>(_ e: ElementFields, _ key: String, _ read: (inout FixtureReader, FixtureNode, FixtureKeyPath) -> T?) -> T?? {
        guard let n = e[key] else { return .some(nil) }
        guard let r = read(&self, n, e.path.key(key)) else { return nil }
        return .some(r)
    }

    /// The name under `key` of one of `T`'s cases, `fallback` when the map has no `key`, nil after an error.
    mutating func choice<T: CaseIterable & RawRepresentable<String>>(_ e: ElementFields, _ key: String, default fallback: T) -> T? {
        guard let n = e[key] else { return fallback }
        return choice(n, e.path.key(key), T.self)
    }

    mutating func style(_ node: FixtureNode, _ path: FixtureKeyPath) -> LayoutStyle {
        var s = LayoutStyle()
        guard let entries = map(node, path) else { return s }
        rejectUnknown(entries, allowed: FixtureReader.styleKeys, path, context: "style")
        for (key, value) in entries {
            let p = path.key(key)
            switch key {
            case "width": if let d = dimension(value, p) { s.width = d }
            case "height": if let d = dimension(value, p) { s.height = d }
            case "minWidth": if let d = dimension(value, p) { s.minWidth = d }
            case "maxWidth": if let d = dimension(value, p) { s.maxWidth = d }
            case "minHeight": if let d = dimension(value, p) { s.minHeight = d }
            case "maxHeight": if let d = dimension(value, p) { s.maxHeight = d }
            case "preferredSize": if let z = size(value, p) { s.preferredSize = z }
            case "minSize": if let z = size(value, p) { s.minSize = z }
            case "maxSize": if let z = size(value, p) { s.maxSize = z }
            case "spacingBefore": if let v = number(value, p) { s.spacingBefore = v }
            case "spacingAfter": if let v = number(value, p) { s.spacingAfter = v }
            case "flexGrow": if let v = nonNegative(value, p) { s.flexGrow = v }
            case "flexShrink": if let v = nonNegative(value, p) { s.flexShrink = v }
            case "flexBasis": if let d = dimension(value, p) { s.flexBasis = d }
            case "alignSelf":
                if let a = choice(value, p, AlignSelf.self) { s.alignSelf = a }
            case "ascender": if let v = number(value, p) { s.ascender = v }
            case "descender": if let v = number(value, p) { s.descender = v }
            case "layoutPosition": if let (x, y) = pair(value, p) { s.layoutPosition = Point(x: x, y: y) }
            default: break
            }
        }
        return s
    }

    /// A node's own properties, read in file order (so are their errors).
    private mutating func nodeProperties(_ entries: [(key: String, value: FixtureNode)], _ path: FixtureKeyPath) -> NodeProperties {
        var n = NodeProperties()
        for (key, value) in entries {
            let p = path.key(key)
            switch key {
            case "intrinsicSize": n.intrinsicSize = size(value, p)
            case "backgroundColor": n.backgroundColor = color(value, p)
            case "borderColor": n.borderColor = color(value, p)
            case "borderWidth": if let x = nonNegative(value, p) { n.borderWidth = x }
            case "cornerRadius": if let x = nonNegative(value, p) { n.cornerRadius = x }
            case "maskedCorners":
                if let items = list(value, p) {
                    var corners = RoundedCorners()
                    for (i, item) in items.enumerated() {
                        if let corner = choice(item, p.index(i), MaskedCorner.self) { corners.insert(corner.corners) }
                    }
                    n.maskedCorners = corners
                }
            case "clipsToBounds": if let x = bool(value, p) { n.clipsToBounds = x }
            case "alpha":
                if let x = number(value, p) {
                    if x < 0 || x > 1 { fail(value, p, "expected an alpha from 0 to 1, found \(LayoutFormat.number(x))") } else { n.alpha = x }
                }
            case "hidden": if let x = bool(value, p) { n.hidden = x }
            case "hitTestSlop": if let x = insets(value, p, allowInfinity: false) { n.hitTestSlop = x }
            default: break
            }
        }
        return n
    }
}

/// A corner a node's corner radius rounds (`maskedCorners`), by its fixture-format name.
enum MaskedCorner: String, CaseIterable {
    /// The top-left corner.
    case topLeft
    /// The top-right corner.
    case topRight
    /// The bottom-left corner.
    case bottomLeft
    /// The bottom-right corner.
    case bottomRight

    /// The corner as the engine's corner set.
    var corners: RoundedCorners {
        switch self {
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}
