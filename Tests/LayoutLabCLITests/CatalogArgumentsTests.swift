import ArgumentParser
import LayoutEngine
@testable import LayoutLabCLI
import LayoutLabKit
import Testing

/// `layout` and `render` take their fixtures from the harness's Swift catalog when no file is
/// given, and ask for a file when the harness has none.
@Suite("layout and render arguments with and without a Swift catalog")
struct CatalogArgumentsTests {
    private let catalog = FixtureCatalog([SwiftFixture("one", width: 10, height: 10) { DisplayNode() }])

    private func parseError(_ arguments: [String], catalog: FixtureCatalog) -> String? {
        LayoutLab.$catalog.withValue(catalog) {
            do {
                _ = try LayoutLabCommand.parseAsRoot(arguments)
                return nil
            } catch {
                return LayoutLabCommand.message(for: error)
            }
        }
    }

    @Test func withoutSwiftFixturesAFileIsNeeded() {
        #expect(parseError(["layout"], catalog: .empty) == "give one or more fixture files (this harness has no Swift fixtures)")
        #expect(parseError(["render", "-o", "x.png"], catalog: .empty) == "give a fixture file (this harness has no Swift fixtures)")
        #expect(parseError(["layout", "a.yaml"], catalog: .empty) == nil)
        #expect(parseError(["render", "a.yaml", "-o", "x.png"], catalog: .empty) == nil)
    }

    @Test func withSwiftFixturesNoFileIsNeeded() {
        #expect(parseError(["layout"], catalog: catalog) == nil)
        #expect(parseError(["render", "--fixture", "one", "-o", "x.png"], catalog: catalog) == nil)
    }

    @Test func theCatalogListsFixturesByName() {
        let unsorted = FixtureCatalog(["b", "a/z", "a"].map { name in SwiftFixture(name, width: 1) { DisplayNode() } })
        #expect(unsorted.sortedFixtures.map(\.name) == ["a", "a/z", "b"])
        #expect(unsorted.fixture(named: "a/z")?.name == "a/z")
        #expect(unsorted.fixture(named: "c") == nil)
    }
}
