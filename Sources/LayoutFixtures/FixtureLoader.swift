import Foundation
import LayoutFile
import Yams
import LayoutSupport

/// Loads fixture files (YAML or JSON: one document, a `fixtures:` list, or several YAML documents
/// separated by `---`).
public enum FixtureLoader {
    /// What one file gave: the fixtures that loaded and the errors of those that did not.
    public struct FileResult: Sendable {
        /// The file.
        public var file: String
        /// Fixtures that loaded.
        public var fixtures: [FixtureDocument]
        /// Errors, in file order.
        public var errors: [FixtureError]
        /// The name of the one fixture the file declares, when the file was left unread because
        /// that name was not wanted (see `load(file:unlessRefused:)`).
        public var unreadName: String?
    }

    /// The largest fixture file read, in bytes.
    public static let maxFileSize = 16 << 20

    /// Loads a file from disk. When `wanted` is given and the file's text plainly declares its one
    /// fixture's name (`declaredName(in:)`), a name `wanted` refuses leaves the file unparsed: the
    /// result then has no fixtures and no errors, and that name as `unreadName`.
    public static func load(file: String, unlessRefused wanted: ((String) -> Bool)? = nil) -> FileResult {
        // Through symbolic links: the file read is the one whose kind and size count.
        let refusal: String?
        switch FileStatus(path: file) {
        case .folder: refusal = "is a folder, not a fixture file"
        case .other: refusal = "is not a regular file"
        case .regular(let size) where size > maxFileSize: refusal = "file is \(size) bytes, more than the \(maxFileSize) allowed"
        case .regular, .missing: refusal = nil
        }
        if let refusal {
            return FileResult(file: file, fixtures: [], errors: [FixtureError(file: file, keyPath: "", message: refusal)])
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            let exists = FileManager.default.fileExists(atPath: file)
            return FileResult(file: file, fixtures: [], errors: [FixtureError(file: file, keyPath: "", message: exists ? "cannot read the file" : "no such file")])
        }
        if let wanted, let name = declaredName(in: data), !wanted(name) {
            return FileResult(file: file, fixtures: [], errors: [], unreadName: name)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return FileResult(file: file, fixtures: [], errors: [FixtureError(file: file, keyPath: "", message: "the file is not UTF-8 text")])
        }
        var result = load(text: text, file: file)
        // The file's contents as read, so approve can tell a file touched from one changed.
        let digest = SHA256.hexDigest(data)
        for i in result.fixtures.indices { result.fixtures[i].sourceDigest = digest }
        return result
    }

    /// Loads fixtures from text; `file` names the source in errors.
    public static func load(text: String, file: String) -> FileResult {
        load(text: text, file: file, elementLimit: FixtureReader.maxElements)
    }

    /// Loads fixtures from text, allowing the file's fixtures at most `elementLimit` elements.
    static func load(text: String, file: String, elementLimit: Int) -> FileResult {
        let nodes: [FixtureNode]
        switch parse(text, file: file) {
        case .success(let documents): nodes = documents
        case .failure(let error): return FileResult(file: file, fixtures: [], errors: [error])
        }
        var reader = FixtureReader(file: file, elementLimit: elementLimit)
        var fixtures: [FixtureDocument] = []
        if nodes.isEmpty {
            reader.fail(nil, .root, "the file holds no fixture")
        }
        for (d, node) in nodes.enumerated() {
            let prefix = nodes.count > 1 ? FixtureKeyPath.root.key("documents").index(d) : .root
            if case .mapping(let m) = node, m.count == 1, m.first?.key.string == "fixtures", let listNode = m.first?.value {
                let path = prefix.key("fixtures")
                guard let items = reader.list(listNode, path) else { continue }
                if items.isEmpty {
                    reader.fail(listNode, path, "expected at least one fixture (an empty list checks nothing; remove the file instead)")
                }
                for (i, item) in items.enumerated() { fixtures += reader.documents(item, path.index(i)) }
            } else {
                fixtures += reader.documents(node, prefix)
            }
        }
        var seen: [String: Int] = [:]
        var unique: [FixtureDocument] = []
        for f in fixtures {
            if seen[f.name] != nil {
                reader.fail(nil, .root.key("name"), "two fixtures are named \"\(f.name)\"")
                continue
            }
            seen[f.name] = unique.count
            unique.append(f)
        }
        return FileResult(file: file, fixtures: unique, errors: reader.errors.list(file: file))
    }

    /// The documents of a file. Text that starts like JSON is read by `JSONNodeParser`; anything
    /// else, and JSON-looking text that is not JSON (YAML flow style), by the YAML parser after
    /// `YAMLExpansion` has checked its aliases and nesting.
    static func parse(_ text: String, file: String) -> Result<[FixtureNode], FixtureError> {
        var jsonError: JSONNodeParser.SyntaxError?
        if let first = text.utf8.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            do {
                return .success([FixtureNode(try JSONNodeParser.parse(text, maxDepth: YAMLNesting.maxJSONLevels,
                                                                      tooDeepMessage: YAMLNesting.tooDeep(json: true)))])
            } catch let error as JSONNodeParser.SyntaxError {
                if error.isTooDeep { return .failure(FixtureError(file: file, line: error.line, keyPath: "", message: error.message)) }
                jsonError = error
            } catch {
                return .failure(FixtureError(file: file, keyPath: "", message: "cannot parse: \(error)"))
            }
        }
        if let (line, message) = YAMLExpansion.problem(in: text) {
            return .failure(FixtureError(file: file, line: line, keyPath: "", message: message))
        }
        // What fixture files hold is composed from libyaml's events directly; anything else, and
        // every syntax error, goes to Yams's parser.
        if let documents = YAMLComposer.documents(text) { return .success(documents) }
        do {
            // Scalars are read as text and typed by `FixtureReader` (which also rejects duplicate
            // keys): Yams's regular-expression tag resolution, run on every scalar and key, would
            // cost more than laying out and drawing the fixture. The encoding is said, so Yams
            // does not read the environment for it on every file.
            YAMLNesting.configured
            let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
            var documents: [FixtureNode] = []
            var converted: [ObjectIdentifier: FixtureNode] = [:]
            // The parser holds the anchors the conversion recognises aliased nodes by.
            try withExtendedLifetime(parser) {
                while let node = try parser.nextRoot() { documents.append(FixtureNode(node, converted: &converted)) }
            }
            return .success(documents)
        } catch {
            // A .json file that is neither JSON nor YAML: the JSON parser's message is the useful one.
            if let jsonError, file.lowercased().hasSuffix(".json") {
                return .failure(FixtureError(file: file, line: jsonError.line, keyPath: "", message: "not valid JSON: \(jsonError)"))
            }
            if let error = error as? YamlError { return .failure(syntaxError(error, file: file)) }
            return .failure(FixtureError(file: file, keyPath: "", message: "cannot parse: \(error)"))
        }
    }

    private static func syntaxError(_ error: YamlError, file: String) -> FixtureError {
        var line: Int?
        let text = "\(error)".trimmingCharacters(in: .whitespacesAndNewlines)
        if let r = text.range(of: #"line (\d+)"#, options: .regularExpression) {
            line = Int(text[r].dropFirst(5))
        }
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? text
        return FixtureError(file: file, line: line, keyPath: "", message: "not valid YAML or JSON: \(firstLine)")
    }
}
