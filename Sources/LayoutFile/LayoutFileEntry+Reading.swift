import Foundation
import Yams

extension LayoutFileEntry {
    /// How strictly a layout file is read.
    public enum ReadMode: Equatable, Sendable {
        /// The file is one entry, or a document with exactly one; an element's `kind`,
        /// `debugName`, `frame` and `children` must have their types, and the first that does not
        /// is an error naming its key path.
        case strict
        /// The entry named `fixtureName` (else the first) of a document, or the file's one entry;
        /// malformed values are dropped (a `kind` that is not a string reads as `?`, children that
        /// are not objects are skipped).
        case lenient(fixtureName: String)
    }

    /// The deepest tree read back; deeper files are refused rather than overflowing the stack.
    public static let maxDepth = 20_000

    /// The most nested JSON objects and arrays a layout file may hold: two per element level
    /// (the element and its `children`) and room for the document around the root.
    static let maxJSONLevels = 2 * maxDepth + 8

    /// Reads one fixture's entry from a layout file. Unknown keys are ignored. The JSON is parsed
    /// and the tree built without recursion, so layouts as deep as `maxDepth` read back.
    public static func read(_ data: Data, mode: ReadMode) throws(LayoutFileError) -> LayoutFileEntry {
        let document: Node
        do {
            document = try JSONNodeParser.parse(String(decoding: data, as: UTF8.self), maxDepth: maxJSONLevels)
        } catch {
            throw LayoutFileError(keyPath: "", message: "not valid JSON (\(error))")
        }
        let strict = mode == .strict
        guard var entry = document.mapping.map(LayoutFileNodes.fields) else {
            throw LayoutFileError(keyPath: "", message: strict ? "expected an object" : "expected a JSON object at the top")
        }
        var prefix = ""
        if entry["root"] == nil, let list = entry["fixtures"]?.sequence {
            switch mode {
            case .strict:
                if list.count == 1, let first = list.first?.mapping {
                    entry = LayoutFileNodes.fields(first)
                    prefix = "fixtures[0]."
                }
            case .lenient(let fixtureName):
                let entries = list.compactMap(\.mapping).map(LayoutFileNodes.fields)
                if entries.count == list.count {
                    guard let match = entries.first(where: { LayoutFileNodes.string($0["name"]) == fixtureName }) ?? entries.first else {
                        throw LayoutFileError(keyPath: "", message: "`fixtures` is empty")
                    }
                    entry = match
                }
            }
        }
        guard let root = entry["root"], strict || root.mapping != nil else {
            throw strict ? LayoutFileError(keyPath: prefix + "root", message: "missing")
                : LayoutFileError(keyPath: "", message: "expected an object at `root`")
        }
        return LayoutFileEntry(name: LayoutFileNodes.string(entry["name"]), size: LayoutFileNodes.numbers(entry["size"], count: 2),
                               scale: LayoutFileNodes.number(entry["scale"]).flatMap { $0 > 0 ? $0 : nil },
                               root: try LayoutFileTreeReader(strict: strict, rootPath: prefix + "root").tree(root))
    }

    /// True when `data` is one complete JSON value, however deeply nested (up to the depth of
    /// the deepest layout read back).
    public static func isJSON(_ data: Data) -> Bool {
        (try? JSONNodeParser.parse(String(decoding: data, as: UTF8.self), maxDepth: maxJSONLevels)) != nil
    }
}
