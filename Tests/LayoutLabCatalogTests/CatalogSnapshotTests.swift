import LayoutLabCatalog
import LayoutLabKit
import LayoutLabTesting
import Testing

/// The catalog written in Swift renders exactly the committed baselines that `layoutlab check`
/// approved from the fixture files: the Swift harness and the files are interchangeable.
@Suite("Catalog snapshots: Swift entries against the committed baselines")
struct CatalogSnapshotTests {
    @Test(arguments: Catalog.entries.map(\.name))
    func swiftEntryMatchesItsBaseline(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        let fixture = SwiftFixture(entry.name, size: entry.size, scale: entry.scale, background: entry.background,
                                   layoutDirection: entry.direction, build: entry.build)
        let result = assertLayoutSnapshot(of: fixture, record: .never)
        #expect(result.outcome.status == .passed)
        #expect(result.outcome.diff == nil || result.outcome.diff?.differentPixels == 0)
        #expect(result.outcome.layoutChanges.isEmpty, "\(result.outcome.layoutChanges.map(\.summary))")
    }
}
