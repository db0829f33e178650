import CYaml
import LayoutFile
import Yams

/// Composes the documents of a YAML text into `FixtureNode`s straight from libyaml's events: the
/// nodes Yams's `Parser` gives with the basic resolver, converted (the same text, style and line on
/// each node), in a fraction of the time, without its per-event objects, its tags and its hashing
/// of every map's keys.
///
/// An alias stands for the node its anchor named, as in Yams. Only what fixture files hold is
/// composed here. Anything else makes `documents(_:)` return nil, and the caller parses the text
/// with Yams's `Parser`, which reads it or words its error as before: a syntax error, an alias to
/// no anchor, a map key that is not a scalar, or two keys of one map with the same text.
enum YAMLComposer {
    /// The documents of `text`, or nil when the text is for Yams's `Parser` (see above).
    static func documents(_ text: String) -> [FixtureNode]? {
        YAMLNesting.configured
        var text = text
        return text.withUTF8 { bytes -> [FixtureNode]? in
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
        var anchored: [String: FixtureNode] = [:]

        /// Reads the next event into `event`, releasing the previous one; false on a syntax error.
        mutating func next(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> Bool {
            yaml_event_delete(&event)
            return yaml_parser_parse(parser, &event) == 1
        }

        mutating func stream(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> [FixtureNode]? {
            defer { yaml_event_delete(&event) }
            guard next(parser), event.type == YAML_STREAM_START_EVENT else { return nil }
            var documents: [FixtureNode] = []
            while true {
                guard next(parser) else { return nil }
                if event.type == YAML_STREAM_END_EVENT { return documents }
                guard event.type == YAML_DOCUMENT_START_EVENT, next(parser), let root = node(parser),
                      next(parser), event.type == YAML_DOCUMENT_END_EVENT else { return nil }
                documents.append(root)
            }
        }

        /// The node that starts with the current event, remembered under its anchor if it has one.
        mutating func node(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> FixtureNode? {
            if event.type == YAML_ALIAS_EVENT {
                return Composer.text(event.data.alias.anchor).flatMap { anchored[$0] }
            }
            let anchor: UnsafeMutablePointer<yaml_char_t>?
            switch event.type {
            case YAML_SCALAR_EVENT: anchor = event.data.scalar.anchor
            case YAML_SEQUENCE_START_EVENT: anchor = event.data.sequence_start.anchor
            case YAML_MAPPING_START_EVENT: anchor = event.data.mapping_start.anchor
            default: return nil
            }
            // Read before the node's own events replace this one.
            let name = Composer.text(anchor)
            guard let node = unanchoredNode(parser) else { return nil }
            if let name { anchored[name] = node }
            return node
        }

        private mutating func unanchoredNode(_ parser: UnsafeMutablePointer<yaml_parser_t>) -> FixtureNode? {
            // Yams's marks: lines from 1, and none past Int's range (which libyaml's counter may not reach).
            let line = Int(exactly: event.start_mark.line).map { $0 + 1 }
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else { return nil }
                let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return .scalar(FixtureNode.Scalar(string: string, style: style, line: line))
            case YAML_SEQUENCE_START_EVENT:
                var items: [FixtureNode] = []
                while true {
                    guard next(parser) else { return nil }
                    if event.type == YAML_SEQUENCE_END_EVENT { break }
                    guard let item = node(parser) else { return nil }
                    items.append(item)
                }
                return .sequence(FixtureNode.Sequence(items: items, line: line))
            case YAML_MAPPING_START_EVENT:
                var entries: [(key: FixtureNode, value: FixtureNode)] = []
                var keys: Set<String> = []
                while true {
                    guard next(parser) else { return nil }
                    if event.type == YAML_MAPPING_END_EVENT { break }
                    guard let key = node(parser), case .scalar(let scalar) = key else { return nil }
                    // Two keys with one text: Yams decides whether they are the same key, and says so.
                    if entries.count < 16 {
                        guard !entries.contains(where: { $0.key.string == scalar.string }) else { return nil }
                    } else {
                        if keys.isEmpty { keys = Set(entries.lazy.compactMap { $0.key.string }) }
                        guard keys.insert(scalar.string).inserted else { return nil }
                    }
                    guard next(parser), let value = node(parser) else { return nil }
                    entries.append((key, value))
                }
                return .mapping(FixtureNode.Mapping(entries: entries, line: line))
            default:
                return nil
            }
        }

        static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }
    }
}
