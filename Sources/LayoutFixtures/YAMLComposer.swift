import CYaml
import LayoutFile
import Yams

/// Composes the documents of a YAML text into Yams nodes straight from libyaml's events: the
/// nodes Yams's `Parser` gives with the basic resolver (the same text, tag, style and mark on each
/// node), in about half the time, without its per-event objects and its hashing of every map's
/// keys.
///
/// An alias stands for the node its anchor named, as in Yams (the nodes keep no anchor: Yams holds
/// them weakly, and they are gone once its parser is). Only what fixture files hold is composed
/// here. Anything else makes `documents(_:)` return nil, and the caller parses the text with Yams's
/// `Parser`, which reads it or words its error as before: a syntax error, an alias to no anchor, a
/// map key that is not a scalar, or two keys of one map with the same text.
enum YAMLComposer {
    /// The documents of `text`, or nil when the text is for Yams's `Parser` (see above).
    static func documents(_ text: String) -> [Node]? {
        YAMLNesting.configured
        var text = text
        return text.withUTF8 { bytes -> [Node]? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var composer = Composer()
            return withUnsafeMutablePointer(to: &parser) { composer.stream($0) }
        }
    }

    /// One parse's state: the event being read, and the nodes anchored so far.
    private struct Composer {
        var event = yaml_event_t()
        var anchored: [String: Node] = [:]
        // Made once a parse, as Yams's parser does (each is a table built on demand).
        let resolver = Resolver.basic
        let constructor = Constructor.default

        /// Reads the next event into `event`, releasing the previous one; false on a syntax error.
        mutating func next(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Bool {
            yaml_event_delete(&event)
            return yaml_parser_parse(parser, &event) == 1
        }

        mutating func stream(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> [Node]? {
            defer { yaml_event_delete(&event) }
            guard next(parser), event.type == YAML_STREAM_START_EVENT else { return nil }
            var documents: [Node] = []
            while true {
                guard next(parser) else { return nil }
                if event.type == YAML_STREAM_END_EVENT { return documents }
                guard event.type == YAML_DOCUMENT_START_EVENT, next(parser), let root = node(parser),
                      next(parser), event.type == YAML_DOCUMENT_END_EVENT else { return nil }
                documents.append(root)
            }
        }

        /// The node that starts with the current event, remembered under its anchor if it has one.
        mutating func node(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Node? {
            if event.type == YAML_ALIAS_EVENT {
                return Composer.text(event.data.alias.anchor).flatMap { anchored[$0] }
            }
            let anchor: String?
            switch event.type {
            case YAML_SCALAR_EVENT: anchor = Composer.text(event.data.scalar.anchor)
            case YAML_SEQUENCE_START_EVENT: anchor = Composer.text(event.data.sequence_start.anchor)
            case YAML_MAPPING_START_EVENT: anchor = Composer.text(event.data.mapping_start.anchor)
            default: return nil
            }
            guard let node = unanchoredNode(parser) else { return nil }
            if let anchor { anchored[anchor] = node }
            return node
        }

        private mutating func unanchoredNode(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Node? {
            guard let mark = JSONNodeParser.mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            else { return nil }
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else { return nil }
                // As Yams names it: a quoted scalar is a string, a plain one is resolved later.
                let tag = scalar.quoted_implicit == 1 ? Tag.Name.str.rawValue : Composer.text(scalar.tag)
                let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return .scalar(Node.Scalar(string, makeTag(tag), style, mark))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                let tag = start.implicit != 0 ? nil : Composer.text(start.tag)
                var items: [Node] = []
                while true {
                    guard next(parser) else { return nil }
                    if event.type == YAML_SEQUENCE_END_EVENT { break }
                    guard let item = node(parser) else { return nil }
                    items.append(item)
                }
                // Yams takes the style from the end event, which has none.
                return .sequence(Node.Sequence(items, makeTag(tag), .any, mark))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                let tag = start.implicit != 0 ? nil : Composer.text(start.tag)
                var pairs: [(Node, Node)] = []
                var keys: Set<String> = []
                while true {
                    guard next(parser) else { return nil }
                    if event.type == YAML_MAPPING_END_EVENT { break }
                    guard let key = node(parser), case .scalar(let scalar) = key else { return nil }
                    // Two keys with one text: Yams decides whether they are the same key, and says so.
                    if pairs.count < 16 {
                        guard !pairs.contains(where: { $0.0.scalar?.string == scalar.string }) else { return nil }
                    } else {
                        if keys.isEmpty { keys = Set(pairs.lazy.compactMap { $0.0.scalar?.string }) }
                        guard keys.insert(scalar.string).inserted else { return nil }
                    }
                    // Yams's duplicate check hashes every key, which resolves its tag: so here.
                    _ = key.tag
                    guard next(parser), let value = node(parser) else { return nil }
                    pairs.append((key, value))
                }
                return .mapping(Node.Mapping(pairs, makeTag(tag), .any, mark))
            default:
                return nil
            }
        }

        /// A tag as Yams's parser makes it: a new one for each node (resolving a tag names it).
        func makeTag(_ name: String?) -> Tag {
            Tag(name.map(Tag.Name.init(rawValue:)) ?? .implicit, resolver, constructor)
        }

        static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }
    }
}
