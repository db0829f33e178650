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

    /// A fixture as a run would report it: name, whether it loaded, and the message if not.
    private func outline(_ fixture: CheckFixture) -> String {
        if case .invalid(let message) = fixture.source { return "\(fixture.name) invalid \(message)" }
        return "\(fixture.name) \(fixture.sourceFile ?? "")"
    }

    /// Fixture files as a project holds them: named as their path and not, several to a file,
    /// with variants, in JSON.
    private func writeProject(_ dir: String) throws {
        for i in 0..<12 { try write(fixture("screens\(i % 3)/screen\(i)"), dir + "/screens\(i % 3)/screen\(i).yaml") }
        try write(fixture("cards/actual"), dir + "/elsewhere/file.yaml")
        try write(fixture("one") + "---\n" + fixture("two"), dir + "/several.yaml")
        try write(fixture("varied") + "variants:\n  - size: [20, 20]\n  - name: dark\n    background: black\n", dir + "/varied.yaml")
        try write("{\"name\": \"json/one\", \"size\": [1, 1], \"root\": {\"node\": {}}}", dir + "/json/one.json")
    }

    /// `writeProject` in `temporary`: its fixture files, and every fixture they give.
    private func writtenProject(_ temporary: TemporaryDirectory) throws -> (files: [String], everything: [CheckFixture]) {
        try writeProject(temporary.path)
        let files = try FixtureDiscovery.fixtureFiles(roots: [temporary.path], required: true).files
        return (files, FixtureDiscovery.load(files: files, catalog: .empty))
    }

    @Test func aShardReadsOnlyFilesItMayTakeSomethingFromAndSelectsAsBefore() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let (files, everything) = try writtenProject(temporary)
        #expect(everything.count == 18 && !everything.contains(where: \.isInvalid))
        for count in 1...4 {
            var taken: [String] = []
            for index in 1...count {
                let shard = try #require(FixtureShard("\(index)/\(count)"))
                let sharded = FixtureDiscovery.load(files: files, catalog: .empty, jobs: 2, shard: shard)
                // The fixtures found are named and counted as when every file is read.
                #expect(sharded.map(\.name) == everything.map(\.name))
                for filters in [[], ["screens1/*"], ["cards/*", "*@dark"], ["**"]] {
                    let selected = FixtureDiscovery.select(sharded, filters: filters, shard: shard)
                    #expect(selected.map(outline) == FixtureDiscovery.select(everything, filters: filters, shard: shard).map(outline),
                            "\(shard) \(filters)")
                    if filters.isEmpty { taken += selected.map(\.name) }
                }
            }
            #expect(taken.sorted() == everything.map(\.name).sorted())
        }
    }

    @Test func aMalformedFileIsReportedByTheShardItsPathFallsIn() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let dir = temporary.path
        try writeProject(dir)
        // Named plainly, broken within: read by a shard that takes its name or its path.
        for i in 0..<6 { try write("name: broken/b\(i)\nsize: [10, 10]\nroot: {node: {alpha: 2}}\n", dir + "/broken/b\(i).yaml") }
        let files = try FixtureDiscovery.fixtureFiles(roots: [dir], required: true).files
        let everything = FixtureDiscovery.load(files: files, catalog: .empty)
        #expect(everything.filter(\.isUnloadableFile).count == 6)
        var leftUnread = 0
        for count in 2...5 {
            var taken: [String] = []
            for index in 1...count {
                let shard = try #require(FixtureShard("\(index)/\(count)"))
                let sharded = FixtureDiscovery.load(files: files, catalog: .empty, shard: shard)
                let selected = FixtureDiscovery.select(sharded, filters: [], shard: shard)
                #expect(selected.map(outline) == FixtureDiscovery.select(everything, filters: [], shard: shard).map(outline))
                taken += selected.map(\.name)
                // A broken file the shard takes nothing of stands as its told name: it was not parsed.
                leftUnread += (0..<6).filter { i in
                    sharded.contains { $0.name == "broken/b\(i)" } && !sharded.contains { $0.name == dir + "/broken/b\(i).yaml" }
                }.count
            }
            #expect(taken.sorted() == everything.map(\.name).sorted())
        }
        #expect(leftUnread > 0)
    }

    @Test func aFilterReadsOnlyFilesItMayTakeSomethingFromAndSelectsAsBefore() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let (files, everything) = try writtenProject(temporary)
        let filterSets = [["screens1/*"], ["cards/*", "*@dark"], ["**"], ["one"], ["varied*"], ["json/*"], ["nothing"]]
        for filters in filterSets {
            for shard in [nil, FixtureShard("1/2"), FixtureShard("2/2")] {
                let narrowed = FixtureDiscovery.load(files: files, catalog: .empty, jobs: 2, filters: filters, shard: shard)
                // The fixtures found are named and counted as when every file is read.
                #expect(narrowed.map(\.name) == everything.map(\.name), "\(filters)")
                let selected = FixtureDiscovery.select(narrowed, filters: filters, shard: shard)
                #expect(selected.map(outline) == FixtureDiscovery.select(everything, filters: filters, shard: shard).map(outline),
                        "\(filters) \(shard?.description ?? "")")
                // A plainly named file outside the selection stands as its name, unparsed.
                let unread = narrowed.filter { fixture in
                    if case .invalid(let message) = fixture.source { return message.hasSuffix("takes none of it") }
                    return false
                }
                #expect(unread.allSatisfy { !FixtureDiscovery.selects($0.name, filters: filters, shard: shard) })
                if filters == ["one"] || filters == ["nothing"] {
                    // The twelve screens and the cards file name their one fixture plainly.
                    #expect(unread.count == 13, "\(filters): \(unread.map(\.name))")
                }
            }
        }
    }

    @Test func aMalformedFileIsReportedByARunThatSelectsItsNameAndStillWhenItsNameCannotBeTold() throws {
        let temporary = try TemporaryDirectory("discovery")
        defer { temporary.remove() }
        let dir = temporary.path
        try writeProject(dir)
        // Named plainly, broken within; and broken so that its name cannot be told.
        try write("name: broken/plain\nsize: [10, 10]\nroot: {node: {alpha: 2}}\n", dir + "/broken/plain.yaml")
        try write("name: [broken/untold\nsize: [10, 10]\n", dir + "/broken/untold.yaml")
        let files = try FixtureDiscovery.fixtureFiles(roots: [dir], required: true).files
        let plainPath = dir + "/broken/plain.yaml", untoldPath = dir + "/broken/untold.yaml"
        func selected(_ filters: [String]) -> [String] {
            let all = FixtureDiscovery.load(files: files, catalog: .empty, filters: filters)
            return FixtureDiscovery.select(all, filters: filters, shard: nil).filter(\.isInvalid).map(\.name)
        }
        // Selected by name: parsed, and its errors reported under its path.
        #expect(selected(["broken/*"]) == [plainPath, untoldPath].sorted())
        // Not selected: the plainly named one is not parsed; the one whose name cannot be told is
        // read, and reported, by every run.
        #expect(selected(["screens1/*"]) == [untoldPath])
        // Selected by its path (the name its error fixture has).
        #expect(selected([dir + "/broken/plain*"]).contains(plainPath))
        // With a shard too: reported by the shard of its path whenever the filter selects its name.
        for count in 2...6 {
            var reports = 0
            for index in 1...count {
                let shard = try #require(FixtureShard("\(index)/\(count)"))
                let all = FixtureDiscovery.load(files: files, catalog: .empty, filters: ["broken/*"], shard: shard)
                reports += FixtureDiscovery.select(all, filters: ["broken/*"], shard: shard).filter { $0.name == plainPath }.count
            }
            #expect(reports == 1, "\(count) shards")
        }
    }
}
