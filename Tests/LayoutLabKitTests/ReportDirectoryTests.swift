import Foundation
@testable import LayoutLabKit
import Testing

@Suite("Report directory")
struct ReportDirectoryTests {
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-reports-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    @Test func unchangedFilesAreKeptChangedOnesReplaced() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reports = ReportDirectory(path: dir)
        try reports.write([1, 2, 3], to: "actual/g/a.png")
        let first = inode(dir + "/actual/g/a.png")
        try reports.write([1, 2, 3], to: "actual/g/a.png")
        #expect(inode(dir + "/actual/g/a.png") == first)
        try reports.write([4, 5], to: "actual/g/a.png")
        #expect(inode(dir + "/actual/g/a.png") != first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/actual/g/a.png")) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/actual/g") == ["a.png"])
    }

    @Test func identicalCopiesAreHardLinks() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reports = ReportDirectory(path: dir)
        try reports.write([7, 7], to: "actual/x.png")
        try reports.write([7, 7], to: "baseline/x.png", sameAs: "actual/x.png")
        #expect(inode(dir + "/baseline/x.png") == inode(dir + "/actual/x.png"))
        // Replacing the actual image later leaves the linked copy as it was.
        try reports.write([8], to: "actual/x.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/baseline/x.png")) == Data([7, 7]))
    }

    @Test func sweepRemovesOnlyStaleReportFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reports = ReportDirectory(path: dir)
        try reports.write([1], to: "actual/keep.png")
        try reports.write([1], to: "actual/old/stale.png")
        try reports.write([1], to: "diff/stale.png")
        try reports.write([1], to: "actual/.stale.png.123.456.tmp")
        try reports.write([1], to: "actual/notes.txt")
        try reports.write([1], to: "other/stale.png")
        try reports.removeFiles(notIn: ["actual/keep.png"])
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: dir + "/actual/keep.png"))
        #expect(fm.fileExists(atPath: dir + "/actual/notes.txt"))
        #expect(fm.fileExists(atPath: dir + "/other/stale.png"))
        #expect(!fm.fileExists(atPath: dir + "/actual/old"))
        #expect(!fm.fileExists(atPath: dir + "/diff"))
        #expect(!fm.fileExists(atPath: dir + "/actual/.stale.png.123.456.tmp"))
    }

    @Test func runFilesGoOnlyWhenAnEarlierReportExists() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reports = ReportDirectory(path: dir)
        try reports.writeRunFile(Array("<html>".utf8), to: "index.html")
        try reports.removeEarlierRunFiles()
        #expect(FileManager.default.fileExists(atPath: dir + "/index.html"))
        try reports.writeRunFile(Array("{}".utf8), to: "report.json")
        try reports.writeRunFile(Array("<x/>".utf8), to: "junit.xml")
        try reports.removeEarlierRunFiles()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        // A per-fixture folder that is a link is removed, never followed.
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/actual", withDestinationPath: dir + "/elsewhere")
        try reports.removeEarlierRunFiles()
        try reports.write([1], to: "actual/a.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere").isEmpty)
    }
}
