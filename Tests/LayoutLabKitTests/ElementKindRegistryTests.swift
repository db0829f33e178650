import Foundation
import LayoutEngine
import LayoutFile
import LayoutFixtures
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// Every element kind is registered whole: its description type reads it from a fixture file,
/// builds the engine element, the layout file writes it under its name and as the spec or node it
/// is (the report draws specs as boundaries, nodes as drawings), with each of a spec's parameters
/// under its key, and the fixture format's pages document it with each of its own keys.
@Suite struct ElementKindRegistryTests {
    /// A smallest element of `kind`, as a fixture file writes it. The switch names every kind, so a
    /// new kind does not compile here until it has an example.
    static func example(_ kind: ElementKind) -> String {
        switch kind {
        case .node: "node: {}"
        case .text: "text: {text: a}"
        case .image: "image: {image: {pattern: solid, size: [4, 4]}}"
        case .button: "button: {title: Go}"
        case .control: "control: {}"
        case .networkImage: "networkImage: {url: \"https://example.com/a.png\"}"
        case .video: "video: {url: \"https://example.com/a.mp4\"}"
        case .map: "map: {center: [0, 0]}"
        case .editableText: "editableText: {text: a}"
        case .scroll: "scroll: {content: {node: {}}}"
        case .cell: "cell: {}"
        case .table: "table: {sections: [{rows: [{node: {}}]}]}"
        case .collection: "collection: {sections: [{items: [{node: {}}]}]}"
        case .spacer: "spacer: {}"
        case .wrapper: "wrapper: {child: {node: {}}}"
        case .inset: "inset: {insets: 1, child: {node: {}}}"
        case .overlay: "overlay: {child: {node: {}}, overlay: {node: {}}}"
        case .background: "background: {child: {node: {}}, background: {node: {}}}"
        case .center: "center: {child: {node: {}}}"
        case .ratio: "ratio: {ratio: 1, child: {node: {}}}"
        case .relative: "relative: {child: {node: {}}}"
        case .stack: "stack: {children: [{node: {}}]}"
        case .absolute: "absolute: {children: [{node: {}}]}"
        case .corner: "corner: {child: {node: {}}, corner: {node: {}}}"
        }
    }

    @Test(arguments: ElementKind.allCases)
    func everyKindIsReadBuiltAndWrittenUnderItsName(_ kind: ElementKind) throws {
        #expect(kind.fixtureKind.kind == kind)
        let loaded = FixtureLoader.load(text: "name: k\nsize: [40, 40]\nroot: {\(Self.example(kind))}\n", file: "k.yaml")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let document = try #require(loaded.fixtures.first)
        #expect(document.root.kindName == kind.rawValue)
        let result = try FixtureLayout.compute(document, textMeasurer: GlyphBoxMeasurer())
        #expect(result.root.kindName == kind.rawValue)
        #expect((result.root is LayoutSpec) == kind.isSpec)
        #expect(LayoutFileElement.specKinds.contains(result.root.kindName) == kind.isSpec)
        let written = LayoutJSON.schema(result.tree.root)
        #expect(written.kind == kind.rawValue)
        #expect(written.isSpec == kind.isSpec)
    }

    /// A spec of `kind` with every parameter away from its default; nil for node kinds and specs
    /// without parameters.
    static func parameterExample(_ kind: ElementKind) -> String? {
        switch kind {
        case .node, .text, .image, .button, .control, .networkImage, .video, .map, .editableText, .scroll, .cell, .table,
             .collection, .spacer, .wrapper, .overlay, .background:
            nil
        case .inset: "inset: {insets: [1, 2, 3, 4], child: {node: {}}}"
        case .center: "center: {centering: xy, sizing: minimumXY, child: {node: {}}}"
        case .ratio: "ratio: {ratio: 2, child: {node: {}}}"
        case .relative: "relative: {horizontal: end, vertical: center, sizing: minimumSize, child: {node: {}}}"
        case .stack:
            "stack: {direction: vertical, spacing: 2, justifyContent: center, alignItems: start, flexWrap: wrap, alignContent: end, "
                + "lineSpacing: 3, children: [{node: {}}]}"
        case .absolute: "absolute: {sizing: sizeToFit, children: [{node: {}}]}"
        case .corner: "corner: {location: bottomLeft, offset: [1, 2], wrapsCorner: true, child: {node: {}}, corner: {node: {}}}"
        }
    }

