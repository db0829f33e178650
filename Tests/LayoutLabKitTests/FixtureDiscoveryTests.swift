import Foundation
import LayoutEngine
import LayoutGeometry
@testable import LayoutLabKit
import LayoutLabTestSupport
import Testing

@Suite("Fixture discovery")
struct FixtureDiscoveryTests {
    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func fixture(_ name: String) -> String {
        "name: \(name)\nsize: [10, 10]\nroot: {node: {backgroundColor: red}}\n"
    }

    @Test func findsFixtureFilesRecursivelySortedSkippingHiddenAndOtherFiles() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let dir = temporary.path
        try write(fixture("b"), dir + "/b.yaml")
        try write(fixture("a"), dir + "/z/a.yml")
        try write("{\"name\": \"c\", \"size\": [1, 1], \"root\": {\"node\": {}}}", dir + "/m/c.JSON")
        try write("notes", dir + "/readme.md")
        try write(fixture("hidden"), dir + "/.hidden.yaml")
        try write(fixture("hidden2"), dir + "/.git/x.yaml")
        let files = try FixtureDiscovery.fixtureFiles(roots: [dir], required: true).files
        #expect(files == [dir + "/b.yaml", dir + "/m/c.JSON", dir + "/z/a.yml"])
        // A file root is taken as is, and the same file twice is read once.
        let single = try FixtureDiscovery.fixtureFiles(roots: [dir + "/readme.md", dir + "/b.yaml", dir], required: true).files
        #expect(single == [dir + "/b.yaml", dir + "/m/c.JSON", dir + "/readme.md", dir + "/z/a.yml"])
    }

    @Test func missingRootsAreErrorsOnlyWhenGiven() throws {
        #expect(try FixtureDiscovery.fixtureFiles(roots: ["/nonexistent-layoutlab-root"], required: false).files.isEmpty)
        #expect(throws: DiscoveryError.self) {
            try FixtureDiscovery.fixtureFiles(roots: ["/nonexistent-layoutlab-root"], required: true).files
        }
    }

    @Test func loadErrorsBecomeInvalidFixturesNamedByFileAndTheRestLoads() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let dir = temporary.path
        try write(fixture("good"), dir + "/good.yaml")
        try write("name: bad\nsize: [10, 10]\nroot: {node: {style: {flexGrow: -1}}}\n", dir + "/bad.yaml")
        let files = try FixtureDiscovery.fixtureFiles(roots: [dir], required: true).files
        let fixtures = FixtureDiscovery.load(files: files, catalog: .empty)
        #expect(fixtures.map(\.name).sorted() == [dir + "/bad.yaml", "good"].sorted())
        let bad = try #require(fixtures.first { $0.isInvalid })
        #expect(bad.isUnloadableFile)
        guard case .invalid(let message) = bad.source else { Issue.record("not invalid"); return }
        #expect(message.contains("bad.yaml:3: root.node.style.flexGrow"))
    }

    @Test func duplicateNamesAreErrorsNamingEverySource() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let dir = temporary.path
        try write(fixture("same"), dir + "/one.yaml")
        try write(fixture("same"), dir + "/two.yaml")
        try write(fixture("alone"), dir + "/three.yaml")
        let catalog = FixtureCatalog([SwiftFixture("alone", width: 10, height: 10) { DisplayNode() },
                                      SwiftFixture("swift-only", width: 10, height: 10) { DisplayNode() }])
        let fixtures = FixtureDiscovery.load(files: try FixtureDiscovery.fixtureFiles(roots: [dir], required: true).files, catalog: catalog)
        #expect(fixtures.map(\.name) == ["alone", "same", "swift-only"])
        for name in ["alone", "same"] {
            let f = try #require(fixtures.first { $0.name == name })
            guard case .invalid(let message) = f.source else { Issue.record("\(name) should be invalid"); continue }
            #expect(message.contains("2 fixtures are named \"\(name)\""))
            #expect(!f.isUnloadableFile)
        }
        let same = try #require(fixtures.first { $0.name == "same" })
        if case .invalid(let message) = same.source {
            #expect(message.contains("one.yaml") && message.contains("two.yaml"))
        }
        let alone = try #require(fixtures.first { $0.name == "alone" })
        if case .invalid(let message) = alone.source { #expect(message.contains("the Swift catalog")) }
        guard case .swift = try #require(fixtures.last).source else { Issue.record("swift-only should load"); return }
    }

    @Test func swiftFixturesAreValidatedLikeFiles() throws {
        let catalog = FixtureCatalog([
            SwiftFixture("../escape", width: 10, height: 10) { DisplayNode() },
            SwiftFixture("/abs", width: 10, height: 10) { DisplayNode() },
            SwiftFixture("ok/scale", width: 10, height: 10, scale: 4) { DisplayNode() },
            SwiftFixture("ok/fine", width: 10) { DisplayNode() },
        ])
        let fixtures = FixtureDiscovery.load(files: [], catalog: catalog)
        let invalid = fixtures.filter(\.isInvalid).map(\.name)
        #expect(invalid.sorted() == ["../escape", "/abs", "ok/scale"].sorted())
        #expect(fixtures.first { $0.name == "ok/fine" }?.isInvalid == false)
    }

    @Test func selectionFiltersByGlobAndShardButKeepsUnloadableFiles() throws {
        let names = ["buttons/primary", "buttons/secondary", "cards/photo", "cards/text"]
        var fixtures = names.map { name in
            CheckFixture(name: name, source: .swift(SwiftFixture(name, width: 1, height: 1) { DisplayNode() }), sourceFile: nil)
        }
        fixtures.append(CheckFixture(name: "Fixtures/broken.yaml", source: .invalid(message: "broken"),
                                     sourceFile: "Fixtures/broken.yaml", isUnloadableFile: true))
        let buttons = FixtureDiscovery.select(fixtures, filters: ["buttons/*"], shard: nil).map(\.name)
        #expect(buttons == ["buttons/primary", "buttons/secondary", "Fixtures/broken.yaml"])
        let two = FixtureDiscovery.select(fixtures, filters: ["*/photo", "buttons/s*"], shard: nil).map(\.name)
        #expect(two == ["buttons/secondary", "cards/photo", "Fixtures/broken.yaml"])
        #expect(FixtureDiscovery.select(fixtures, filters: [], shard: nil).count == 5)
        // Shards partition the selection.
        let shards = try (1...3).map { try #require(FixtureShard("\($0)/3")) }
        let parts = shards.map { FixtureDiscovery.select(fixtures, filters: [], shard: $0).map(\.name) }
        #expect(parts.flatMap { $0 }.sorted() == fixtures.map(\.name).sorted())
        #expect(Set(parts.flatMap { $0 }).count == fixtures.count)
    }
}
