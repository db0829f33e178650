import Foundation
import Testing

/// The report's "Why this size" panel as a person sees it, on a real check: headerStack's spacing
/// goes from 10 to 16, usernameNode moves from x 50 to 56, and `Tests/Browser/report-browser-test.py
/// --why` clicks usernameNode in the images and in the structural diff and reads the panel.
@Suite("Why this size panel")
struct WhyPanelBrowserTests {
    /// A header whose stack puts `spacing` between an avatar and a name.
    static func header(spacing: Int) -> String {
        """
        name: why/header
        size: [200, 40]
        scale: 2
        root:
          stack:
            debugName: headerStack
            direction: horizontal
            spacing: \(spacing)
            children:
              - node: {debugName: avatar, backgroundColor: "#3366FF", style: {width: 40, height: 40}}
              - node: {debugName: usernameNode, backgroundColor: "#FF6633", style: {width: 80, height: 20}}
        """
    }

    /// A check writes the explanation only for the fixtures a report shows in detail: not for a
    /// pass, for a failure with its layout changed.
    @Test func theCheckExplainsOnlyFixturesWithADetailPage() throws {
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(WhyPanelBrowserTests.header(spacing: 10), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        #expect(try p.check().status == 0)
        var layouts = try #require(try p.outcomes()["why/header"]?["layouts"] as? [String: Any])
        #expect(layouts["explanation"] == nil)
        #expect(!p.exists("Reports/actual/why/header.explain.json"))

        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        #expect(try p.check().status == 1)
        layouts = try #require(try p.outcomes()["why/header"]?["layouts"] as? [String: Any])
        #expect(layouts["explanation"] as? String == "actual/why/header.explain.json")
        let file = try #require(try JSONSerialization.jsonObject(with: p.data("Reports/actual/why/header.explain.json")) as? [String: Any])
        let elements = try #require(file["elements"] as? [[String: Any]])
        let name = try #require(elements.first { $0["debugName"] as? String == "usernameNode" })
        #expect(name["frame"] as? [Double] == [56, 0, 80, 20])
        let texts = (name["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts.contains { $0.contains("16") }, "a step places it after spacing 16: \(texts)")
        // The page's data carries it for the panel.
        let data = try String(decoding: p.data("Reports/data/0.js"), as: UTF8.self)
        #expect(data.contains("\"why\":{\"parents\":[null,0,0]"))

        // Passing again, the explanation is swept from the report.
        try p.write(WhyPanelBrowserTests.header(spacing: 10), "Fixtures/why.yaml")
        #expect(try p.check().status == 0)
        #expect(!p.exists("Reports/actual/why/header.explain.json"))
    }

    @Test(.enabled(if: CheckedReportBrowserTests.missing == nil || CheckedReportBrowserTests.required,
                   "needs chromium, chromedriver and python3 with selenium"))
    func clickingANodeShowsWhyItHasItsSize() throws {
        if let missing = CheckedReportBrowserTests.missing {
            Issue.record("the browser test is required (LAYOUTLAB_REQUIRE_BROWSER=1) but: \(missing)")
            return
        }
        let p = try CheckProject()
        defer { p.remove() }
        try p.write(WhyPanelBrowserTests.header(spacing: 10), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        // A new fixture too deep for a check to explain: its panel says why it is empty.
        try p.write(BaselineExplanationTests.chain("deep/over-limit", 1414), "Fixtures/over-limit.json")
        #expect(try p.check().status == 1)
        let script = CheckedReportBrowserTests.repository.appendingPathComponent("Tests/Browser/report-browser-test.py").path
        let screenshots = CheckedReportBrowserTests.repository.appendingPathComponent(".build/test-artifacts/report-browser").path
        let result = CheckedReportBrowserTests.run(["python3", script, "--why", p.dir.path + "/Reports", "--screenshots", screenshots])
        print(result.output)
        #expect(result.status == 0, "report-browser-test.py --why failed:\n\(result.output)")
    }
}
