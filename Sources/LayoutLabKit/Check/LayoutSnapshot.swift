import LayoutFixtures
import Foundation
import LayoutEngine
import Yams

/// The part of a computed layout the structural diff compares: each element's kind, debugName
/// and frame (root coordinates, points), and its children in z-order. Built from a placed tree
/// or read back from a `.layout.json` file.
public struct LayoutSnapshot: Equatable, Sendable {
    /// The element's kind (`stack`, `text`, …).
    public var kind: String
    /// Its debugName, when set.
    public var debugName: String?
    /// `[x, y, w, h]`, or nil for an element that received no frame.
    public var frame: [Double]?
    /// Children in z-order.
    public var children: [LayoutSnapshot]

    /// Creates a snapshot element.
    public init(kind: String, debugName: String? = nil, frame: [Double]?, children: [LayoutSnapshot] = []) {
        self.kind = kind
        self.debugName = debugName
        self.frame = frame
        self.children = children
    }

    /// The snapshot of a placed tree.
    public init(_ placed: PlacedElement) {
        kind = placed.element.kindName
        debugName = placed.element.debugName
        let f = placed.frame
        frame = placed.isUnplaced ? nil : [f.minX, f.minY, f.width, f.height]
        children = placed.children.map(LayoutSnapshot.init)
    }

    /// Reads a layout file: one fixture's entry (`{"name", "size", "root"}`) or a document with
    /// one fixture (`{"fixtures": [entry]}`). Unknown keys are ignored, so enriched files read the
    /// same. Throws a message naming the file and the key path of the first problem. The JSON is
    /// parsed without recursion, so layouts as deep as `maxDepth` read back.
    public static func read(_ data: Data, file: String) throws(LayoutSnapshotError) -> LayoutSnapshot {
        let document: Node
        do {
            document = try JSONNodeParser.parse(String(decoding: data, as: UTF8.self), maxDepth: 2 * maxDepth + 8)
        } catch {
            throw LayoutSnapshotError(file: file, keyPath: "", message: "not valid JSON (\(error))")
        }
        guard var entry = document.mapping.map(fields) else {
            throw LayoutSnapshotError(file: file, keyPath: "", message: "expected an object")
        }
        var prefix = ""
        if entry["root"] == nil, let list = entry["fixtures"]?.sequence, list.count == 1, let first = list.first?.mapping {
            entry = fields(first)
            prefix = "fixtures[0]."
        }
        guard let root = entry["root"] else {
            throw LayoutSnapshotError(file: file, keyPath: prefix + "root", message: "missing")
        }
        return try element(root, path: prefix + "root", file: file, depth: 0)
    }

    /// True when `data` is one complete JSON value, however deeply nested (up to the depth of
    /// the deepest layout read back).
    public static func isJSON(_ data: Data) -> Bool {
        (try? JSONNodeParser.parse(String(decoding: data, as: UTF8.self), maxDepth: 2 * maxDepth + 8)) != nil
    }

    /// The deepest tree read back; deeper files are refused rather than overflowing the stack.
    public static let maxDepth = 20_000

    private static func element(_ value: Node, path: String, file: String, depth: Int) throws(LayoutSnapshotError) -> LayoutSnapshot {
        guard depth <= maxDepth else {
            throw LayoutSnapshotError(file: file, keyPath: path, message: "nested deeper than \(maxDepth) levels")
        }
        guard let object = value.mapping.map(fields) else {
            throw LayoutSnapshotError(file: file, keyPath: path, message: "expected an element object")
        }
        guard let kind = string(object["kind"]) else {
            throw LayoutSnapshotError(file: file, keyPath: path + ".kind", message: "expected a string")
        }
        var debugName: String?
        if let name = object["debugName"], !isNull(name) {
            guard let text = string(name) else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".debugName", message: "expected a string or null")
            }
            debugName = text
        }
        var frame: [Double]?
        if let value = object["frame"], !isNull(value) {
            let items = value.sequence.map(Array.init) ?? []
            let numbers = items.compactMap(number)
            guard numbers.count == 4, items.count == 4 else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".frame", message: "expected [x, y, w, h] or null")
            }
            frame = numbers
        }
        var children: [LayoutSnapshot] = []
        if let value = object["children"] {
            guard let list = value.sequence else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".children", message: "expected a list")
            }
            children.reserveCapacity(list.count)
            for (i, child) in list.enumerated() {
                children.append(try element(child, path: "\(path).children[\(i)]", file: file, depth: depth + 1))
            }
        }
        return LayoutSnapshot(kind: kind, debugName: debugName, frame: frame, children: children)
    }

    /// An object's members by key (the first of duplicates).
    private static func fields(_ mapping: Node.Mapping) -> [String: Node] {
        var out: [String: Node] = [:]
        for (key, value) in mapping {
            if case .scalar(let k) = key, out[k.string] == nil { out[k.string] = value }
        }
        return out
    }

    /// A JSON string's text (a quoted scalar).
    private static func string(_ node: Node?) -> String? {
        guard case .scalar(let s)? = node, s.style == .doubleQuoted else { return nil }
        return s.string
    }

    private static func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node, s.style == .plain, s.string == "null" { return true }
        return false
    }

    /// A JSON number (an unquoted scalar other than true, false and null).
    private static func number(_ node: Node) -> Double? {
        guard case .scalar(let s) = node, s.style == .plain else { return nil }
        return Double(s.string)
    }
}

/// A layout file that cannot be read as a layout.
public struct LayoutSnapshotError: Error, CustomStringConvertible, Equatable {
    /// The file.
    public var file: String
    /// Where in it.
    public var keyPath: String
    /// What was expected.
    public var message: String

    /// `file: keyPath: message`.
    public var description: String { keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)" }
}
