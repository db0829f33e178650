import Foundation
import LayoutLabTestSupport
import Testing

/// `layoutlab review` in headless Chromium (`Tests/Browser/review-browser-test.py`): on a copy of the
/// catalog, a fixture file is broken and the failure appears in the open page without a reload;
/// clicking the changed label opens its "Why this size" panel; Approve makes it pass and writes
/// the baseline; Undo puts the old baseline back; POSTs without
/// the session's token or from another origin are refused with 403 and change nothing; a page of
/// a second origin (127.0.0.2) can neither include nor fetch the report's data, load its images,
/// nor frame the page. The save-to-page latency is printed. Set LAYOUTLAB_REVIEW_SCREENSHOT to a path to keep a
/// screenshot of the page showing the failure.
@Suite("review in a browser")
struct ReviewBrowserTests {
    @Test(.enabled(if: CheckedReportBrowserTests.missing == nil || CheckedReportBrowserTests.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func breakApproveAndUndoFromThePage() throws {
        if let missing = CheckedReportBrowserTests.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let repository = CheckedReportBrowserTests.repository
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let project = temporary.url
        let files = FileManager.default
        try files.createDirectory(at: project.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        try files.createDirectory(at: project.appendingPathComponent("Baselines"), withIntermediateDirectories: true)
        try files.copyItem(at: repository.appendingPathComponent("Fixtures/catalog"),
                           to: project.appendingPathComponent("Fixtures/catalog"))
        try files.copyItem(at: repository.appendingPathComponent("Baselines/catalog"),
                           to: project.appendingPathComponent("Baselines/catalog"))
        try files.copyItem(at: repository.appendingPathComponent("Baselines/manifest.json"),
                           to: project.appendingPathComponent("Baselines/manifest.json"))
        var arguments = ["python3", repository.appendingPathComponent("Tests/Browser/review-browser-test.py").path,
                         "--layoutlab", CLIHarness.productsDirectory.appendingPathComponent("layoutlab").path,
                         "--project", project.path]
        if let screenshot = ProcessInfo.processInfo.environment["LAYOUTLAB_REVIEW_SCREENSHOT"] {
            arguments += ["--screenshot", screenshot]
        }
        let result = CheckedReportBrowserTests.run(arguments)
        print(result.output)
        #expect(result.status == 0, "review-browser-test.py failed:\n\(result.output)")
        #expect(result.output.contains("latency from saving"))
    }
}
