import Foundation
import LayoutFile
import LayoutLabTestSupport
import Yams

/// Makes fixture files that are wrong in every way a person or a generator could make them wrong,
/// from valid files: damage to the bytes, and changes to the YAML tree (keys swapped, values
/// replaced by extreme ones, elements nested or repeated, aliases), written back as YAML or JSON.
enum FixtureMutator {
    /// Keys of the fixture format, for swapping one for another.
    static let keys = ["name", "size", "scale", "root", "variants", "diff", "background", "layoutDirection", "stack", "node",
                       "text", "image", "inset", "overlay", "background", "center", "ratio", "relative", "absolute",
                       "corner", "wrapper", "spacer", "button", "scroll", "cell", "children", "child", "insets", "style",
                       "width", "height", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "layout", "alpha",
                       "backgroundColor", "cornerRadius", "clipsToBounds", "hitTestSlop", "runs", "font", "intrinsicSize",
                       "contentMode", "cropRect", "pattern", "content", "contentOffset", "titles", "state", "table", "collection",
                       "sections", "rows", "items", "header", "footer", "itemSize", "scrollDirection", "<<", ""]

    /// Scalars that break readers: extreme numbers, YAML's special values, hostile strings.
    static let scalars = ["0", "-1", "-0", "1e308", "-1e308", "1e400", "4.9e-324", ".nan", ".inf", "-.inf", "nan", "inf", "",
                          "~", "null", "true", "no", "0x10", "99999999999999999999999", "1_000", "50%", "-50%", "1000%",
                          "auto", "12pt", "#GGGGGG", "#1234", "<script>alert(1)</script>", "\"'&<>", "../../../etc/passwd",
                          "/etc/passwd", "a/../b", "CON", "a\u{202E}b", "\u{0}", "\u{7}\u{1B}[31m", "tab\there", "line\nbreak",
                          "😀👍🏽", "x:y", String(repeating: "W", count: 5000), "images/nothere.png", "images/"]

