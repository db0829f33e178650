import Foundation
@testable import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// Fixture files reached through symbolic links are checked; what cannot be read is reported,
/// never skipped in silence.
@Suite struct FixtureDiscoveryLinkTests {
    private let dir: String

    init() throws {
        dir = TemporaryDirectory(reserving: "links").path
        try FileManager.default.createDirectory(atPath: dir + "/Fixtures", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/shared/deeper", withIntermediateDirectories: true)
        for (name, path) in [("own", "Fixtures/own.yaml"), ("shared", "shared/deeper/shared.yaml"), ("linked", "shared/linked.yaml")] {
            try "name: \(name)\nsize: [10, 10]\nroot: {node: {}}\n".write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: dir + "/" + path, withDestinationPath: target)
    }

    @Test func linkedFilesAndFoldersAreFoundAndLoopsSearchedOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try link("Fixtures/linked.yaml", to: dir + "/shared/linked.yaml")
        try link("Fixtures/shared", to: "../shared")
        try link("shared/deeper/loop", to: "..")
        let found = try FixtureDiscovery.fixtureFiles(roots: [dir + "/Fixtures"], required: true)
        #expect(found.problems.isEmpty, "\(found.problems)")
        #expect(found.files == [dir + "/Fixtures/linked.yaml", dir + "/Fixtures/own.yaml", dir + "/Fixtures/shared/deeper/shared.yaml",
                                dir + "/Fixtures/shared/linked.yaml"])
    }

    @Test func brokenLinksAndNamesThatAreNotUTF8AreProblemsAndFailTheRun() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try link("Fixtures/gone.yaml", to: dir + "/nowhere.yaml")
        // A file name with the byte 0xFF.
        let raw = Array((dir + "/Fixtures/").utf8) + [0x62, 0xFF, 0x2E, 0x79, 0x61, 0x6D, 0x6C, 0]
        let fd = raw.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let found = try FixtureDiscovery.fixtureFiles(roots: [dir + "/Fixtures"], required: true)
        #expect(found.files == [dir + "/Fixtures/own.yaml"])
        #expect(found.problems.map(\.path) == [dir + "/Fixtures/b\\xFF.yaml", dir + "/Fixtures/gone.yaml"])
        #expect(found.problems[0].reason.contains("not valid UTF-8") && found.problems[1].reason.contains("symbolic link to nothing"))
        // Each is an error of the run, by its path.
        let fixtures = FixtureDiscovery.load(files: found.files, problems: found.problems, catalog: .empty)
        #expect(fixtures.filter(\.isInvalid).count == 2)
        // And prune will not guess which baselines they keep.
        #expect(throws: PruneError.self) { try FixtureFileNames.names(roots: [dir + "/Fixtures"]) }
    }
}
