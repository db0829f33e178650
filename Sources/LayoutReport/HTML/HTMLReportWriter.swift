import Foundation
import LayoutSupport

/// Writes the static HTML report of a check run into the report directory: `index.html` (the
/// page, its style and script inline, the fixture list embedded) and the data files
/// `data/<first>.js`, each holding the details and both layouts (for the overlays) of
/// `fixturesPerDataFile` consecutive fixtures from index `first` on, loaded when one of them is
/// opened. The page opens from disk with no server and no network.
///
/// Images and layout files are read from the paths in the report, relative to `directory`; a
/// missing or unreadable one is noted on its fixture and never stops the report. Every file is
/// written atomically (a temporary file renamed into place); the data files skip the flush to
/// disk, which would cost a disk round trip per file for files the next check rewrites, and
/// `index.html` is flushed last. Data files left from a previous report are removed.
public enum HTMLReportWriter {
    /// How many consecutive fixtures one data file holds: `data/<first>.js` holds fixtures
    /// `first ..< first + fixturesPerDataFile`, `first` a multiple of it. Creating a file costs a
    /// report more than writing the details of a fixture into it (see docs/rendering-log.md), and
    /// a page opening one fixture reads its neighbours' details, which it shows next, with it.
    public static let fixturesPerDataFile = 16

    /// Writes `index.html` and `data/` for `report` into `directory` (created when missing).
    /// Throws `ReportAssetError`, before writing anything, when the page's style sheet or script
    /// cannot be read from the package's resources. `beforePage` runs once the data files are
    /// written and before `index.html` is; what it throws stops the page from being written.
    public static func write(_ report: CheckReport, to directory: URL, beforePage: () throws -> Void = {}) throws {
        let assets = try ReportAssets.bundled()
        try ReportFileWriting.makeDirectory(directory)
        let dataDirectory = directory.appendingPathComponent("data")
        try ReportFileWriting.makeDirectory(dataDirectory)

        let (indexJSON, token) = index(report)

        // A fixture that passed unchanged has no copies in the report: its image is the baseline's.
        let baselines = ReportAssetPaths.folderURL(of: report.settings.baselineDirectory, from: directory.path)
        try writeDetails(report.fixtures, token: token, directory: directory, dataDirectory: dataDirectory, baselines: baselines,
                         baselineDirectory: report.settings.baselineDirectory)
        removeStaleData(in: dataDirectory, fixtureCount: report.fixtures.count)
        ReportFileWriting.syncDirectory(dataDirectory)
        try beforePage()

        let html = HTMLReportPage(report: report, dataJSON: indexJSON, assets: assets).render()
        try ReportFileWriting.writeAtomically(Data(html.utf8), to: directory.appendingPathComponent("index.html").path)
        ReportFileWriting.syncDirectory(directory)
    }

    /// The page's embedded data for `report` (the run's token and one row per fixture, as JSON)
    /// and the token, which the data files `write` writes for the same report carry.
    public static func index(_ report: CheckReport) -> (json: String, token: String) {
        let rows = report.fixtures.map(FixtureRow.init)
        var rowsJSON = ScriptJSONWriter(capacity: 160 * rows.count)
        rowsJSON.array { w in for row in rows { row.write(to: &w) } }
        let token = runToken(report, rows: rowsJSON.bytes)
        var indexJSON = ScriptJSONWriter(capacity: rowsJSON.bytes.count + 64)
        ReportIndexData(token: token, fixturesPerDataFile: fixturesPerDataFile, fixtures: rows).write(to: &indexJSON)
        return (indexJSON.text, token)
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

    /// The contents of the data file that starts at fixture `first`: one
    /// `layoutlabFixture(token, index, detail);` line per fixture it holds.
    static func dataScript(_ fixtures: [FixtureOutcome], first: Int, token: String, directory: String,
                           baselines: String? = nil, baselineDirectory: String = "") -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16_384 * fixturesPerDataFile)
        for index in first..<min(fixtures.count, first + fixturesPerDataFile) {
            var json = ScriptJSONWriter(capacity: 16_384)
            FixtureDetail(fixtures[index], directory: directory, baselines: baselines.map { ($0, baselineDirectory) })
                .write(to: &json)
            bytes.append(contentsOf: "layoutlabFixture(\"\(token)\", \(index), ".utf8)
            bytes.append(contentsOf: json.bytes)
            bytes.append(contentsOf: ");\n".utf8)
        }
        return Data(bytes)
    }

    /// Identifies this writing: a digest of the run's start, tool and rows, so the same report
    /// gives the same bytes and the page can tell data files of another run.
    static func runToken(_ report: CheckReport, rows: [UInt8]) -> String {
        var bytes = Array("\(report.tool)\n\(report.startedAt)\n".utf8)
        bytes.append(contentsOf: rows)
        return SHA256.digest(bytes).prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// Builds and writes the data files on every core; each file depends only on its fixtures,
    /// so the bytes do not depend on the thread count.
    private static func writeDetails(_ fixtures: [FixtureOutcome], token: String, directory: URL, dataDirectory: URL,
                                     baselines: String?, baselineDirectory: String) throws {
        let failures = FailureList()
        let dataPath = dataDirectory.path, directoryPath = directory.path
        let files = (fixtures.count + fixturesPerDataFile - 1) / fixturesPerDataFile
        DispatchQueue.concurrentPerform(iterations: files) { file in
            let first = file * fixturesPerDataFile
            do {
                let script = dataScript(fixtures, first: first, token: token, directory: directoryPath,
                                        baselines: baselines, baselineDirectory: baselineDirectory)
                try ReportFileWriting.writeAtomically(script, to: dataPath + "/\(first).js", durable: false)
            } catch {
                failures.append(first, error)
            }
        }
        if let first = failures.first { throw first }
    }

    /// Removes the `data/<n>.js` files this report does not have: those of fixtures beyond its
    /// count and those a report that wrote one file per fixture left.
    private static func removeStaleData(in dataDirectory: URL, fixtureCount: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dataDirectory.path) else { return }
        for name in names where name.hasSuffix(".js") {
            let stem = name.dropLast(3)
            guard !stem.isEmpty, stem.allSatisfy(\.isASCII), stem.allSatisfy(\.isNumber), let n = Int(stem),
                  n >= fixtureCount || n % fixturesPerDataFile != 0 else { continue }
            try? FileManager.default.removeItem(at: dataDirectory.appendingPathComponent(name))
        }
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
