import LayoutEngine
import LayoutGeometry

/// Lays out a fixture document: builds its tree and computes it at the document's size, scale and
/// direction.
public enum FixtureLayout {
    /// The built tree and its computed layout.
    public struct Result {
        /// The root element as built.
        public let root: any LayoutElement
        /// The computed, applied layout.
        public let tree: LayoutTree
    }

    /// Builds and lays out `document` with `measurer` for text.
    public static func compute(_ document: FixtureDocument, textMeasurer: any TextMeasuring) throws -> Result {
        let root = try FixtureBuilder(sourceFile: document.sourceFile).build(document.root)
        return compute(root: root, range: document.size, scale: document.scale, direction: document.layoutDirection,
                       textMeasurer: textMeasurer)
    }

    /// Lays out an already built tree, as a fixture at `range`, `scale` and `direction`.
    public static func compute(root: any LayoutElement, range: SizeRange, scale: Double, direction: LayoutDirection,
                               textMeasurer: any TextMeasuring) -> Result {
        let context = LayoutContext(scale: scale, textMeasurer: textMeasurer)
        let tree = LayoutTree.compute(root: root, range: range, direction: direction, in: context)
        return Result(root: root, tree: tree)
    }
}

extension FixtureLayout {
    /// Builds a Swift fixture's tree with its closure and lays it out at the fixture's size,
    /// scale and direction. Throws when the closure throws.
    public static func compute(_ fixture: SwiftFixture, textMeasurer: any TextMeasuring) throws(SwiftFixtureBuildError) -> Result {
        let root: any LayoutElement
        do {
            root = try fixture.build()
        } catch {
            throw SwiftFixtureBuildError(name: fixture.name, reason: String(describing: error))
        }
        return compute(root: root, range: fixture.size, scale: fixture.scale, direction: fixture.layoutDirection,
                       textMeasurer: textMeasurer)
    }
}

/// A Swift fixture whose build closure threw.
public struct SwiftFixtureBuildError: Error, CustomStringConvertible {
    /// The fixture's name.
    public var name: String
    /// What the closure threw, as text.
    public var reason: String

    /// Creates an error.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `Swift fixture "NAME": building the layout failed: REASON`.
    public var description: String { "Swift fixture \"\(name)\": building the layout failed: \(reason)" }
}
