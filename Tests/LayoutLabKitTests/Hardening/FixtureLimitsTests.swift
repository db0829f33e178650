@testable import LayoutFixtures
import Foundation
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutSupport
import Testing

/// The reader's bounds: alias bombs, nesting, element counts, string sizes, error counts and
/// non-finite numbers each end in one clear error, quickly.
@Suite("Fixture reader limits")
struct FixtureLimitsTests {
    private func load(_ text: String, _ file: String = "t.yaml") -> FixtureLoader.FileResult {
        DeepStack.run { FixtureLoader.load(text: text, file: file) }
    }

    private func corpus(_ name: String) throws -> String {
        let bytes = try #require(try FuzzCorpus.files(in: "fixtures").first { $0.name == name }?.bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aliasBombsAreRefusedBeforeTheyAreExpanded() throws {
        let nodes = "aliases expand the file to more than 16777216 YAML nodes; refusing to read it "
            + "(an alias that refers to other aliases multiplies them)"
        #expect(load(try corpus("billion-laughs-key.yaml")).errors.map(\.description) == ["t.yaml:8: " + nodes])
        #expect(load(try corpus("alias-bomb-elements.yaml")).errors.map(\.description) == ["t.yaml:12: " + nodes])
        #expect(load(try corpus("alias-bomb-text.yaml")).errors.map(\.description) == [
            "t.yaml:1029: aliases expand the file to more than 67108864 bytes of text; refusing to read it (each use of an alias repeats its text)",
        ])
    }

    @Test func aliasesWithinTheLimitsAreExpanded() throws {
        let r = load("""
        name: reuse
        size: [100, 100]
        root:
          stack:
            children:
              - &card {stack: {children: [{node: {debugName: a}}, {text: {text: &t "shared"}}]}}
              - *card
              - *card
              - {text: {text: *t}}
        """)
        #expect(r.errors.isEmpty)
        let root = try #require(r.fixtures.first?.root)
        guard let stack = root.kind as? StackDescription else { Issue.record("not a stack"); return }
        let children = stack.children
        #expect(children.count == 4)
        guard let text = children[3].kind as? TextDescription else { Issue.record("not a text"); return }
        #expect(text.properties.text.string == "shared")
    }

    @Test func elementsNestTenThousandDeepInJSONAndNoDeeper() throws {
        func deep(_ levels: Int) -> String {
            var e = "{\"node\": {\"backgroundColor\": \"red\"}}"
            for i in 1..<levels { e = i % 2 == 0 ? "{\"inset\": {\"insets\": 0, \"child\": \(e)}}" : "{\"stack\": {\"children\": [\(e)]}}" }
            return "{\"name\": \"deep\", \"size\": [10, 10], \"root\": \(e)}"
        }
        let ok = load(deep(10_000), "d.json")
        #expect(ok.errors.isEmpty && ok.fixtures.count == 1)
        let tooDeep = load(deep(10_001), "d.json")
        #expect(tooDeep.errors.count == 1)
        #expect(tooDeep.errors.first?.message == "elements nest deeper than 10000 levels")
        #expect(tooDeep.errors.first?.line == 1)
        #expect(tooDeep.errors.first?.keyPath.hasPrefix("root.inset.child.stack.children[0].inset.child") == true)
        // Key paths of deep elements keep their start and end only.
        #expect(tooDeep.errors.first?.keyPath.contains("…") == true)
        #expect((tooDeep.errors.first?.keyPath.count ?? 0) <= FixtureReader.maxPathLength + 1)
    }

    @Test func yamlNestsAThousandElementsDeepAndSaysToUseJSONBeyond() throws {
        var e = "{node: {}}"
        for _ in 1..<1000 { e = "{inset: {insets: 0, child: \(e)}}" }
        #expect(load("name: y\nsize: [10, 10]\nroot: \(e)\n").errors.isEmpty)
        let r = load(try corpus("deep-flow-yaml.yaml"))
        #expect(r.errors.map(\.description) == ["t.yaml:3: maps and lists nest deeper than 3100 levels (about 1000 elements deep); "
            + "write deeper fixtures as JSON, where elements may nest 10000 deep"])
    }

    /// Files whose bytes show they are within the limits are not parsed twice: that shortcut must
    /// never pass a file the parse would refuse.
    @Test func theShortcutPassesOnlyFilesTheParsePasses() throws {
        var texts: [String] = []
        for depth in [1, 50, 3099, 3100, 3101, 5000] {
            texts.append(String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
            texts.append(String(repeating: "- ", count: depth) + "1\n")
        }
        texts.append(try corpus("deep-flow-yaml.yaml"))
        texts.append(try corpus("variant-bomb.yaml"))
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = repository.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" } ?? []
        #expect(files.count > 10)
        for file in files { texts.append(try String(contentsOf: file, encoding: .utf8)) }
        var shortcuts = 0
        for text in texts where YAMLExpansion.withinLimitsByItsBytes(text) {
            shortcuts += 1
            #expect(YAMLExpansion.parsedProblem(in: text) == nil, "\(text.prefix(80))")
        }
        // The shortcut is taken for ordinary files, and not for the deepest nesting.
        #expect(shortcuts > files.count / 2)
        #expect(!YAMLExpansion.withinLimitsByItsBytes(texts[6 * 2 - 2]))
        #expect(YAMLExpansion.parsedProblem(in: texts[6 * 2 - 2]) != nil)
    }

    @Test func variantsCountTheirRootAgain() throws {
        let r = load(try corpus("variant-bomb.yaml"))
        #expect(r.fixtures.isEmpty)
        #expect(r.errors.map(\.description) == ["t.yaml:590: variants[578]: the file's fixtures hold more than 2000000 elements in all "
            + "(each variant lays the root out again); split the file or drop variants"])
    }

    @Test func aFileHoldsALimitedNumberOfElements() {
        // 2 × 11111 elements through aliases, read with a limit of 20000 (the real one is 2 million).
        var lines = ["name: many", "size: [100, 100]", "x0: &a0 {node: {}}"]
        for i in 1...4 { lines.append("x\(i): &a\(i) {stack: {children: [\(Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", "))]}}") }
        lines.append("root: {stack: {children: [*a4, *a4]}}")
        let text = lines.joined(separator: "\n")
        let limited = DeepStack.run { FixtureLoader.load(text: text, file: "t.yaml", elementLimit: 20_000) }
        #expect(limited.fixtures.isEmpty)
        let tooMany = limited.errors.filter { $0.message.hasPrefix("the file holds more than 20000 elements") }
        #expect(tooMany.map(\.message) == ["the file holds more than 20000 elements (aliases count each time they are used); "
            + "split it into several fixtures"])
        #expect(tooMany.first?.keyPath.hasPrefix("root.stack.children[1].stack.children[") == true)
        #expect(FixtureReader.maxElements == 2_000_000)
        // Within the limit the same file reads (its unknown x keys aside).
        let within = DeepStack.run { FixtureLoader.load(text: text, file: "t.yaml", elementLimit: 30_000) }
        #expect(within.errors.allSatisfy { $0.message.hasPrefix("unknown key for a fixture document") })
    }

    @Test func longStringsAndManyErrorsAreCut() throws {
        let long = String(repeating: "é", count: FixtureReader.maxStringBytes / 2 + 1)
        let r = load("{\"name\": \"t\", \"size\": [10, 10], \"root\": {\"text\": {\"text\": \"\(long)\"}}}", "t.json")
        #expect(r.errors.map(\.description) == ["t.json:1: root.text.text: a string may hold at most 1048576 bytes of UTF-8; this one holds 1048578"])
        let many = load(try corpus("many-errors.yaml"))
        #expect(many.errors.count == FixtureErrorLog.maxKept + 1)
        #expect(many.errors.last?.description == "t.yaml: 2950 more errors not shown")
        // An unknown key of 200000 characters is reported without comparing it to every known key.
        let key = load(try corpus("long-key.json"), "t.json")
        #expect(key.errors.count == 1)
        #expect(key.errors.first?.message.hasPrefix("unknown key for a node element (expected one of: ") == true)
        #expect(key.errors.first?.message.contains("did you mean") == false)
    }

    @Test func nonFiniteNumbersAreNamedAsSuch() {
        let r = load("name: x\nsize: [.nan, 10]\nroot: {node: {style: {flexGrow: .inf, spacingBefore: 1e400}}}\n")
        #expect(r.errors.map(\.description) == [
            "t.yaml:2: size[0]: expected a finite number, found \".nan\" (NaN, infinities and numbers beyond ±1.8e308 are not accepted)",
            "t.yaml:3: root.node.style.flexGrow: expected a finite number, found \".inf\" (NaN, infinities and numbers beyond ±1.8e308 are not accepted)",
            "t.yaml:3: root.node.style.spacingBefore: expected a finite number, found 1e400 (NaN, infinities and numbers beyond ±1.8e308 are not accepted)",
        ])
    }

    /// The size limit counts the file a path leads to: a symbolic link to a file over the limit
    /// is refused as that file would be, before anything is read.
    @Test func aLinkToAFileOverTheSizeLimitIsRefusedByTheFilesSize() throws {
        let temporary = try TemporaryDirectory("llab-size")
        defer { temporary.remove() }
        let big = temporary.url.appendingPathComponent("big.yaml").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(FixtureLoader.maxFileSize + 1)) == 0)
        let link = temporary.url.appendingPathComponent("link.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: big)
        let message = "file is \(FixtureLoader.maxFileSize + 1) bytes, more than the \(FixtureLoader.maxFileSize) allowed"
        #expect(FixtureLoader.load(file: big).errors.map(\.message) == [message])
        #expect(FixtureLoader.load(file: link).errors.map(\.message) == [message])
    }

    /// Readers with a size limit (report layouts, explanations, approve) ask `FileStatus` first:
    /// through a symbolic link it gives the target's size, and it reads no FIFO or folder.
    @Test func fileStatusSeesThroughLinksAndReadsOnlyRegularFiles() throws {
        let temporary = try TemporaryDirectory("llab-status")
        defer { temporary.remove() }
        let dir = temporary.url.path
        #expect(FileManager.default.createFile(atPath: dir + "/f", contents: Data(repeating: 7, count: 100)))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/f")
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        #expect(FileStatus(path: dir + "/f") == .regular(size: 100))
        #expect(FileStatus(path: dir + "/link") == .regular(size: 100))
        #expect(FileStatus(path: dir + "/fifo") == .other)
        #expect(FileStatus(path: dir) == .folder)
        #expect(FileStatus(path: dir + "/none") == .missing)
        #expect(FileStatus.contents(of: dir + "/link", limit: 100) == Data(repeating: 7, count: 100))
        #expect(FileStatus.contents(of: dir + "/link", limit: 99) == nil)
        #expect(FileStatus.contents(of: dir + "/fifo", limit: 100) == nil)
    }

    @Test func filesThatAreNotRegularFilesAreRefused() throws {
        let temporary = try TemporaryDirectory("llab-fifo")
        defer { temporary.remove() }
        let dir = temporary.url
        let fifo = dir.appendingPathComponent("f.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Reading a FIFO would wait for a writer forever.
        #expect(FixtureLoader.load(file: fifo).errors.map(\.message) == ["is not a regular file"])
        #expect(FixtureLoader.load(file: dir.path).errors.map(\.message) == ["is a folder, not a fixture file"])
        let image = dir.appendingPathComponent("i.yaml")
        try "name: i\nsize: [10, 10]\nroot: {image: {image: f.yaml}}\n".write(to: image, atomically: true, encoding: .utf8)
        let loaded = FixtureLoader.load(file: image.path)
        let document = try #require(loaded.fixtures.first)
        #expect(throws: FixtureError.self) { try FixtureBuilder(sourceFile: image.path).build(document.root) }
        do {
            _ = try FixtureBuilder(sourceFile: image.path).build(document.root)
        } catch {
            #expect("\(error)".hasSuffix("root.image.image: image f.yaml: is not a regular file"))
        }
    }
}
