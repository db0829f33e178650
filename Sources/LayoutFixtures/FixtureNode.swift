import Yams

/// One node of a fixture file as `FixtureReader` reads it: a scalar's text and style, a map's
/// entries in file order, or a list's items, each with the line it starts on.
///
/// `YAMLComposer` makes these straight from libyaml's events; what Yams's parser or
/// `JSONNodeParser` reads is converted with `init(_:)`. A copy costs one reference count, where a
/// Yams node's costs its text's, its tag's, its mark's and a weak anchor's: reading a screen's
/// fixture copies each node several times.
enum FixtureNode {
    /// A scalar: its text as written (unquoted, unescaped) and its style.
    case scalar(Scalar)
    /// A map: its entries in file order.
    case mapping(Mapping)
    /// A list: its items in file order.
    case sequence(Sequence)
    /// An alias Yams left unresolved (its parser resolves every alias; kept so nothing is lost).
    case alias(line: Int?)

    /// A scalar's text and style and where it starts.
    struct Scalar {
        /// The text, as written.
        var string: String
        /// How it was written (plain, quoted, block).
        var style: Node.Scalar.Style
        /// The line it starts on (1-based), when known.
        var line: Int?
    }

    /// A map's entries, in file order, and where it starts.
    struct Mapping: RandomAccessCollection {
        /// The entries. A key that is not a scalar is kept, for the reader to report.
        var entries: [(key: FixtureNode, value: FixtureNode)]
        /// The line it starts on (1-based), when known.
        var line: Int?

        var startIndex: Int { entries.startIndex }
        var endIndex: Int { entries.endIndex }
        subscript(position: Int) -> (key: FixtureNode, value: FixtureNode) { entries[position] }
    }

    /// A list's items, in file order, and where it starts.
    struct Sequence: RandomAccessCollection {
        /// The items.
        var items: [FixtureNode]
        /// The line it starts on (1-based), when known.
        var line: Int?

        var startIndex: Int { items.startIndex }
        var endIndex: Int { items.endIndex }
        subscript(position: Int) -> FixtureNode { items[position] }
    }

    /// The line the node starts on (1-based), when known.
    var line: Int? {
        switch self {
        case .scalar(let s): return s.line
        case .mapping(let m): return m.line
        case .sequence(let s): return s.line
        case .alias(let line): return line
        }
    }

    /// A scalar's text; nil for anything else.
    var string: String? {
        if case .scalar(let s) = self { return s.string }
        return nil
    }

    /// The node Yams's parser (or `JSONNodeParser`) gave, converted: text, style and line, in
    /// the same order. Tags are not kept: the reader types scalars itself.
    init(_ node: Node) {
        var converted: [ObjectIdentifier: FixtureNode] = [:]
        self.init(node, converted: &converted)
    }

    /// As `init(_:)`, converting a node that carries an anchor once: the alias of an anchor is the
    /// anchored node itself in Yams's tree, and converting it anew at every alias would spell out
    /// in memory what the aliases multiply (millions of nodes from a file of a few lines). The
    /// anchors are alive while Yams's parser is; `converted` is shared by one parser's documents.
    init(_ node: Node, converted: inout [ObjectIdentifier: FixtureNode]) {
        let anchor: Anchor?
        switch node {
        case .scalar(let s): anchor = s.anchor
        case .mapping(let m): anchor = m.anchor
        case .sequence(let s): anchor = s.anchor
        case .alias: anchor = nil
        }
        if let anchor, let done = converted[ObjectIdentifier(anchor)] {
            self = done
            return
        }
        switch node {
        case .scalar(let s):
            self = .scalar(Scalar(string: s.string, style: s.style, line: s.mark?.line))
        case .mapping(let m):
            var entries: [(key: FixtureNode, value: FixtureNode)] = []
            entries.reserveCapacity(m.count)
            for (key, value) in m { entries.append((FixtureNode(key, converted: &converted), FixtureNode(value, converted: &converted))) }
            self = .mapping(Mapping(entries: entries, line: m.mark?.line))
        case .sequence(let s):
            var items: [FixtureNode] = []
            items.reserveCapacity(s.count)
            for item in s { items.append(FixtureNode(item, converted: &converted)) }
            self = .sequence(Sequence(items: items, line: s.mark?.line))
        case .alias(let a):
            self = .alias(line: a.mark?.line)
        }
        if let anchor { converted[ObjectIdentifier(anchor)] = self }
    }
}

/// A map's entries with scalar keys, as the reader keeps them once it has checked the keys, and
/// looked up by key: fixture maps hold a handful of keys, so a look through them is quicker than
/// hashing them into a dictionary.
struct FixtureFields {
    /// The entries, in file order.
    var entries: [(key: String, value: FixtureNode)]

    /// The value of `key`, if the map has it.
    subscript(key: String) -> FixtureNode? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }
}
