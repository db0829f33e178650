import Foundation
import LayoutLabTestSupport
import Testing

/// The files generated from Texture's test corpus (`Tests/LayoutEngineTests/Cases/ported`): the
/// measured frames in `Cases/measured` and the Swift references in
/// `TextureReferenceFixtures+LayoutSpecs.swift` are what tools/generators/texture-corpus.py gives,
/// so a case changed without regenerating them fails here.
@Suite("Files generated from the Texture corpus are up to date")
struct TextureCorpusGeneratedTests {
    /// The package's folder (this file is Tests/CLITests/TextureCorpusGeneratedTests.swift).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static let corpus = "Tests/LayoutEngineTests/Cases/ported"
    private static let measured = "Tests/LayoutEngineTests/Cases/measured"
    private static let swift = "Tests/AsyncDisplayKitTests/TextureReferenceFixtures+LayoutSpecs.swift"
    private static let images = "Tests/AsyncDisplayKitTests/TextureReferences"

    /// Runs `tools/generators/texture-corpus.py --check` on the repository at `root`.
    private static func check(root: URL) throws -> CLIHarness.Run {
        try CLIHarness.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                  ["python3", Self.root.appendingPathComponent("tools/generators/texture-corpus.py").path,
                                   "--check", "--root", root.path])
    }

    @Test func generatedFilesAreUpToDate() throws {
        let r = try Self.check(root: Self.root)
        #expect(r.status == 0, "run tools/generators/texture-corpus.py\n\(r.stderr.suffix(4000))")
    }

    @Test func aChangedCaseMakesItsGeneratedFilesStale() throws {
        let folder = try TemporaryDirectory("corpus")
        defer { folder.remove() }
        let copy = folder.url
        let files = FileManager.default
        for path in [Self.corpus, Self.measured, Self.swift] {
            let target = copy.appendingPathComponent(path)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: Self.root.appendingPathComponent(path), to: target)
        }
        try files.createSymbolicLink(at: copy.appendingPathComponent(Self.images),
                                     withDestinationURL: Self.root.appendingPathComponent(Self.images))
        #expect(try Self.check(root: copy).status == 0, "an unchanged copy is up to date")

        // The wrapper test's 50-point red nodes grow to 60 points.
        let corpusFile = copy.appendingPathComponent(Self.corpus + "/ASWrapperSpecSnapshotTests.json")
        let text = try String(contentsOf: corpusFile, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"width\": 50", with: "\"width\": 60")
        #expect(changed != text)
        try changed.write(to: corpusFile, atomically: true, encoding: .utf8)
        let r = try Self.check(root: copy)
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(Self.measured)/ASWrapperSpecSnapshotTests.json is out of date"))
        #expect(r.stderr.contains("\(Self.swift) is out of date"))
        #expect(!r.stderr.contains("ASStackLayoutSpecSnapshotTests.json is out of date"))
    }
}