    /// A mutated copy of `text` (a valid fixture file), as the bytes of a YAML or JSON file.
    static func mutate(_ text: String, with rng: inout FuzzRandom) -> String {
        if rng.below(4) == 0 {
            var bytes = Array(text.utf8)
            switch rng.below(4) {
            case 0: FuzzRandom.flipBits(&bytes, &rng)
            case 1: bytes = Array(bytes.prefix(rng.below(bytes.count + 1)))
            case 2: FuzzRandom.setInterestingBytes(&bytes, &rng)
            default: bytes += Array(text.utf8.dropFirst(rng.below(bytes.count + 1)))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard var node = try? Yams.compose(yaml: text) else { return text }
        for _ in 0...rng.below(1) { node = mutate(node, with: &rng) }
        if rng.below(2) == 0 { return json(node) }
        return (try? Yams.serialize(node: node)) ?? text
    }

    /// One structural change at a random place in the tree.
    static func mutate(_ root: Node, with rng: inout FuzzRandom) -> Node {
        var paths: [[Int]] = []
        collect(root, [], into: &paths)
        let target = paths[rng.below(paths.count)]
        if rng.below(8) == 0, paths.count > 2 {
            // An alias: anchor an earlier node and refer to it from a later one outside it.
            let i = rng.below(paths.count - 1), source = paths[i]
            let after = paths[(i + 1)...].filter { !$0.starts(with: source) }
            if !after.isEmpty {
                let later = after[after.startIndex + rng.below(after.count)]
                // Nodes hold their anchor weakly; the alias holds it, so it lives until written.
                let name = Anchor(rawValue: "a")
                let anchored = update(root, at: source) { anchor($0, name) }
                return update(anchored, at: later) { _ in .alias(Node.Alias(name)) }
            }
        }
        return update(root, at: target) { node in change(node, with: &rng) }
    }

    private static func change(_ node: Node, with rng: inout FuzzRandom) -> Node {
        switch rng.below(9) {
        case 0, 1: return .scalar(Node.Scalar(scalars[rng.below(scalars.count)]))
        case 2:
            guard case .mapping(var m) = node, !m.isEmpty else { return node }
            let pairs = Array(m)
            let i = rng.below(pairs.count)
            var changed = pairs.map { ($0.key, $0.value) }
            if rng.below(3) == 0 { changed.remove(at: i) } else { changed[i].0 = Node(keys[rng.below(keys.count)]) }
            m = Node.Mapping(changed)
            return .mapping(m)
        case 3:
            // Nested deeply: the node wrapped in up to 300 specs.
            var wrapped = node
            for _ in 0..<(1 + rng.below(60)) {
                wrapped = rng.below(2) == 0 ? ["inset": ["insets": "1", "child": wrapped]] : ["stack": ["children": [wrapped]]]
            }
            return wrapped
        case 4:
            // Repeated: a list of up to 200 copies.
            return .sequence(Node.Sequence(Array(repeating: node, count: 1 + rng.below(40))))
        case 5: return .mapping(Node.Mapping([(node, node)]))
        case 6: return .sequence(Node.Sequence([node]))
        case 7: return ["node": ["style": ["width": Node(scalars[rng.below(scalars.count)]), "height": "10"], "alpha": "0.5"]]
        default: return ["text": ["text": Node(scalars[rng.below(scalars.count)]), "font": Node(scalars[rng.below(scalars.count)])]]
        }
    }

    private static func anchor(_ node: Node, _ name: Anchor) -> Node {
        switch node {
        case .scalar(var s): s.anchor = name; return .scalar(s)
        case .mapping(var m): m.anchor = name; return .mapping(m)
        case .sequence(var s): s.anchor = name; return .sequence(s)
        case .alias: return node
        }
    }

    /// Every node's path (child indices; a mapping's pair i is 2i for the key, 2i+1 for the value).
    private static func collect(_ node: Node, _ path: [Int], into paths: inout [[Int]]) {
        paths.append(path)
        switch node {
        case .mapping(let m):
            for (i, pair) in m.enumerated() {
                collect(pair.key, path + [2 * i], into: &paths)
                collect(pair.value, path + [2 * i + 1], into: &paths)
            }
        case .sequence(let s):
            for (i, item) in s.enumerated() { collect(item, path + [i], into: &paths) }
        default: break
        }
    }

    private static func update(_ node: Node, at path: [Int], _ body: (Node) -> Node) -> Node {
        guard let first = path.first else { return body(node) }
        let rest = Array(path.dropFirst())
        switch node {
        case .mapping(let m):
            var pairs = m.map { ($0.key, $0.value) }
            guard first / 2 < pairs.count else { return node }
            if first % 2 == 0 { pairs[first / 2].0 = update(pairs[first / 2].0, at: rest, body) } else {
                pairs[first / 2].1 = update(pairs[first / 2].1, at: rest, body)
            }
            return .mapping(Node.Mapping(pairs, m.tag, m.style, m.mark, m.anchor))
        case .sequence(let s):
            var items = Array(s)
            guard first < items.count else { return node }
            items[first] = update(items[first], at: rest, body)
            return .sequence(Node.Sequence(items, s.tag, s.style, s.mark, s.anchor))
        default:
            return node
        }
    }

    /// The tree as JSON: plain scalars that are JSON numbers or literals stay bare, everything else
    /// is a string (aliases become the string `*name`).
    static func json(_ node: Node) -> String {
        switch node {
        case .scalar(let s):
            let text = s.string
            if s.style == .plain, ["true", "false", "null"].contains(text) || isJSONNumber(text) {
                return text
            }
            return quoted(text)
        case .alias(let a): return quoted("*" + a.anchor.rawValue)
        case .sequence(let s): return "[" + s.map(json).joined(separator: ",") + "]"
        case .mapping(let m):
            return "{" + m.map { pair in
                let key: String
                if case .scalar(let k) = pair.key { key = quoted(k.string) } else { key = quoted(json(pair.key)) }
                return key + ":" + json(pair.value)
            }.joined(separator: ",") + "}"
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let before = bytes.count
            while let b = bytes.first, b >= 0x30, b <= 0x39 { bytes = bytes.dropFirst() }
            return before - bytes.count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let first = bytes.first
        let count = digits()
        guard count > 0, !(first == UInt8(ascii: "0") && count > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A JSON string literal, as layout files write them.
    private static func quoted(_ text: String) -> String { LayoutFileJSON.string(text) }
}
