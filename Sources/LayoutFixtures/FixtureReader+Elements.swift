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

    static let nodeKeys: Set<String> = [
        "debugName", "intrinsicSize", "backgroundColor", "borderColor", "borderWidth", "cornerRadius", "maskedCorners",
        "clipsToBounds", "alpha", "hidden", "hitTestSlop", "style", "layout",
    ]
    static let specKeys: Set<String> = ["debugName", "style"]

    static let kindKeys: [String: Set<String>] = [
        "node": nodeKeys,
        "control": nodeKeys,
        "text": nodeKeys.union(["text", "runs", "font", "color", "lineHeight", "lineSpacing", "paragraphSpacing",
                                "paragraphSpacingBefore", "shadow", "textContainerInset", "maximumNumberOfLines",
                                "truncation", "truncationRuns", "truncationMode", "alignment", "links", "linkColor",
                                "linkUnderline"]),
        "image": nodeKeys.union(["image", "contentMode", "cropRect", "forceUpscaling", "forcedSize", "roundBorder", "tint", "templateTint", "capInsets"]),
        "button": nodeKeys.union(["title", "titles", "font", "color", "titleColors", "backgroundColors", "image",
                                  "images", "contentSpacing", "laysOutHorizontally", "contentEdgeInsets", "state"]),
        "networkImage": nodeKeys.union(["url", "contentMode", "placeholderColor"]),
        "video": nodeKeys.union(["url"]),
        "map": nodeKeys.union(["center", "span"]),
        "editableText": nodeKeys.union(["text", "placeholder", "font", "color", "placeholderColor",
                                        "textContainerInset", "maximumNumberOfLines"]),
        "scroll": nodeKeys.subtracting(["layout"]).union(["scrollDirection", "contentOffset", "content"]),
        "cell": nodeKeys.union(["separatorInset"]),
        "table": nodeKeys.subtracting(["layout"]).union(["sections", "separators", "separatorColor", "contentInset", "contentOffset"]),
        "collection": nodeKeys.subtracting(["layout"]).union(["sections", "scrollDirection", "itemSize", "contentInset", "contentOffset",
                                                             "sectionHeadersPinToVisibleBounds"]).union(flowSpacingKeys),
        "spacer": specKeys,
        "wrapper": specKeys.union(["child", "children"]),
        "inset": specKeys.union(["insets", "child"]),
        "overlay": specKeys.union(["child", "overlay"]),
        "background": specKeys.union(["child", "background"]),
        "center": specKeys.union(["centering", "sizing", "child"]),
        "ratio": specKeys.union(["ratio", "child"]),
        "relative": specKeys.union(["horizontal", "vertical", "sizing", "child"]),
        "stack": specKeys.union(["direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
                                 "lineSpacing", "horizontalAlignment", "verticalAlignment", "children"]),
        "absolute": specKeys.union(["sizing", "children"]),
        "corner": specKeys.union(["child", "corner", "location", "offset", "wrapsCorner"]),
    ]

    static let styleKeys: Set<String> = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender",
        "layoutPosition",
    ]

    /// Reads one element: a map with exactly one kind key whose value holds the kind's keys.
    mutating func element(_ node: FixtureNode, _ path: String, depth: Int = 0) -> ElementDescription? {
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
            fail(node, path, "an element has exactly one kind key (one of: \(FixtureReader.kindKeys.keys.sorted().joined(separator: ", "))), found \(entries.isEmpty ? "none" : keys)")
            return nil
        }
        let kindPath = join(path, kind)
        guard let allowed = FixtureReader.kindKeys[kind] else {
            fail(body, kindPath, "unknown element kind (expected one of: \(FixtureReader.kindKeys.keys.sorted().joined(separator: ", ")))")
            return nil
        }
        // `spacer: {}` and a bare `spacer:` (null) are both fine.
        var props: [(key: String, value: FixtureNode)] = []
        if case .scalar(let s) = body, ["", "~", "null"].contains(s.string), ["spacer", "node", "control", "cell"].contains(kind) {
            props = []
        } else {
            guard let p = map(body, kindPath, what: "the \(kind) element's keys (a map)") else { return nil }
            props = p
        }
        rejectUnknown(props, allowed: allowed, kindPath, context: "a \(kind) element")
        let value = FixtureFields(entries: props)
        let errorCount = errors.count
        var desc = ElementDescription(kind: .spacer, keyPath: kindPath)
        if let n = value["debugName"] { desc.debugName = string(n, join(kindPath, "debugName")) }
        if let s = value["style"] { desc.style = style(s, join(kindPath, "style")) }
        if allowed.contains("intrinsicSize") {
            desc.node = nodeProperties(props, kindPath)
            // Texture's table and collection nodes start white, as their views do.
            if kind == "table" || kind == "collection", desc.node?.backgroundColor == nil { desc.node?.backgroundColor = .white }
            if let l = value["layout"] { desc.layout = element(l, join(kindPath, "layout"), depth: depth + 1).map(Box.init) }
        }
        guard let k = kindValue(kind, value, kindPath, node: body, depth: depth) else { return nil }
        desc.kind = k
        return errors.count == errorCount ? desc : nil
    }

    mutating func child(_ value: FixtureFields, _ key: String, _ path: String, node: FixtureNode, depth: Int) -> ElementDescription? {
        guard let n = value[key] else {
            fail(node, join(path, key), "missing: this element needs a `\(key)` element")
            return nil
        }
        return element(n, join(path, key), depth: depth + 1)
    }

    private mutating func children(_ value: FixtureFields, _ path: String, node: FixtureNode, depth: Int, required: Bool = true) -> [ElementDescription]? {
        guard let n = value["children"] else {
            if required { fail(node, join(path, "children"), "missing: this element needs a `children` list") }
            return required ? nil : []
        }
        guard let items = list(n, join(path, "children")) else { return nil }
        var out: [ElementDescription] = []
        var ok = true
        for (i, item) in items.enumerated() {
            if let e = element(item, "\(join(path, "children"))[\(i)]", depth: depth + 1) { out.append(e) } else { ok = false }
        }
        return ok ? out : nil
    }

    private mutating func kindValue(_ kind: String, _ v: FixtureFields, _ path: String, node: FixtureNode, depth: Int) -> ElementDescription.Kind? {
        func opt<T>(_ key: String, _ read: (inout FixtureReader, FixtureNode, String) -> T?) -> T?? {
            guard let n = v[key] else { return .some(nil) }
            guard let r = read(&self, n, join(path, key)) else { return nil }
            return .some(r)
        }
        switch kind {
        case "node": return .node
        case "control": return .control
        case "spacer": return .spacer
        case "text": return textKind(v, path, node: node)
        case "image": return imageKind(v, path, node: node)
        case "button": return buttonKind(v, path)
        case "networkImage", "video": return mediaKind(kind, v, path)
        case "map": return mapKind(v, path)
        case "editableText": return editableTextKind(v, path)
        case "cell":
            guard let inset = opt("separatorInset", { $0.nonNegativeInsets($1, $2) }) else { return nil }
            return .cell(separatorInset: inset ?? .zero)
        case "table": return tableKind(v, path, node: node, depth: depth)
        case "collection": return collectionKind(v, path, node: node, depth: depth)
        case "scroll":
            guard let props = scrollProperties(v, path) else { return nil }
            guard v["content"] != nil else { return .scroll(props, content: nil) }
            guard let c = child(v, "content", path, node: node, depth: depth) else { return nil }
            return .scroll(props, content: c)
        case "wrapper":
            if v["child"] != nil && v["children"] != nil {
                fail(node, path, "a wrapper takes `child` or `children`, not both")
                return nil
            }
            if v["child"] != nil {
                guard let c = child(v, "child", path, node: node, depth: depth) else { return nil }
                return .wrapper(children: [c])
            }
            guard let cs = children(v, path, node: node, depth: depth) else { return nil }
            return .wrapper(children: cs)
        case "inset":
            guard let insetsNode = v["insets"] else { fail(node, join(path, "insets"), "missing: an inset needs `insets`"); return nil }
            let insets = self.insets(insetsNode, join(path, "insets"), allowInfinity: true)
            let c = child(v, "child", path, node: node, depth: depth)
            guard let insets, let c else { return nil }
            return .inset(insets: insets, child: c)
        case "overlay", "background":
            let c = child(v, "child", path, node: node, depth: depth)
            let o = child(v, kind, path, node: node, depth: depth)
            guard let c, let o else { return nil }
            return kind == "overlay" ? .overlay(child: c, overlay: o) : .background(child: c, background: o)
        case "center":
            guard let centering = opt("centering", { $0.choice($1, $2, ["none", "x", "y", "xy"]) }),
                  let sizing = opt("sizing", { $0.choice($1, $2, ["default", "minimumX", "minimumY", "minimumXY"]) }),
                  let c = child(v, "child", path, node: node, depth: depth) else { return nil }
            return .center(centering: centering ?? "none", sizing: sizing ?? "default", child: c)
        case "ratio":
            guard let rn = v["ratio"] else { fail(node, join(path, "ratio"), "missing: a ratio spec needs `ratio` (height / width)"); return nil }
            let r = number(rn, join(path, "ratio"))
            let c = child(v, "child", path, node: node, depth: depth)
            guard let r, let c else { return nil }
            guard r > 0 else { fail(rn, join(path, "ratio"), "expected a ratio > 0 (height / width), found \(LayoutFormat.number(r))"); return nil }
            return .ratio(ratio: r, child: c)
        case "relative":
            let positions = ["none", "start", "center", "end"]
            guard let h = opt("horizontal", { $0.choice($1, $2, positions) }),
                  let vert = opt("vertical", { $0.choice($1, $2, positions) }),
                  let sizing = opt("sizing", { $0.choice($1, $2, ["default", "minimumWidth", "minimumHeight", "minimumSize"]) }),
                  let c = child(v, "child", path, node: node, depth: depth) else { return nil }
            return .relative(horizontal: h ?? "none", vertical: vert ?? "none", sizing: sizing ?? "default", child: c)
        case "stack":
            guard let props = stackProperties(v, path), let cs = children(v, path, node: node, depth: depth, required: false) else { return nil }
            return .stack(props, children: cs)
        case "absolute":
            guard let sizing = opt("sizing", { $0.choice($1, $2, ["default", "sizeToFit"]) }),
                  let cs = children(v, path, node: node, depth: depth, required: false) else { return nil }
            return .absolute(sizing: sizing ?? "default", children: cs)
        case "corner":
            guard let location = opt("location", { $0.choice($1, $2, ["topLeft", "topRight", "bottomLeft", "bottomRight"]) }),
                  let offset = opt("offset", { $0.pair($1, $2) }),
                  let wraps = opt("wrapsCorner", { $0.bool($1, $2) }) else { return nil }
            let c = child(v, "child", path, node: node, depth: depth)
            let corner = child(v, "corner", path, node: node, depth: depth)
            guard let c, let corner else { return nil }
            return .corner(location: location ?? "topRight", offset: offset.map { Point(x: $0.0, y: $0.1) } ?? .zero,
                           wrapsCorner: wraps ?? false, child: c, corner: corner)
        default:
            fail(node, path, "unknown element kind")
            return nil
        }
    }

    private mutating func stackProperties(_ v: FixtureFields, _ path: String) -> StackProperties? {
        var p = StackProperties()
        let before = errors.count
        func read(_ key: String, _ allowed: [String], _ apply: (inout StackProperties, String) -> Void) {
            if let n = v[key], let s = choice(n, join(path, key), allowed) { apply(&p, s) }
        }
        read("direction", ["vertical", "horizontal"]) { $0.direction = $1 }
        read("justifyContent", ["start", "center", "end", "spaceBetween", "spaceAround"]) { $0.justifyContent = $1 }
        read("alignItems", ["start", "end", "center", "stretch", "baselineFirst", "baselineLast", "notSet"]) { $0.alignItems = $1 }
        read("flexWrap", ["noWrap", "wrap"]) { $0.flexWrap = $1 }
        read("alignContent", ["start", "end", "center", "spaceBetween", "spaceAround", "stretch"]) { $0.alignContent = $1 }
        read("horizontalAlignment", ["none", "left", "middle", "right"]) { $0.horizontalAlignment = $1 }
        read("verticalAlignment", ["none", "top", "middle", "bottom"]) { $0.verticalAlignment = $1 }
        if let n = v["spacing"], let s = number(n, join(path, "spacing")) { p.spacing = s }
        if let n = v["lineSpacing"], let s = number(n, join(path, "lineSpacing")) { p.lineSpacing = s }
        return errors.count == before ? p : nil
    }

    mutating func style(_ node: FixtureNode, _ path: String) -> LayoutStyle {
        var s = LayoutStyle()
        guard let entries = map(node, path) else { return s }
        rejectUnknown(entries, allowed: FixtureReader.styleKeys, path, context: "style")
        for (key, value) in entries {
            let p = join(path, key)
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
                if let v = choice(value, p, AlignSelf.allCases.map(\.rawValue)), let a = AlignSelf(rawValue: v) { s.alignSelf = a }
            case "ascender": if let v = number(value, p) { s.ascender = v }
            case "descender": if let v = number(value, p) { s.descender = v }
            case "layoutPosition": if let (x, y) = pair(value, p) { s.layoutPosition = Point(x: x, y: y) }
            default: break
            }
        }
        return s
    }

    /// A node's own properties, read in file order (so are their errors).
    private mutating func nodeProperties(_ entries: [(key: String, value: FixtureNode)], _ path: String) -> NodeProperties {
        var n = NodeProperties()
        for (key, value) in entries {
            let p = join(path, key)
            switch key {
            case "intrinsicSize": n.intrinsicSize = size(value, p)
            case "backgroundColor": n.backgroundColor = color(value, p)
            case "borderColor": n.borderColor = color(value, p)
            case "borderWidth": if let x = nonNegative(value, p) { n.borderWidth = x }
            case "cornerRadius": if let x = nonNegative(value, p) { n.cornerRadius = x }
            case "maskedCorners":
                if let items = list(value, p) {
                    var corners = RoundedCorners()
                    let names: [String: RoundedCorners] = ["topLeft": .topLeft, "topRight": .topRight,
                                                           "bottomLeft": .bottomLeft, "bottomRight": .bottomRight]
                    for (i, item) in items.enumerated() {
                        if let name = choice(item, "\(p)[\(i)]", ["topLeft", "topRight", "bottomLeft", "bottomRight"]),
                           let corner = names[name] { corners.insert(corner) }
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
