import LayoutEngine
import LayoutFile
import LayoutGeometry

/// One element kind of the fixture format, as a description of an element of that kind: the keys
/// its map takes, how the reader reads them and how the builder builds the engine element. Each
/// kind is one type, registered for its name in `ElementKind.fixtureKind`; the reader's kind keys
/// and allowed keys are read from the registered types.
public protocol ElementKindDescription: Sendable {
    /// The kind's name (its key in a fixture file).
    static var kind: ElementKind { get }
    /// Every key the kind's map takes, the keys every element or node takes included.
    static var keys: Set<String> { get }
    /// Whether the kind may be written without a map (`spacer:`, `node: ~`).
    static var mayBeEmpty: Bool { get }
    /// The background colour an element of the kind has unless its file gives one.
    static var defaultBackgroundColor: Color? { get }
    /// Reads the kind's own keys (the reader reads `debugName`, `style` and the node keys); nil
    /// when an error was reported.
    static func read(_ reader: inout FixtureReader, _ element: ElementFields) -> Self?
    /// The engine element `description` (whose kind this is) stands for; the builder then sets
    /// what every element and node has.
    func build(_ builder: FixtureBuilder, _ description: ElementDescription) throws -> any LayoutElement
}

extension ElementKindDescription {
    /// A kind needs its map unless it says otherwise.
    public static var mayBeEmpty: Bool { false }
    /// No background colour of its own.
    public static var defaultBackgroundColor: Color? { nil }
}

/// An element's kind map as the reader hands it to the kind: its keys, its key path, the map
/// itself (where an error about a missing key points) and how deep the element nests.
public struct ElementFields {
    /// The map's entries.
    let fields: FixtureFields
    /// The key path of the kind key, e.g. `root.stack`.
    let path: FixtureKeyPath
    /// The kind key's value.
    let node: FixtureNode
    /// The element's nesting depth.
    let depth: Int

    /// The value of `key`, if the map has it.
    subscript(key: String) -> FixtureNode? { fields[key] }
}
