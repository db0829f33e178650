import Foundation
import Testing

/// The deviations from CSS flexbox listed in docs/semantics.md ("### T<n>: …" sections), and where
/// the package cites them: `Deviation T<n>` comments in the engine's sources and in this target's
/// unit tests, and the `deviations` of the conformance cases.
struct DeviationCatalogue {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The folders whose sources implement the deviations.
    static let sourceFolders = ["Sources/LayoutEngine", "Sources/LayoutGeometry"]

    /// The documented ids in order, with the source files each section names.
    var documented: [(id: String, files: Set<String>)] = []
    /// Source files (relative to the root) citing each id.
    var sourceCitations: [String: Set<String>] = [:]
    /// Unit tests files (relative to the root) citing each id.
    var testCitations: [String: Set<String>] = [:]
    /// Problems met while reading.
    var problems: [String] = []

    init() {
        let docPath = DeviationCatalogue.root.appendingPathComponent("docs/semantics.md").path
        guard let doc = try? String(contentsOfFile: docPath, encoding: .utf8) else {
            problems.append("cannot read docs/semantics.md")
            return
        }
        documented = DeviationCatalogue.sections(of: doc)
        for folder in DeviationCatalogue.sourceFolders {
            for (path, text) in DeviationCatalogue.swiftFiles(under: folder) {
                for id in DeviationCatalogue.citedIDs(in: text) { sourceCitations[id, default: []].insert(path) }
            }
        }
        let thisFile = URL(fileURLWithPath: #filePath).lastPathComponent
        for (path, text) in DeviationCatalogue.swiftFiles(under: "Tests/LayoutEngineTests")
        where !path.hasSuffix("/" + thisFile) {
            for id in DeviationCatalogue.citedIDs(in: text) { testCitations[id, default: []].insert(path) }
        }
    }

    /// The "### T<n>" sections of `doc`, each with the `Sources/….swift` paths it names.
    static func sections(of doc: String) -> [(id: String, files: Set<String>)] {
        var out: [(id: String, files: Set<String>)] = []
        var current: (id: String, files: Set<String>)?
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") {
                if let current { out.append(current) }
                current = nil
                if line.hasPrefix("### "), let id = matches(#"^### (T[0-9]+)\b"#, in: line).first {
                    current = (id, [])
                }
                continue
            }
            if current != nil {
                current!.files.formUnion(matches(#"`(Sources/[A-Za-z0-9_+./-]+\.swift)`"#, in: line))
            }
        }
        if let current { out.append(current) }
        return out
    }

    /// The ids cited by `Deviation T<n>` in `text`.
    static func citedIDs(in text: String) -> Set<String> {
        Set(matches(#"Deviation (T[0-9]+)\b"#, in: text))
    }

    /// Every `.swift` file under `folder` (relative to the root), with its text.
    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var out: [(path: String, text: String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let text = try? String(contentsOfFile: base.appendingPathComponent(relative).path, encoding: .utf8)
            else { continue }
            out.append((folder + "/" + relative, text))
        }
        return out.sorted { $0.path < $1.path }
    }

    /// The first capture group of every match of `pattern` in `text`.
    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: 1))
        }
    }
}

@Suite("Deviations from CSS flexbox")
struct DeviationCatalogueTests {
    static let catalogue = DeviationCatalogue()

    @Test("docs/semantics.md lists deviation ids, each once")
    func idsAreListedOnce() {
        let c = DeviationCatalogueTests.catalogue
        #expect(c.problems.isEmpty, "\(c.problems)")
        #expect(!c.documented.isEmpty, "no \"### T<n>\" section in docs/semantics.md")
        var seen: Set<String> = []
        for entry in c.documented where !seen.insert(entry.id).inserted {
            Issue.record("\(entry.id) is listed twice in docs/semantics.md")
        }
    }

    @Test("Every documented deviation is cited in the code, in the files its section names")
    func everyDeviationHasACodeSite() {
        let c = DeviationCatalogueTests.catalogue
        for entry in c.documented {
            let citing = c.sourceCitations[entry.id] ?? []
            if citing.isEmpty {
                Issue.record("\(entry.id): no \"Deviation \(entry.id)\" comment under \(DeviationCatalogue.sourceFolders)")
            }
            if citing != entry.files {
                Issue.record("""
                    \(entry.id): docs/semantics.md names \(entry.files.sorted()), \
                    but \"Deviation \(entry.id)\" is cited in \(citing.sorted())
                    """)
            }
        }
    }

    @Test("Every documented deviation is exercised by a conformance case or a unit test")
    func everyDeviationIsExercised() {
        let c = DeviationCatalogueTests.catalogue
        var byCases: [String: Int] = [:]
        for layoutCase in LayoutCaseTests.ported + LayoutCaseTests.measured {
            for id in layoutCase.deviations { byCases[id, default: 0] += 1 }
        }
        for entry in c.documented where byCases[entry.id] == nil && c.testCitations[entry.id] == nil {
            Issue.record("\(entry.id): no case lists it in `deviations` and no unit test cites \"Deviation \(entry.id)\"")
        }
    }

    @Test("Cases, sources and unit tests cite only documented deviations")
    func everyCitedDeviationIsDocumented() {
        let c = DeviationCatalogueTests.catalogue
        let known = Set(c.documented.map(\.id))
        for layoutCase in LayoutCaseTests.ported + LayoutCaseTests.measured {
            for id in layoutCase.deviations where !known.contains(id) {
                Issue.record("\(layoutCase.testDescription) (\(layoutCase.file)): deviation \"\(id)\" is not listed in docs/semantics.md")
            }
        }
        for (id, files) in c.sourceCitations.merging(c.testCitations, uniquingKeysWith: { $0.union($1) })
        where !known.contains(id) {
            Issue.record("Deviation \(id), cited in \(files.sorted()), is not listed in docs/semantics.md")
        }
    }
}
