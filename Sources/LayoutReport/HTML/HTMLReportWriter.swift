import Foundation
import LayoutSupport

/// Writes the static HTML report of a check run into the report directory: `index.html` (the
/// page, its style and script inline, the fixture list embedded) and the data files
/// `data/<first>.js`, each holding the details and both layouts (for the overlays) of up to
/// `fixturesPerDataFile` consecutive fixtures from index `first` on, loaded when one of them is
/// opened; the page embeds where each file starts. The page opens from disk with no server and
/// no network.
///
/// Images and layout files are read from the paths in the report, relative to `directory`; a
/// missing or unreadable one is noted on its fixture and never stops the report. Every file is
/// written atomically (a temporary file renamed into place); the data files skip the flush to
/// disk, which would cost a disk round trip per file for files the next check rewrites, and
/// `index.html` is flushed last. Data files left from a previous report are removed.
public enum HTMLReportWriter {
    /// The most fixtures one data file holds. Creating a file costs a report more than writing
    /// the details of a passing fixture into it (see docs/rendering-log.md), and a page opening
    /// one fixture reads its neighbours' details, which it shows next, with it.
    public static let fixturesPerDataFile = 16
    /// The size past which a data file takes no further fixture: a fixture whose details reach it
    /// alone (a failing one with thousands of nodes) has a file of its own, so the page never
    /// loads, nor the writer holds, the details of several such fixtures for one.
    public static let dataFileBytes = 512 * 1024

    /// Writes `index.html` and `data/` for `report` into `directory` (created when missing).
    /// Throws `ReportAssetError`, before writing anything, when the page's style sheet or script
    /// cannot be read from the package's resources. `beforePage` runs once the data files are
    /// written and before `index.html` is; what it throws stops the page from being written.
    public static func write(_ report: CheckReport, to directory: URL, beforePage: () throws -> Void = {}) throws {
        let assets = try ReportAssets.bundled()
        try ReportFileWriting.makeDirectory(directory)
        let dataDirectory = directory.appendingPathComponent("data")
        try ReportFileWriting.makeDirectory(dataDirectory)

        let (rows, token) = rowsAndToken(report)

        // A fixture that passed unchanged has no copies in the report: its image is the baseline's.
        let baselines = ReportAssetPaths.folderURL(of: report.settings.baselineDirectory, from: directory.path)
        let dataFiles = try writeDetails(report.fixtures, token: token, directory: directory, dataDirectory: dataDirectory,
                                         baselines: baselines, baselineDirectory: report.settings.baselineDirectory,
                                         fileBytes: dataFileBytes)
        removeStaleData(in: dataDirectory, keeping: dataFiles)
        ReportFileWriting.syncDirectory(dataDirectory)
        try beforePage()

        let indexJSON = indexData(rows: rows, token: token, dataFiles: dataFiles)
        let html = HTMLReportPage(report: report, dataJSON: indexJSON, assets: assets).render()
        try ReportFileWriting.writeAtomically(Data(html.utf8), to: directory.appendingPathComponent("index.html").path)
        ReportFileWriting.syncDirectory(directory)
    }

    /// The page's embedded data for `report` (the run's token and one row per fixture, as JSON;
    /// no data files, as a live page loads each fixture's details from its server) and the token,
    /// which the data files `write` writes for the same report carry.
    public static func index(_ report: CheckReport) -> (json: String, token: String) {
        let (rows, token) = rowsAndToken(report)
        return (indexData(rows: rows, token: token, dataFiles: []), token)
    }

    /// The report's rows and its token.
    private static func rowsAndToken(_ report: CheckReport) -> (rows: [FixtureRow], token: String) {
        let rows = report.fixtures.map(FixtureRow.init)
        var rowsJSON = ScriptJSONWriter(capacity: 160 * rows.count)
        rowsJSON.array { w in for row in rows { row.write(to: &w) } }
        return (rows, runToken(report, rows: rowsJSON.bytes))
    }

    /// The embedded data as JSON.
    private static func indexData(rows: [FixtureRow], token: String, dataFiles: [Int]) -> String {
        var json = ScriptJSONWriter(capacity: 160 * rows.count + 8 * dataFiles.count + 64)
        ReportIndexData(token: token, dataFiles: dataFiles, fixtures: rows).write(to: &json)
        return json.text
    }

    /// The page for `report` as a review server serves it: the same page as `index.html`, which
    /// may also connect to its own origin, carrying `review` (the session's token and the
    /// report's version, as JSON in a non-executed script element) that turns on its live
    /// updates and its Approve and Undo buttons, and loads each fixture's data as JSON
    /// (`dataJSON`) with the session's token instead of as a script. Its policy allows no script
    /// but its own inline one. Throws `ReportAssetError` like `write`.
    public static func livePage(_ report: CheckReport, review: LiveReview) throws -> LivePage {
        let assets = try ReportAssets.bundled()
        let page = HTMLReportPage(report: report, dataJSON: index(report).json, assets: assets, review: review)
        return LivePage(html: page.render(), contentSecurityPolicy: page.contentSecurityPolicy + "; frame-ancestors 'none'")
    }

