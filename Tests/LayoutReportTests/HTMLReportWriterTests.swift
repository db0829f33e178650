import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutReport

@Suite("HTML report writer")
struct HTMLReportWriterTests {
    private func written() throws -> (CheckReport, URL) {
        let dir = try TemporaryDirectory("report-writer").url
        let report = try SampleReport.mixed(in: dir)
        try HTMLReportWriter.write(report, to: dir)
        return (report, dir)
    }

    private func detail(_ dir: URL, _ report: CheckReport, _ name: String) throws -> [String: Any] {
        let index = try #require(report.fixtures.firstIndex { $0.name == name })
        return try ReportFiles.dataEntry(dir, index).detail
    }

    @Test func writesTheIndexAndEveryFixtureOnceInItsDataFileAndNoTemporaryFiles() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = ReportFiles.listing(dir)
        #expect(files.contains("index.html"))
        #expect(files.filter { $0.hasPrefix("data/") } == ["data/0.js"])
        #expect(!files.contains { $0.hasSuffix(".tmp") })
        let html = try ReportFiles.text(dir.appendingPathComponent("index.html"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let embedded = try ReportFiles.embeddedData(html)
        let token = try #require(embedded["token"] as? String)
        #expect(embedded["dataFiles"] as? [Int] == [0])
        let entries = try ReportFiles.dataEntries(dir.appendingPathComponent("data/0.js"))
        #expect(entries.map(\.index) == Array(report.fixtures.indices))
        for (i, data) in entries.enumerated() {
            #expect(data.token == token)
            #expect(data.detail["name"] as? String == report.fixtures[i].name)
        }
    }

    /// The report's fixtures, each as one of the sample's, renamed `many/<index>`.
    private func many(_ count: Int, in dir: URL) throws -> CheckReport {
        let sample = try SampleReport.mixed(in: dir)
        var report = sample
        report.fixtures = (0..<count).map { i in
            var outcome = sample.fixtures[i % sample.fixtures.count]
            outcome.name = "many/\(i)"
            return outcome
        }
        return report
    }

    /// A larger report: sixteen fixtures a file, each file named for its first fixture, every
    /// fixture once, and the page told where the files start.
    @Test func aLargerReportHoldsSixteenFixturesAFileFromTheFileNamedForTheFirst() throws {
        let temporary = try TemporaryDirectory("report-writer-files")
        defer { temporary.remove() }
        let dir = temporary.url
        let report = try many(37, in: dir)
        try HTMLReportWriter.write(report, to: dir)
        #expect(HTMLReportWriter.fixturesPerDataFile == 16)
        #expect(ReportFiles.listing(dir).filter { $0.hasPrefix("data/") } == ["data/0.js", "data/16.js", "data/32.js"])
        let embedded = try ReportFiles.embeddedData(try ReportFiles.text(dir.appendingPathComponent("index.html")))
        #expect(embedded["dataFiles"] as? [Int] == [0, 16, 32])
        var seen: [Int] = []
        for first in [0, 16, 32] {
            let entries = try ReportFiles.dataEntries(dir.appendingPathComponent("data/\(first).js"))
            #expect(entries.first?.index == first)
            seen += entries.map(\.index)
            for entry in entries { #expect(entry.detail["name"] as? String == "many/\(entry.index)") }
        }
        #expect(seen == Array(0..<37))
        for i in [0, 15, 16, 31, 32, 36] { #expect(try ReportFiles.dataEntry(dir, i).detail["name"] as? String == "many/\(i)") }
    }

    /// Files are cut by size too: no file holding more than one fixture passes the limit, a
    /// fixture whose details reach it has a file of its own, and the cuts do not depend on how
    /// many threads write.
    @Test func largeDetailsAreCutIntoFilesUnderTheSizeLimit() throws {
        let temporary = try TemporaryDirectory("report-writer-sizes")
        defer { temporary.remove() }
        let dir = temporary.url
        let report = try many(40, in: dir)
        let lines = report.fixtures.indices.map {
            HTMLReportWriter.dataLine(report.fixtures[$0], index: $0, token: "t", directory: dir.path).count
        }
        let sizes = Set(lines).sorted()
        #expect(sizes.count > 1)
        for limit in [1, sizes[sizes.count / 2], 3 * sizes.last!, HTMLReportWriter.dataFileBytes] {
            let data = dir.appendingPathComponent("data-\(limit)")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            let starts = try HTMLReportWriter.writeDetails(report.fixtures, token: "t", directory: dir, dataDirectory: data,
                                                           baselines: nil, baselineDirectory: "", fileBytes: limit)
            #expect(ReportFiles.listing(data).sorted() == starts.map { "\($0).js" }.sorted())
            var seen: [Int] = []
            for start in starts {
                let url = data.appendingPathComponent("\(start).js")
                let entries = try ReportFiles.dataEntries(url)
                let bytes = try Data(contentsOf: url).count
                #expect(entries.first?.index == start && entries.count <= 16)
                #expect(entries.count == 1 || bytes <= limit, "data/\(start).js: \(entries.count) fixtures in \(bytes) bytes")
                seen += entries.map(\.index)
            }
            #expect(seen == Array(0..<40))
            if limit == 1 { #expect(starts == Array(0..<40)) }
            if limit == HTMLReportWriter.dataFileBytes { #expect(starts == [0, 16, 32]) }
            // The same cuts as one file at a time, in order, would make.
            var expected: [Int] = [], size = 0
            for (i, line) in lines.enumerated() {
                if i % 16 == 0 || (size > 0 && size + line > limit) || size >= limit { expected.append(i); size = 0 }
                size += line
            }
            #expect(starts == expected, "limit \(limit)")
        }
    }

    /// What a check writes beside the report (`report.json`, `junit.xml`) is waited for between the
    /// data files and the page: the page comes last, and not at all when that fails.
    @Test func thePageIsWrittenAfterWhatRunsBeforeItAndNotWhenThatFails() throws {
        let temporary = try TemporaryDirectory("report-writer-order")
        defer { temporary.remove() }
        let dir = temporary.url
        let report = try SampleReport.mixed(in: dir)
        struct Refused: Error {}
        var seen: (data: Bool, page: Bool)?
        #expect(throws: Refused.self) {
            try HTMLReportWriter.write(report, to: dir) {
                let files = ReportFiles.listing(dir)
                seen = (files.contains("data/0.js"), files.contains("index.html"))
                throw Refused()
            }
        }
        #expect(seen?.data == true && seen?.page == false)
        #expect(!ReportFiles.listing(dir).contains("index.html"))
        var ran = 0
        try HTMLReportWriter.write(report, to: dir) { ran += 1 }
        #expect(ran == 1 && ReportFiles.listing(dir).contains("index.html"))
    }

    @Test func hostileStringsNeverAppearAsMarkup() throws {
        let (_, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let html = try ReportFiles.text(dir.appendingPathComponent("index.html"))
        for raw in ["<script>alert", "<img src=x", "onerror=alert(1)>", "</script><script", "<!--", "\u{2028}", "\u{202E}"] {
            #expect(!html.contains(raw), "index.html contains \(raw)")
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        #expect(html.contains("Render settings differ from Baselines/manifest.json: &lt;script&gt;alert(1)&lt;/script&gt;"))
        for file in ReportFiles.listing(dir) where file.hasPrefix("data/") {
            let text = try ReportFiles.text(dir.appendingPathComponent(file))
            for raw in ["<", ">", "\u{2028}", "\u{2029}"] { #expect(!text.contains(raw), "\(file) contains \(raw)") }
        }
    }

    @Test func embeddedRowsDecodeToTheReportExactly() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try ReportFiles.embeddedData(try ReportFiles.text(dir.appendingPathComponent("index.html")))
        let rows = try #require(data["fixtures"] as? [[String: Any]])
        #expect(rows.map { $0["n"] as? String } == report.fixtures.map(\.name))
        #expect(rows.map { $0["s"] as? String } == report.fixtures.map(\.status.rawValue))
        #expect(rows.map { $0["lo"] as? Bool } == report.fixtures.map(\.layoutOnlyChange))
        #expect(rows.contains { $0["n"] as? String == Hostile.controls && $0["s"] as? String == "error" })
        let hostile = try #require(rows.first { $0["n"] as? String == Hostile.script })
        #expect((hostile["m"] as? String)?.hasPrefix(Hostile.script) == true)
    }

    @Test func detailsCarryImagesLayoutsChangesAndTheApproveCommand() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let d = try detail(dir, report, "cards/profile")
        let images = try #require(d["images"] as? [String: Any])
        let actual = try #require(images["actual"] as? [String: Any])
        #expect(actual["url"] as? String == "actual/cards/profile.png" && actual["w"] as? Int == 120 && actual["h"] as? Int == 80)
        #expect((images["diff"] as? [String: Any])?["url"] as? String == "diff/cards/profile.png")
        let layouts = try #require(d["layouts"] as? [String: Any])
        let baseNodes = try #require((layouts["baseline"] as? [String: Any])?["nodes"] as? [[String: Any]])
        let actualNodes = try #require((layouts["actual"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(baseNodes[2]["f"] as? [Double] == [4, 4, 16, 16])
        #expect(actualNodes[2]["f"] as? [Double] == [8, 4, 16, 16])
        #expect((actualNodes[4]["ha"] as? [String: Any])?["a"] as? [Double] == [20, 14, 28, 18])
        let changes = try #require(d["changes"] as? [[String: Any]])
        #expect(changes.first?["summary"] as? String == "avatar: x 4 → 8 (+4pt)" && changes.first?["change"] as? String == "moved")
        #expect((d["diff"] as? [String: Any])?["regions"] as? [[Int]] == [[8, 8, 40, 32]])
        #expect(d["approveCommand"] as? String == "layoutlab approve 'cards/profile'")
        #expect((d["notes"] as? [String])?.isEmpty == true)
        #expect(layouts["baselineSameAsActual"] == nil)
    }

    @Test func anUnchangedLayoutIsSentOnce() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let layouts = try #require(try detail(dir, report, "plain/passed")["layouts"] as? [String: Any])
        #expect(layouts["baselineSameAsActual"] as? Bool == true && layouts["baseline"] == nil)
        #expect(((layouts["actual"] as? [String: Any])?["nodes"] as? [Any])?.count == 8)
    }

    @Test func hostileNamesKeepWorkingURLs() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in [Hostile.script, Hostile.attribute] {
            let images = try #require(try detail(dir, report, name)["images"] as? [String: Any])
            let url = try #require((images["actual"] as? [String: Any])?["url"] as? String)
            #expect(!url.contains("<") && !url.contains("\"") && !url.contains("'") && !url.contains(" "))
            let file = try #require(url.removingPercentEncoding)
            #expect(file == "actual/\(name).png")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path))
        }
    }

    @Test func missingCorruptAndUnsafeFilesBecomeNotes() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let d = try detail(dir, report, "broken/files")
        let notes = try #require(d["notes"] as? [String])
        #expect(notes.contains("The baseline image baseline/broken/files.png is missing from the report."))
        #expect(notes.contains("The diff image path \"../outside.png\" is not a relative path inside the report; it is not shown."))
        #expect(notes.contains("The baseline layout baseline/broken/files.layout.json is missing from the report."))
        #expect(notes.contains { $0.hasPrefix("The actual layout actual/broken/files.layout.json cannot be read: not valid JSON") })
        let images = try #require(d["images"] as? [String: Any])
        #expect(images["baseline"] == nil && images["diff"] == nil && images["actual"] != nil)
        #expect((d["layouts"] as? [String: Any])?.isEmpty == true)
    }

    /// A layout file over the limit is not read, and neither is one that a symbolic link leads to
    /// (the limit counts the target) nor a file that is not a regular one (a FIFO would keep a
    /// reader waiting).
    @Test func layoutFilesTooLargeToReadBecomeNotes() throws {
        let temporary = try TemporaryDirectory("report-writer-large")
        defer { temporary.remove() }
        let dir = temporary.url
        let report = try SampleReport.mixed(in: dir)
        // Replace one layout by a file just over the limit (its content is never parsed).
        let name = "broken/files"
        let outcome = try #require(report.fixtures.first { $0.name == name })
        let path = try #require(outcome.layouts.actual ?? outcome.layouts.baseline)
        let file = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let tooLarge = "The actual layout \(path) is 16 MB, more than the report reads (16 MB); its elements are not shown over the images."
        try Data(repeating: 0x20, count: HTMLReportLimits.layoutFileBytes + 1).write(to: file)
        try HTMLReportWriter.write(report, to: dir)
        var notes = try #require(try detail(dir, report, name)["notes"] as? [String])
        #expect(notes.contains(tooLarge), "\(notes)")

        let large = dir.appendingPathComponent("large.json")
        try FileManager.default.moveItem(at: file, to: large)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: large)
        try HTMLReportWriter.write(report, to: dir)
        notes = try #require(try detail(dir, report, name)["notes"] as? [String])
        #expect(notes.contains(tooLarge), "through a link: \(notes)")

        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        try HTMLReportWriter.write(report, to: dir)
        notes = try #require(try detail(dir, report, name)["notes"] as? [String])
        #expect(notes.contains("The actual layout \(path) is not a regular file; it is not read."), "\(notes)")
    }

    @Test func theSameReportGivesTheSameBytesInAnyFolder() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try ReportFiles.listing(dir).filter { $0 == "index.html" || $0.hasPrefix("data/") }
            .map { ($0, try Data(contentsOf: dir.appendingPathComponent($0))) }
        try HTMLReportWriter.write(report, to: dir)
        let temporary = try TemporaryDirectory("report-writer-copy")
        defer { temporary.remove() }
        let other = temporary.url
        _ = try SampleReport.mixed(in: other)
        try HTMLReportWriter.write(report, to: other)
        for (path, bytes) in first {
            #expect(try Data(contentsOf: dir.appendingPathComponent(path)) == bytes, "\(path) changed on rewrite")
            #expect(try Data(contentsOf: other.appendingPathComponent(path)) == bytes, "\(path) differs in another folder")
        }
    }

