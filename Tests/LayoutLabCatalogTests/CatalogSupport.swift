import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabCatalog
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender

/// Loading the catalog's fixture files and laying out both forms of an entry.
enum CatalogSupport {
    /// The package root: two folders above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The catalog's fixture files, sorted.
    static var catalogFiles: [String] {
        let dir = packageRoot + "/Fixtures/catalog"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { dir + "/" + $0 }
    }

    /// The entry named `name`, or a failure naming it.
    static func entry(_ name: String) throws -> CatalogEntry {
        guard let entry = Catalog.entry(named: name) else { throw CatalogTestError("no catalog entry named \(name)") }
        return entry
    }

    /// The fixture of the entry's name, read from its file with no load errors.
    static func document(for entry: CatalogEntry) throws -> FixtureDocument {
        let file = packageRoot + "/" + entry.fixtureFile
        let loaded = FixtureLoader.load(file: file)
        if let error = loaded.errors.first { throw CatalogTestError("\(file) has errors: \(error.description)") }
        guard let document = loaded.fixtures.first(where: { $0.name == entry.name }) else {
            throw CatalogTestError("\(file) has no fixture named \(entry.name)")
        }
        return document
    }

    /// The Swift entry laid out with `measurer`.
    static func layout(_ entry: CatalogEntry, measurer: any TextMeasuring) -> LayoutTree {
        let context = LayoutContext(scale: entry.scale, textMeasurer: measurer)
        return LayoutTree.compute(root: entry.build(), range: entry.size, direction: entry.direction, in: context)
    }

    /// The Swift entry laid out with the glyph-box measurer (predictable text sizes).
    static func glyphLayout(_ name: String) throws -> LayoutTree {
        layout(try entry(name), measurer: GlyphBoxMeasurer())
    }

    /// The frame of the element named `debugName` in a tree (the first one, depth first).
    static func frame(_ debugName: String, in tree: LayoutTree) throws -> Rect {
        guard let found = tree.root.flattened.first(where: { $0.element.debugName == debugName }) else {
            throw CatalogTestError("no element named \(debugName)")
        }
        return found.frame
    }
}

/// A failure with a message.
struct CatalogTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Rect {
    /// The right edge.
    var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    var maxY: Double { origin.y + size.height }
}
