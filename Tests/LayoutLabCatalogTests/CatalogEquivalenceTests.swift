import LayoutEngine
import LayoutGeometry
import LayoutLabCatalog
import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import Testing

/// Every Swift catalog entry builds the same fixture as its twin in `Fixtures/catalog/`.
@Suite("Catalog: Swift entries match their fixture files")
struct CatalogEquivalenceTests {
    static let names = Catalog.entries.map(\.name)

    @Test(arguments: names)
    func documentSettingsMatch(name: String) throws {
        let entry = try CatalogSupport.entry(name)
        let document = try CatalogSupport.document(for: entry)
        #expect(document.size == entry.size)
        #expect(document.scale == entry.scale)
        #expect(document.background == entry.background)
        #expect(document.layoutDirection == entry.direction)
    }

    @Test(arguments: names)
    func sameTreeWithPangoText(name: String) throws {
        try compare(name, measurer: try TextEngine())
    }

    @Test(arguments: names)
    func sameTreeWithGlyphBoxText(name: String) throws {
        try compare(name, measurer: GlyphBoxMeasurer())
    }

    /// Lays both forms out with `measurer` and compares every element, in order.
    private func compare(_ name: String, measurer: any TextMeasuring) throws {
        let entry = try CatalogSupport.entry(name)
        let document = try CatalogSupport.document(for: entry)
        let fromFile = ElementSignature.of(try FixtureLayout.compute(document, textMeasurer: measurer).tree)
        let fromSwift = ElementSignature.of(CatalogSupport.layout(entry, measurer: measurer))
        #expect(fromSwift.count == fromFile.count, "\(name): \(fromSwift.count) elements in Swift, \(fromFile.count) in the file")
        for (swift, file) in zip(fromSwift, fromFile) where swift != file {
            Issue.record("\(name): the trees differ\n  Swift: \(swift)\n  file:  \(file)")
            return
        }
    }
}