    /// The keys that hold elements, not parameters, and the stack's shorthands for other keys.
    static let notParameters: Set<String> = ["child", "children", "overlay", "background", "corner", "horizontalAlignment",
                                             "verticalAlignment"]

    @Test(arguments: ElementKind.allCases)
    func theLayoutFileWritesEveryParameterOfASpecUnderItsKey(_ kind: ElementKind) throws {
        let shared = (kind.isSpec ? ElementKind.spacer : ElementKind.node).fixtureKind.keys
        let parameters = kind.isSpec ? kind.fixtureKind.keys.subtracting(shared).subtracting(Self.notParameters) : []
        guard let example = Self.parameterExample(kind) else {
            #expect(parameters.isEmpty, "`\(kind.rawValue)` has parameters \(parameters.sorted()) but no example of them here")
            let loaded = FixtureLoader.load(text: "name: k\nsize: [40, 40]\nroot: {\(Self.example(kind))}\n", file: "k.yaml")
            let result = try FixtureLayout.compute(try #require(loaded.fixtures.first), textMeasurer: GlyphBoxMeasurer())
            #expect(LayoutJSON.schema(result.tree.root).spec == "")
            return
        }
        let loaded = FixtureLoader.load(text: "name: k\nsize: [40, 40]\nroot: {\(example)}\n", file: "k.yaml")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let result = try FixtureLayout.compute(try #require(loaded.fixtures.first), textMeasurer: GlyphBoxMeasurer())
        let spec = LayoutJSON.schema(result.tree.root).spec
        // `name: value, name: [a, b]`: the pieces between ", " that start with a name and ": ".
        let written = spec.components(separatedBy: ", ").compactMap { piece -> String? in
            let name = piece.prefix { $0.isLetter }
            return !name.isEmpty && piece.dropFirst(name.count).hasPrefix(": ") ? String(name) : nil
        }
        #expect(written == parameters.sorted(), "written: \(spec)")
    }

    @Test func theKindKeysAreTheRegisteredKinds() {
        let loaded = FixtureLoader.load(text: "name: k\nsize: [40, 40]\nroot: {nothing: {}}\n", file: "k.yaml")
        let names = ElementKind.allCases.map(\.rawValue).sorted().joined(separator: ", ")
        #expect(loaded.errors.map(\.description) == ["k.yaml:3: root.nothing: unknown element kind (expected one of: \(names))"])
        #expect(LayoutFileElement.specKinds == Set(ElementKind.allCases.filter(\.isSpec).map(\.rawValue) + ["spec"]))
    }

    /// The pages that document element kinds.
    static let kindPages = ["docs/fixture-format.md", "docs/node-kinds.md"]

    /// Each table row of the kind pages that describes kinds, by the kinds its first cell names.
    static func documentedRows() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var rows: [String: [String]] = [:]
        for page in kindPages {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("| `") && !line.contains("see [node-kinds.md]") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                guard cells.count > 2 else { continue }
                for name in cells[1].split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) }) {
                    rows[name, default: []].append(cells.dropFirst(2).joined(separator: "|"))
                }
            }
        }
        return rows
    }

    @Test(arguments: ElementKind.allCases)
    func everyKindIsDocumentedWithEachOfItsOwnKeys(_ kind: ElementKind) throws {
        let rows = try #require(try Self.documentedRows()[kind.rawValue],
                                "\(Self.kindPages.joined(separator: " or ")) has no table row for `\(kind.rawValue)`")
        let shared = (kind.isSpec ? ElementKind.spacer : ElementKind.node).fixtureKind.keys
        let own = kind.fixtureKind.keys.subtracting(shared).sorted()
        let missing = own.filter { key in !rows.contains { $0.contains("`\(key)`") } }
        #expect(missing.isEmpty, "`\(kind.rawValue)`'s row does not document \(missing)")
    }
}
