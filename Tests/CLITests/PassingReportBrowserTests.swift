import Foundation
import Testing

/// A fixture that passes unchanged writes nothing into the report; the page shows it from the
/// baseline folder, and a report copied away from it says where the image is. Read in headless
/// Chromium by `Tests/Browser/report-browser-test.py --passing`.
@Suite("Passing fixtures in the report")
struct PassingReportBrowserTests {
    @Test(.enabled(if: CheckedReportBrowserTests.missing == nil || CheckedReportBrowserTests.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func passingFixturesShowTheirBaselineFiles() throws {
        if let missing = CheckedReportBrowserTests.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(card(), "Fixtures/cards.yaml")
        try p.write(WhyPanelBrowserTests.header(spacing: 10), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        #expect(try p.check(["--record", "never"]).status == 0)
        for folder in ["actual", "baseline", "diff"] { #expect(!p.exists("Reports/\(folder)")) }

        let script = CheckedReportBrowserTests.repository.appendingPathComponent("Tests/Browser/report-browser-test.py").path
        var result = CheckedReportBrowserTests.run(["python3", script, "--passing", p.dir.path + "/Reports"])
        print(result.output)
        #expect(result.status == 0, "report-browser-test.py --passing failed:\n\(result.output)")

        // The report as a CI artifact: copied away from the baseline folder.
        let artifact = p.dir.appendingPathComponent("artifact/Reports")
        try FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: p.dir.appendingPathComponent("Reports"), to: artifact)
        result = CheckedReportBrowserTests.run(["python3", script, "--passing", artifact.path, "--detached"])
        print(result.output)
        #expect(result.status == 0, "report-browser-test.py --passing --detached failed:\n\(result.output)")
    }
}
