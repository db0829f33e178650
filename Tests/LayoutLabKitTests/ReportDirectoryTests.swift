import Foundation
import LayoutLabTestSupport
import LayoutSupport
@testable import LayoutLabKit
import Testing

@Suite("Report directory")
struct ReportDirectoryTests {
    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    @Test func unchangedFilesAreKeptChangedOnesReplaced() throws {
        let temporary = try TemporaryDirectory("reports")
        defer { temporary.remove() }
        let dir = temporary.path
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

    @Test func sharedCopiesAreFilesOfTheirOwn() throws {
        let temporary = try TemporaryDirectory("reports")
        defer { temporary.remove() }
        let dir = temporary.path
        let reports = ReportDirectory(path: dir + "/Reports")
        // A baseline layout shared as both of the report's copies: each a file of its own (a clone
        // where the file system clones, a copy otherwise), never another name of the baseline.
        let original = dir + "/x.layout.json"
        try Data([7, 7]).write(to: URL(fileURLWithPath: original))
        try reports.share([7, 7], from: original, to: "actual/x.layout.json")
        try reports.share([7, 7], from: original, to: "baseline/x.layout.json")
        for copy in ["actual", "baseline"] {
            let path = dir + "/Reports/\(copy)/x.layout.json"
            #expect(inode(path) != inode(original))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([7, 7]))
        }
        // Written in place, a copy leaves the baseline as it was.
        try Data([9]).write(to: URL(fileURLWithPath: dir + "/Reports/baseline/x.layout.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: original)) == Data([7, 7]))
        // A hard link an earlier version left is replaced by a file of its own, even holding the same bytes.
        unlink(dir + "/Reports/actual/x.layout.json")
        #expect(link(original, dir + "/Reports/actual/x.layout.json") == 0)
        try reports.share([7, 7], from: original, to: "actual/x.layout.json")
        #expect(inode(dir + "/Reports/actual/x.layout.json") != inode(original))
    }

    @Test func sweepRemovesOnlyStaleReportFiles() throws {
        let temporary = try TemporaryDirectory("reports")
        defer { temporary.remove() }
        let dir = temporary.path
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
        let temporary = try TemporaryDirectory("reports")
        defer { temporary.remove() }
        let dir = temporary.path
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