    /// The details of fixture `index` of a report whose token (from `index(_:)`) is `token`, as
    /// the live page loads them: `{"token": …, "index": …, "detail": {…}}`, the detail its data
    /// file carries; the images and layouts are read from `directory`. Nil when the report has no
    /// such fixture.
    public static func dataJSON(_ report: CheckReport, index: Int, token: String, directory: String) -> Data? {
        guard report.fixtures.indices.contains(index) else { return nil }
        var json = ScriptJSONWriter(capacity: 16_384)
        FixtureDetail(report.fixtures[index], directory: directory).write(to: &json)
        var bytes = Array("{\"token\":\"\(token)\",\"index\":\(index),\"detail\":".utf8)
        bytes.append(contentsOf: json.bytes)
        bytes.append(UInt8(ascii: "}"))
        return Data(bytes)
    }

    /// One fixture's line of a data file: `layoutlabFixture("token", index, {...});`.
    static func dataLine(_ outcome: FixtureOutcome, index: Int, token: String, directory: String,
                         baselines: String? = nil, baselineDirectory: String = "") -> [UInt8] {
        var json = ScriptJSONWriter(capacity: 16_384)
        FixtureDetail(outcome, directory: directory, baselines: baselines.map { ($0, baselineDirectory) }).write(to: &json)
        var bytes = Array("layoutlabFixture(\"\(token)\", \(index), ".utf8)
        bytes.reserveCapacity(bytes.count + json.bytes.count + 3)
        bytes.append(contentsOf: json.bytes)
        bytes.append(contentsOf: ");\n".utf8)
        return bytes
    }

    /// Identifies this writing: a digest of the run's start, tool and rows, so the same report
    /// gives the same bytes and the page can tell data files of another run.
    static func runToken(_ report: CheckReport, rows: [UInt8]) -> String {
        var bytes = Array("\(report.tool)\n\(report.startedAt)\n".utf8)
        bytes.append(contentsOf: rows)
        return SHA256.digest(bytes).prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// Builds and writes the data files on every core and returns where each starts, ascending.
    ///
    /// The fixtures are taken in runs of `fixturesPerDataFile`, each run by one worker, in order:
    /// a fixture's line joins the file being built unless that would take the file past
    /// `fileBytes`, and a file that reaches `fileBytes` is written at once. Where the files start
    /// depends only on the fixtures' lines, so neither the files nor the page depend on the
    /// thread count.
    static func writeDetails(_ fixtures: [FixtureOutcome], token: String, directory: URL, dataDirectory: URL,
                             baselines: String?, baselineDirectory: String, fileBytes: Int) throws -> [Int] {
        let failures = FailureList()
        let dataPath = dataDirectory.path, directoryPath = directory.path
        let runs = (fixtures.count + fixturesPerDataFile - 1) / fixturesPerDataFile
        let starts = StartList(runs: runs)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            var file: [UInt8] = [], first = run * fixturesPerDataFile
            var written: [Int] = []
            func flush() {
                guard !file.isEmpty else { return }
                do {
                    try ReportFileWriting.writeAtomically(Data(file), to: dataPath + "/\(first).js", durable: false)
                    written.append(first)
                } catch {
                    failures.append(first, error)
                }
                file.removeAll(keepingCapacity: true)
            }
            for index in first..<min(fixtures.count, first + fixturesPerDataFile) {
                let line = dataLine(fixtures[index], index: index, token: token, directory: directoryPath,
                                    baselines: baselines, baselineDirectory: baselineDirectory)
                if !file.isEmpty && file.count + line.count > fileBytes { flush() }
                if file.isEmpty { first = index }
                file.append(contentsOf: line)
                if file.count >= fileBytes { flush() }
            }
            flush()
            starts.set(run, written)
        }
        if let first = failures.first { throw first }
        return starts.all
    }

    /// Removes the numbered data files (`data/<n>.js`) this report did not write: those of an
    /// earlier report with more fixtures or other files.
    private static func removeStaleData(in dataDirectory: URL, keeping starts: [Int]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dataDirectory.path) else { return }
        let kept = Set(starts.map { "\($0).js" })
        for name in names where name.hasSuffix(".js") && !kept.contains(name) {
            let stem = name.dropLast(3)
            guard !stem.isEmpty, stem.allSatisfy(\.isASCII), stem.allSatisfy(\.isNumber) else { continue }
            try? FileManager.default.removeItem(at: dataDirectory.appendingPathComponent(name))
        }
    }
}

/// The data files' starts, by run of fixtures, as the parallel writers report them.
private final class StartList: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [[Int]]

    init(runs count: Int) { runs = Array(repeating: [], count: count) }

    func set(_ run: Int, _ starts: [Int]) {
        lock.lock()
        runs[run] = starts
        lock.unlock()
    }

    var all: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return runs.flatMap { $0 }
    }
}

/// Errors from the parallel writers, the lowest fixture index first.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(Int, any Error)] = []

    func append(_ index: Int, _ error: any Error) {
        lock.lock()
        errors.append((index, error))
        lock.unlock()
    }

    var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.min { $0.0 < $1.0 }?.1
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
