import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutLabKit

/// The report directory's one lock: held for writing by one run alone, for reading by any number
/// of approves, never both at once.
@Suite struct ReportLockTests {
    private let folder = TemporaryDirectory(reserving: "lock")
    private var dir: String { folder.path }

    @Test func readingADirectoryNoRunHasWrittenTakesNoLock() throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { folder.remove() }
        #expect(try ReportLock.reading(dir) == nil)
    }

    @Test func aWriterExcludesReadersAndReadersExcludeAWriter() throws {
        defer { folder.remove() }
        var writer: ReportLock? = try ReportLock(directory: dir)
        #expect(writer?.mode == .writing)
        let refused = #expect(throws: ReportLockError.self) { try ReportLock.reading(dir) }
        #expect(refused?.description == "a layoutlab check run is writing this report now; approve after it finishes")
        writer = nil

        let first = try #require(try ReportLock.reading(dir))
        let second = try #require(try ReportLock.reading(dir))
        #expect(first.mode == .reading && second.mode == .reading)
        let blocked = #expect(throws: ReportLockError.self) { try ReportLock(directory: dir) }
        #expect(blocked?.description.hasPrefix("another layoutlab run is writing \(dir)") == true)
        withExtendedLifetime((first, second)) {}
    }

    @Test func readingFollowsNoLink() throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { folder.remove() }
        let target = dir + "/elsewhere"
        FileManager.default.createFile(atPath: target, contents: nil)
        try FileManager.default.createSymbolicLink(atPath: dir + "/" + ReportDirectory.lockFile, withDestinationPath: target)
        #expect(try ReportLock.reading(dir) == nil)
    }
}
