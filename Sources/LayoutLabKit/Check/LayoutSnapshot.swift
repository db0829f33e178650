import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutFile

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
    /// The style values that differ from the defaults, as fixture files write them
    /// (`flexGrow: 1, width: 50`); what the structural diff names as the cause of a move.
    public var style: String
    /// A layout spec's parameters that differ from the defaults (`direction: vertical, spacing:
    /// 16`); what the structural diff names when one of them moved an element.
    public var spec: String = ""

    /// Creates a snapshot element.
    public init(kind: String, debugName: String? = nil, frame: [Double]?, children: [LayoutSnapshot] = [], style: String = "") {
        self.kind = kind
        self.debugName = debugName
        self.frame = frame
        self.children = children
        self.style = style
    }

    /// The snapshot of a placed tree.
    public init(_ placed: PlacedElement) {
        kind = placed.element.kindName
        debugName = placed.element.debugName
        let f = placed.frame
        frame = placed.isUnplaced ? nil : [f.minX, f.minY, f.width, f.height]
        children = placed.children.map(LayoutSnapshot.init)
        style = placed.element.style.fixtureDescription
        spec = placed.element.specFixtureDescription
    }

    /// The snapshot of a layout file's element.
    public init(_ element: LayoutFileElement) {
        self.init(kind: element.kind, debugName: element.debugName, frame: element.frame,
                  children: element.children.map(LayoutSnapshot.init), style: element.style)
        spec = element.spec
    }

    /// Reads a layout file: one fixture's entry (`{"name", "size", "root"}`) or a document with
    /// one fixture (`{"fixtures": [entry]}`), through the layout file's reader (strictly). Unknown
    /// keys are ignored, so enriched files read the same. Throws a message naming the file and the
    /// key path of the first problem. The JSON is parsed without recursion, so layouts as deep as
    /// `maxDepth` read back.
    public static func read(_ data: Data, file: String) throws(LayoutSnapshotError) -> LayoutSnapshot {
        do {
            return LayoutSnapshot(try LayoutFileEntry.read(data, mode: .strict).root)
        } catch {
            throw LayoutSnapshotError(file: file, keyPath: error.keyPath, message: error.message)
        }
    }

    /// True when `data` is one complete JSON value, however deeply nested (up to the depth of
    /// the deepest layout read back).
    public static func isJSON(_ data: Data) -> Bool { LayoutFileEntry.isJSON(data) }

    /// The deepest tree read back; deeper files are refused rather than overflowing the stack.
    public static let maxDepth = LayoutFileEntry.maxDepth
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
