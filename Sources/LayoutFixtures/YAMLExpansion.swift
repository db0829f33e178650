import CYaml

/// A first pass over a fixture file's YAML events that bounds the work of reading it: how many
/// nodes the file holds once every alias is expanded, and how deeply maps and lists nest.
///
/// Aliases are references: `*a` stands for the whole node anchored `&a`. A few lines of anchors
/// that each alias the previous one several times ("billion laughs") stand for billions of
/// nodes; the reader would walk every one. This pass counts them without expanding anything
/// (each anchor's expanded size is remembered) and stops at the first node past the limit.
enum YAMLExpansion {
    /// The most nodes a file may expand to. A file without aliases never comes near it: every
    /// node takes at least one byte, and files are at most `FixtureLoader.maxFileSize` bytes.
    static let maxNodes = 1 << 24

    /// The most bytes of scalar text a file may expand to (four times the largest file): a long
    /// string aliased many times would otherwise be measured and drawn many times.
    static let maxScalarBytes = 4 * FixtureLoader.maxFileSize

    /// Why the file cannot be read, with its 1-based line, or nil when it is within the limits.
    /// Syntax errors are left to the parser that reads the file next (nil here).
    static func problem(in text: String) -> (line: Int, message: String)? {
        withinLimitsByItsBytes(text) ? nil : parsedProblem(in: text)
    }

    /// `problem(in:)` found by parsing the file's events.
    static func parsedProblem(in text: String) -> (line: Int, message: String)? {
        YAMLNesting.configured
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { return nil }
        return utf8.withUnsafeMutableBufferPointer { buffer -> (Int, String)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return scan(&parser)
        }
    }

    /// True when the bytes alone show that the file is within the limits, without parsing it: it
    /// has no alias (`*`), so it expands to itself (at most `FixtureLoader.maxFileSize` bytes,
    /// far below both limits), and it has no more collection indicators (`-`, `?`, `:`, `[`, `{`)
    /// than the nesting allowed (every map and list opens with one of its own, so it cannot nest
    /// deeper than it has).
    static func withinLimitsByItsBytes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count <= FixtureLoader.maxFileSize else { return false }
            var indicators = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "*"): return false
                case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
                    indicators += 1
                default: break
                }
            }
            return indicators <= YAMLNesting.maxYAMLLevels
        }
    }

    private static func scan(_ parser: inout yaml_parser_t) -> (line: Int, message: String)? {
        var expanded = 0, bytes = 0
        var anchors: [String: (nodes: Int, bytes: Int)] = [:]
        // For each open map or list: the counts when it opened, and its anchor.
        var open: [(start: Int, startBytes: Int, anchor: String?)] = []
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SCALAR_EVENT:
                let length = Int(event.data.scalar.length)
                expanded += 1
                bytes += length
                if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = (1, length) }
            case YAML_ALIAS_EVENT:
                let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? (1, 0)
                expanded += size.nodes
                bytes += size.bytes
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                open.append((expanded, bytes, name(anchor)))
                expanded += 1
                if open.count > YAMLNesting.maxYAMLLevels {
                    return (line, YAMLNesting.tooDeep(json: false))
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let (start, startBytes, anchor) = open.popLast(), let anchor { anchors[anchor] = (expanded - start, bytes - startBytes) }
            default:
                break
            }
            if expanded > maxNodes {
                return (line, "aliases expand the file to more than \(maxNodes) YAML nodes; refusing to read it "
                              + "(an alias that refers to other aliases multiplies them)")
            }
            if bytes > maxScalarBytes {
                return (line, "aliases expand the file to more than \(maxScalarBytes) bytes of text; refusing to read it "
                              + "(each use of an alias repeats its text)")
            }
        }
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        anchor.map { String(cString: $0) }
    }
}