    @Test func dataFilesOfALargerEarlierReportAreRemoved() throws {
        let (report, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("keep".utf8).write(to: dir.appendingPathComponent("data/notes.txt"))
        // Files of a report that held more fixtures, or one file per fixture, are not this report's.
        for stale in ["1", "3", "16", "48"] { try Data("stale".utf8).write(to: dir.appendingPathComponent("data/\(stale).js")) }
        var smaller = report
        smaller.fixtures = Array(report.fixtures.prefix(2))
        try HTMLReportWriter.write(smaller, to: dir)
        let data = ReportFiles.listing(dir).filter { $0.hasPrefix("data/") }
        #expect(data == ["data/0.js", "data/notes.txt"])
        #expect(try ReportFiles.dataEntries(dir.appendingPathComponent("data/0.js")).map(\.index) == [0, 1])
    }

    @Test func theContentSecurityPolicyAllowsExactlyTheInlineCode() throws {
        let (_, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let html = try ReportFiles.text(dir.appendingPathComponent("index.html"))
        let (script, style) = try ReportFiles.inlineCode(html)
        let assets = try ReportAssets.bundled()
        #expect(script == assets.script && style == assets.style)
        let policyStart = try #require(html.range(of: "http-equiv=\"Content-Security-Policy\" content=\""))
        let policy = String(html[policyStart.upperBound...].prefix { $0 != "\"" })
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src 'self' file: '\(HTMLReportPage.hash(script))'"))
        #expect(policy.contains("style-src '\(HTMLReportPage.hash(style))'"))
        #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
    }

    @Test func summaryCountsComeFromTheFixtures() throws {
        let (_, dir) = try written()
        defer { try? FileManager.default.removeItem(at: dir) }
        let html = try ReportFiles.text(dir.appendingPathComponent("index.html"))
        for expected in ["data-filter=\"all\" aria-pressed=\"true\">All <b>7</b>", "data-filter=\"failed\" aria-pressed=\"false\">Failed <b>3</b>",
                         "data-filter=\"new\" aria-pressed=\"false\">New <b>1</b>", "data-filter=\"error\" aria-pressed=\"false\">Errored <b>1</b>",
                         "data-filter=\"passed\" aria-pressed=\"false\">Passed <b>2</b>",
                         "data-filter=\"layoutOnly\" aria-pressed=\"false\">Layout-only changes <b>1</b>"] {
            #expect(html.contains(expected), "\(expected)")
        }
        #expect(html.contains("<title>layoutlab: 3 failed, 1 new, 1 errored of 7</title>"))
    }

    @Test func aFileInTheWayIsAClearError() throws {
        let temporary = try TemporaryDirectory("report-blocked")
        defer { temporary.remove() }
        let dir = temporary.url
        try Data().write(to: dir.appendingPathComponent("data"))
        let report = CheckReport(tool: "t", startedAt: "s", durationSeconds: 0,
                                 settings: ReportSettings(threshold: 0.1, record: "never", jobs: 1, baselineDirectory: "B", fixtureRoots: []),
                                 fixtures: [])
        do {
            try HTMLReportWriter.write(report, to: dir)
            Issue.record("writing over a file named data succeeded")
        } catch let error as ReportWriteError {
            #expect(error.description.hasPrefix("cannot use as a folder (a file is in the way) \(dir.appendingPathComponent("data").path)"))
        }
    }

    @Test func anEmptyReportStillWritesAPage() throws {
        let temporary = try TemporaryDirectory("report-empty")
        defer { temporary.remove() }
        let dir = temporary.url
        let report = CheckReport(tool: "t", startedAt: "s", durationSeconds: 0,
                                 settings: ReportSettings(threshold: 0.1, record: "never", jobs: 1, baselineDirectory: "B", fixtureRoots: []),
                                 fixtures: [])
        try HTMLReportWriter.write(report, to: dir)
        let data = try ReportFiles.embeddedData(try ReportFiles.text(dir.appendingPathComponent("index.html")))
        #expect((data["fixtures"] as? [Any])?.isEmpty == true)
    }
}
