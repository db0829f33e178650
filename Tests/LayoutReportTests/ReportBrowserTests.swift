import Foundation
import LayoutLabTestSupport
import Testing
@testable import LayoutReport

/// Opens written reports in headless Chromium through `Tests/Browser/report-browser-test.py`: the page
/// loads without script errors, filters, search and view switches work, overlays toggle, hostile
/// names and texts show as text and never run, and a 1000-fixture report's load time is printed
/// (`LAYOUTLAB_BROWSER_BULK=N` sets another size; `LAYOUTLAB_KEEP_REPORTS=1` keeps the reports).
/// Screenshots of the states it checks are left in `.build/test-artifacts/report-browser/`.
@Suite("Report in a browser")
struct ReportBrowserTests {
    @Test(.enabled(if: BrowserEnvironment.missing == nil || BrowserEnvironment.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func theReportWorksInHeadlessChromium() throws {
        if let missing = BrowserEnvironment.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let keep = environment["LAYOUTLAB_KEEP_REPORTS"] == "1"
        let bulkCount = environment["LAYOUTLAB_BROWSER_BULK"].flatMap { Int($0) } ?? 1000
        let mixedDirectory = try TemporaryDirectory("report-browser-mixed")
        let bulkDirectory = try TemporaryDirectory("report-browser-bulk")
        defer {
            if !keep {
                mixedDirectory.remove()
                bulkDirectory.remove()
            }
        }
        let mixed = mixedDirectory.url, bulk = bulkDirectory.url
        for (report, dir) in [(try SampleReport.mixed(in: mixed), mixed), (try SampleReport.bulk(count: bulkCount, in: bulk), bulk)] {
            try HTMLReportWriter.write(report, to: dir)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(report).write(to: dir.appendingPathComponent("report.json"))
        }
        if keep { print("reports kept in \(mixed.path) and \(bulk.path)") }

        let script = BrowserEnvironment.packageRoot.appendingPathComponent("Tests/Browser/report-browser-test.py").path
        // Screenshots of each state checked, kept as the run's artefacts.
        let screenshots = BrowserEnvironment.packageRoot.appendingPathComponent(".build/test-artifacts/report-browser").path
        let result = BrowserEnvironment.run(["python3", script, "--report", mixed.path, "--bulk", bulk.path,
                                             "--screenshots", screenshots])
        print(result.output)
        #expect(result.status == 0, "report-browser-test.py failed:\n\(result.output)")
    }

    /// Layout warnings in the report, as a person sees them: the filter and its count, the ⚠
    /// count on each row, and the detail's table with each warning's code, reason and fix
    /// (`Tests/Browser/report-browser-test.py --warnings`).
    @Test(.enabled(if: BrowserEnvironment.missing == nil || BrowserEnvironment.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func layoutWarningsHaveAFilterACountAndATable() throws {
        if let missing = BrowserEnvironment.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let temporary = try TemporaryDirectory("report-browser-warnings")
        defer { temporary.remove() }
        let dir = temporary.url
        var report = try SampleReport.mixed(in: dir)
        let passed = try #require(report.fixtures.indices.first { report.fixtures[$0].status == .passed })
        let failed = try #require(report.fixtures.indices.first { report.fixtures[$0].status == .failed })
        report.fixtures[passed].warnings = [
            LayoutWarning(code: .noEffect, node: "image \"topSeparator\"", path: "stack/image \"topSeparator\"",
                          reason: "flexGrow 1 in stack \"separatorStack\" grew nothing: the stack's height is unbounded",
                          fix: "bound the stack's length, or drop flexGrow"),
            LayoutWarning(code: .textTruncated, node: "text \"title\"", path: "stack/text \"title\"",
                          reason: "its text is truncated (maximumNumberOfLines 1) within 120 × ∞",
                          fix: "give it room or more lines"),
        ]
        report.fixtures[failed].warnings = [
            LayoutWarning(code: .overflow, node: "node \"wide\"", path: "node/stack/node \"wide\"",
                          reason: "reaches 30 past the right edge of node \"row\" (0, 0, 100, 40), which does not clip",
                          fix: "let it shrink, or set clipsToBounds on node \"row\""),
        ]
        try runScript("--warnings", on: report, in: dir)
    }

    /// Renderer drift in the report, as a person sees it: the notice with the versions, the
    /// filter, the badges and the order (`Tests/Browser/report-browser-test.py --drift`).
    @Test(.enabled(if: BrowserEnvironment.missing == nil || BrowserEnvironment.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func rendererDriftIsAGroupOfItsOwn() throws {
        if let missing = BrowserEnvironment.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let temporary = try TemporaryDirectory("report-browser-drift")
        defer { temporary.remove() }
        let dir = temporary.url
        var report = try SampleReport.mixed(in: dir)
        // Two of the three failures drifted (as the check marks them); the third stays a plain failure.
        let failed = report.fixtures.indices.filter { report.fixtures[$0].status == .failed }
        try #require(failed.count >= 3)
        for i in failed.prefix(2) { report.fixtures[i].rendererDrift = true }
        report = CheckReport(tool: report.tool, startedAt: report.startedAt, durationSeconds: report.durationSeconds,
                             settings: report.settings, fixtures: report.fixtures, warnings: report.warnings,
                             rendererDrift: RendererDriftReport(libraries: [
                                 LibraryChange(name: "cairo", baselines: "1.16.0", machine: "1.18.4"),
                                 LibraryChange(name: "pango", baselines: "1.50.12", machine: "1.56.3"),
                             ], accepted: false))
        #expect(report.summary.rendererDrift == 2)
        try runScript("--drift", on: report, in: dir)
    }

    /// Writes `report` (page and report.json) into `dir` and runs `Tests/Browser/report-browser-test.py
    /// MODE dir`, keeping its screenshots as the run's artefacts.
    private func runScript(_ mode: String, on report: CheckReport, in dir: URL,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        try HTMLReportWriter.write(report, to: dir)
        try report.jsonData().write(to: dir.appendingPathComponent("report.json"))
        let script = BrowserEnvironment.packageRoot.appendingPathComponent("Tests/Browser/report-browser-test.py").path
        let screenshots = BrowserEnvironment.packageRoot.appendingPathComponent(".build/test-artifacts/report-browser").path
        let result = BrowserEnvironment.run(["python3", script, mode, dir.path, "--screenshots", screenshots])
        print(result.output)
        #expect(result.status == 0, "report-browser-test.py \(mode) failed:\n\(result.output)", sourceLocation: sourceLocation)
    }
}
