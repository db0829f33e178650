@testable import LayoutFixtures
import Foundation
import Testing
import Yams

/// Fixture files are composed from libyaml's events without Yams's parser; the nodes must be the
/// ones Yams's parser gives (converted to the reader's nodes), and whatever the composer leaves to
/// Yams must still read as before.
@Suite("YAML composer")
struct YAMLComposerTests {
    /// What Yams's parser gives for `text`, as `FixtureLoader` calls it, converted.
    private func yams(_ text: String) throws -> [FixtureNode] {
        let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
        var documents: [FixtureNode] = []
        while let node = try parser.nextRoot() { documents.append(FixtureNode(node)) }
        return documents
    }

    /// Everything the reader reads of a node, node by node: text, style and line.
    private func describe(_ node: FixtureNode) -> String {
        let line = node.line.map(String.init) ?? "-"
        switch node {
        case .scalar(let s):
            return "scalar(\(s.string.debugDescription) \(s.style) \(line))"
        case .sequence(let s):
            return "sequence(\(line) [\(s.map(describe).joined(separator: ", "))])"
        case .mapping(let m):
            return "mapping(\(line) {\(m.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", "))})"
        case .alias:
            return "alias"
        }
    }

    private func expectSame(_ text: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let composed = try #require(YAMLComposer.documents(text), "\(label): left to Yams", sourceLocation: sourceLocation)
        let expected = try yams(text)
        #expect(composed.map(describe) == expected.map(describe), "\(label)", sourceLocation: sourceLocation)
    }

    private static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func everyBundledAndExampleFixtureComposesAsYamsParsesIt() throws {
        var files: [URL] = []
        for folder in ["Fixtures", "Tests/LayoutLabTestSupport/FuzzCorpus/fixtures", "Tests/AsyncDisplayKitTests/Fixtures"] {
            let root = Self.repository.appendingPathComponent(folder)
            files += FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { ["yaml", "yml"].contains($0.pathExtension) } ?? []
        }
        #expect(files.count > 40)
        var composed = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            // As the loader does: files past the alias and nesting limits are never parsed.
            guard YAMLExpansion.problem(in: text) == nil else { continue }
            let bundled = file.path.hasPrefix(Self.repository.appendingPathComponent("Fixtures").path)
            guard let documents = YAMLComposer.documents(text) else {
                #expect(!bundled, "\(file.lastPathComponent): a bundled fixture left to Yams")
                // Left to Yams: it must be something the composer does not take.
                let yamsResult = Result { try yams(text) }
                if case .success(let nodes) = yamsResult {
                    #expect(text.contains("?") || text.contains("!"),
                            "\(file.lastPathComponent): Yams reads it (\(nodes.count) documents), the composer did not")
                }
                continue
            }
            composed += 1
            #expect(documents.map(describe) == (try yams(text)).map(describe), "\(file.lastPathComponent)")
        }
        // The hostile corpus has files past the limits and files only Yams reads; most are composed.
        #expect(composed > files.count / 2)
    }

    @Test func textStylesLinesAndDocumentsAreYamsOwn() throws {
        let texts: [(String, String)] = [
            ("plain, quoted and block scalars", """
            name: plain
            single: 'it''s'
            double: "tab\\tnull\\0é\\u263A"
            literal: |
              two
              lines
            folded: >
              folded
              text
            empty:
            tilde: ~
            number: 12.5
            """),
            ("explicit tags", "a: !!str 12\nb: !!int \"7\"\nc: !custom x\nd: !!map {k: v}\ne: !!seq [1, 2]\n"),
            ("flow and block collections", "list: [1, [2, 3], {a: b}]\nmap: {x: 1, y: [a, b]}\nblock:\n  - one\n  - k: v\n    l: w\n"),
            ("several documents", "---\na: 1\n...\n---\n- 2\n---\nplain\n"),
            ("an empty document", "---\n"),
            ("nothing", ""),
            ("comments and unicode", "# comment\nkey: värde # trailing\n\"ключ\": 🙂\n"),
            ("sixteen keys and more", (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")),
            ("anchors and aliases", "a: &x {k: &y v}\nb: *x\nc: [*y, &z 1, *z]\nd: &x 2\ne: *x\n"),
            ("an aliased key", "k: &key name\nm: {*key : 1}\n"),
            ("a deep flow nesting", String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200)),
        ]
        for (label, text) in texts { try expectSame(text, label) }
    }

    @Test func whatTheComposerLeavesToYamsReadsAsBefore() throws {
        let texts: [(String, String)] = [
            ("an alias to no anchor", "a: *x\n"),
            ("a duplicate key", "a: 1\nb: 2\na: 3\n"),
            ("a duplicate key in a large map", (0..<30).map { "k\($0): 1" }.joined(separator: "\n") + "\nk7: 2\n"),
            ("keys with one text and two tags", "1: a\n\"1\": b\n"),
            ("a map as a key", "? {a: 1}\n: v\n"),
            ("a syntax error", "a: [1, 2\nb: c\n"),
            ("a tab indent", "a:\n\t- b\n"),
        ]
        for (label, text) in texts {
            #expect(YAMLComposer.documents(text) == nil, "\(label): composed")
            // The loader's answer is Yams's: the same nodes, or the same error.
            let loaded = FixtureLoader.parse(text, file: "t.yaml")
            switch (loaded, Result { try yams(text) }) {
            case (.success(let a), .success(let b)):
                #expect(a.map(describe) == b.map(describe), "\(label)")
            case (.failure(let error), .failure):
                #expect(!error.message.isEmpty, "\(label)")
            default:
                Issue.record("\(label): the loader and Yams disagree")
            }
        }
    }

    /// A file left to Yams keeps its aliases shared when converted: the alias's node is the
    /// anchored node's storage, not a copy (spelled out, an alias bomb under the expansion limit
    /// took 557 MB where its file is a few lines).
    @Test func aliasesLeftToYamsStayShared() throws {
        let text = "? [complex]\nname: x\na: &x [1, [2, 3], {k: v}]\nb: *x\nc: [*x, *x]\n"
        #expect(YAMLComposer.documents(text) == nil)
        guard case .success(let documents) = FixtureLoader.parse(text, file: "t.yaml"), case .mapping(let map)? = documents.first else {
            Issue.record("not read")
            return
        }
        func storage(_ node: FixtureNode) -> UnsafeRawPointer? {
            guard case .sequence(let s) = node else { return nil }
            return s.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let values = Dictionary(uniqueKeysWithValues: map.compactMap { entry in entry.key.string.map { ($0, entry.value) } })
        let anchored = try #require(values["a"].flatMap(storage))
        #expect(values["b"].flatMap(storage) == anchored)
        guard case .sequence(let c)? = values["c"] else { Issue.record("c is not a list"); return }
        #expect(c.items.map(storage) == [anchored, anchored])
        #expect(describe(values["b"]!) == describe(values["a"]!))
    }

    /// Errors on one line are listed in the order their keys are written, on every run.
    @Test func errorsOfANodesPropertiesFollowTheFile() {
        let text = "name: x\nsize: [10, 10]\nroot: {node: {hidden: 2, borderWidth: -1, alpha: 5, cornerRadius: -2, clipsToBounds: 3, "
            + "backgroundColor: 7}}\n"
        let result = FixtureLoader.load(text: text, file: "t.yaml")
        let keys = result.errors.map { $0.keyPath.split(separator: ".").last.map(String.init) ?? "" }
        #expect(keys == ["hidden", "borderWidth", "alpha", "cornerRadius", "clipsToBounds", "backgroundColor"])
    }
}
