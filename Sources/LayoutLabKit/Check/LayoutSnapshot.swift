import Foundation
import LayoutEngine

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
    /// same. Throws a message naming the file and the key path of the first problem.
    public static func read(_ data: Data, file: String) throws(LayoutSnapshotError) -> LayoutSnapshot {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LayoutSnapshotError(file: file, keyPath: "", message: "not valid JSON")
        }
        guard var entry = object as? [String: Any] else {
            throw LayoutSnapshotError(file: file, keyPath: "", message: "expected an object")
        }
        var prefix = ""
        if entry["root"] == nil, let list = entry["fixtures"] as? [[String: Any]], list.count == 1 {
            entry = list[0]
            prefix = "fixtures[0]."
        }
        guard let root = entry["root"] else {
            throw LayoutSnapshotError(file: file, keyPath: prefix + "root", message: "missing")
        }
        return try element(root, path: prefix + "root", file: file, depth: 0)
    }

    /// The deepest tree read back; deeper files are refused rather than overflowing the stack.
    public static let maxDepth = 20_000

    private static func element(_ value: Any, path: String, file: String, depth: Int) throws(LayoutSnapshotError) -> LayoutSnapshot {
        guard depth <= maxDepth else {
            throw LayoutSnapshotError(file: file, keyPath: path, message: "nested deeper than \(maxDepth) levels")
        }
        guard let object = value as? [String: Any] else {
            throw LayoutSnapshotError(file: file, keyPath: path, message: "expected an element object")
        }
        guard let kind = object["kind"] as? String else {
            throw LayoutSnapshotError(file: file, keyPath: path + ".kind", message: "expected a string")
        }
        var debugName: String?
        if let name = object["debugName"], !(name is NSNull) {
            guard let text = name as? String else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".debugName", message: "expected a string or null")
            }
            debugName = text
        }
        var frame: [Double]?
        if let value = object["frame"], !(value is NSNull) {
            let numbers = (value as? [Any])?.compactMap(number) ?? []
            guard numbers.count == 4, (value as? [Any])?.count == 4 else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".frame", message: "expected [x, y, w, h] or null")
            }
            frame = numbers
        }
        var children: [LayoutSnapshot] = []
        if let value = object["children"] {
            guard let list = value as? [Any] else {
                throw LayoutSnapshotError(file: file, keyPath: path + ".children", message: "expected a list")
            }
            children.reserveCapacity(list.count)
            for (i, child) in list.enumerated() {
                children.append(try element(child, path: "\(path).children[\(i)]", file: file, depth: depth + 1))
            }
        }
        return LayoutSnapshot(kind: kind, debugName: debugName, frame: frame, children: children)
    }

    private static func number(_ value: Any) -> Double? {
        if let d = value as? Double { return d }
        if let i = value as? Int { return Double(i) }
        return (value as? NSNumber)?.doubleValue
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
