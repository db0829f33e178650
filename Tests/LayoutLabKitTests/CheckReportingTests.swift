@testable import LayoutFixtures
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutLabKit
import LayoutReport
import PixelDiff
import Testing

@Suite("Check exit status and JUnit")
struct CheckReportingTests {
    private func outcome(_ name: String, _ status: FixtureStatus, recorded: Bool = false, message: String? = nil) -> FixtureOutcome {
        FixtureOutcome(name: name, status: status, message: message, recorded: recorded, approveCommand: "layoutlab approve \(name)")
    }

    @Test func exitStatusNeverGivesAFalseGreen() {
        func code(_ fixtures: [FixtureOutcome], allowEmpty: Bool = false) -> Int32 {
            CheckExitStatus.code(for: fixtures, allowEmpty: allowEmpty)
        }
        #expect(code([outcome("a", .passed), outcome("b", .passed)]) == 0)
        #expect(code([outcome("a", .passed), outcome("b", .new, recorded: true)]) == 0)
        #expect(code([outcome("a", .passed), outcome("b", .new)]) == 1)
        #expect(code([outcome("a", .failed)]) == 1)
        #expect(code([outcome("a", .failed, recorded: true)]) == 1)
        #expect(code([outcome("a", .failed), outcome("b", .error)]) == 2)
        #expect(code([outcome("a", .passed), outcome("b", .error)]) == 2)
        #expect(code([]) == 2)
        #expect(code([], allowEmpty: true) == 0)
    }

    @Test func junitHasOneCasePerFixtureWithFailuresAndErrors() throws {
        let fixtures = [
            outcome("cards/photo", .passed),
            outcome("cards/text", .failed, message: "12 pixels differ"),
            outcome("fresh", .new, message: "no baseline"),
            outcome("kept", .new, recorded: true, message: "no baseline; recorded"),
            outcome("Fixtures/bad.yaml", .error, message: "Fixtures/bad.yaml:3: root: expected a map"),
        ]
        let report = CheckReport(tool: "layoutlab 0.1.0", startedAt: "2024-01-01T00:00:00Z", durationSeconds: 1.5,
                                 settings: ReportSettings(threshold: 0.1, record: "never", jobs: 2, baselineDirectory: "Baselines",
                                                          fixtureRoots: ["Fixtures"]),
                                 fixtures: fixtures)
        // The check writes its junit.xml with the report module's writer.
        let xml = JUnitWriter.xml(report)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"layoutlab\" tests=\"5\" failures=\"2\" errors=\"1\""))
        #expect(xml.contains("name=\"cards/photo\""))
        #expect(xml.contains("<failure type=\"failed\" message=\"12 pixels differ\""))
        #expect(xml.contains("<failure type=\"new\" message=\"no baseline\""))
        #expect(xml.contains("name=\"kept\" time=\"0.000\">\n      <system-out>no baseline existed; recorded one from this run</system-out>"))
        #expect(xml.contains("<error type=\"error\" message=\"Fixtures/bad.yaml:3: root: expected a map\""))
        // Well-formed: Foundation's XML parser reads it and finds five test cases.
        let parsed = XMLCounter(Data(xml.utf8))
        #expect(parsed.ok && parsed.testcases == 5)
    }

    @Test func hostileNamesGiveAWellFormedDocument() {
        let hostile = outcome("x\"/><injected a=\"\u{01}", .failed, message: "]]><!-- <b>&amp;")
        let report = CheckReport(tool: "t", startedAt: "s", durationSeconds: 0,
                                 settings: ReportSettings(threshold: 0.1, record: "never", jobs: 1, baselineDirectory: "B",
                                                          fixtureRoots: []), fixtures: [hostile])
        let parsed = XMLCounter(Data(JUnitWriter.xml(report).utf8))
        #expect(parsed.ok && parsed.testcases == 1 && parsed.injected == 0)
    }

    @Test func fixturePolicyOverridesReplaceTheRunLimits() {
        let settings = CheckSettings(threshold: 0.1, maxDiffPixels: 10, maxDiffRatio: nil)
        #expect(settings.policy(for: DiffPolicyOverrides()) == DiffPolicy(options: DiffOptions(threshold: 0.1), maxDiffPixels: 10))
        #expect(settings.policy(for: DiffPolicyOverrides(threshold: 0.3))
                == DiffPolicy(options: DiffOptions(threshold: 0.3), maxDiffPixels: 10))
        #expect(settings.policy(for: DiffPolicyOverrides(maxDiffRatio: 0.01))
                == DiffPolicy(options: DiffOptions(threshold: 0.1), maxDiffPixels: nil, maxDiffRatio: 0.01))
    }

    @Test func summaryAndLinesNameEveryNonPassingFixture() {
        var layoutOnly = outcome("moved", .passed, message: "pixels match but the layout changed: a: x 1 → 2 (+1pt)")
        layoutOnly.layoutOnlyChange = true
        let report = CheckReport(tool: "t", startedAt: "s", durationSeconds: 0.5,
                                 settings: ReportSettings(threshold: 0.1, record: "missing", jobs: 1, baselineDirectory: "B",
                                                          fixtureRoots: []),
                                 fixtures: [outcome("a", .passed), layoutOnly, outcome("b", .failed, message: "3 pixels differ"),
                                            outcome("c", .new, recorded: true, message: "recorded"), outcome("d", .error, message: "boom")])
        let text = CheckConsole.results(report, reportFiles: ["R/report.json"])
        #expect(text == """
        LAYOUT  moved: pixels match but the layout changed: a: x 1 → 2 (+1pt)
        FAILED  b: 3 pixels differ
        NEW     c: recorded
        ERROR   d: boom
        5 fixtures in 0.5 s: 2 passed, 1 failed, 1 new, 1 error; 1 layout-only change; recorded the baselines of 1 new fixture
        Report: R/report.json

        """)
    }

    private let settings = ReportSettings(threshold: 0.1, record: "missing", jobs: 1, baselineDirectory: "B", fixtureRoots: [])

    @Test func recordedBaselinesAreCountedByStatus() {
        var failed = outcome("b", .failed, message: "3 pixels differ")
        failed.recorded = true
        var failed2 = outcome("e", .failed, message: "1 pixel differs")
        failed2.recorded = true
        var passed = outcome("a", .passed)
        passed.recorded = true
        let report = CheckReport(tool: "t", startedAt: "2024-01-01T00:00:00Z", durationSeconds: 1, settings: settings,
                                 fixtures: [passed, failed, failed2, outcome("c", .new, recorded: true, message: "recorded")])
        #expect(CheckConsole.summary(report).hasSuffix("; recorded the baselines of 2 failed fixtures, 1 new fixture and 1 passed fixture"))
        let none = CheckReport(tool: "t", startedAt: "2024-01-01T00:00:00Z", durationSeconds: 1, settings: settings, fixtures: [outcome("a", .passed)])
        #expect(!CheckConsole.summary(none).contains("recorded"))
    }

    @Test func anUnloadableFileIsNamedOnce() {
        let report = CheckReport(tool: "t", startedAt: "2024-01-01T00:00:00Z", durationSeconds: 1, settings: settings,
                                 fixtures: [outcome("Fixtures/x.yaml", .error, message: "Fixtures/x.yaml:19: root: boom")])
        #expect(CheckConsole.results(report, reportFiles: []).hasPrefix("ERROR   Fixtures/x.yaml:19: root: boom\n"))
    }

    @Test func approveCommandsActOnTheirReport() {
        #expect(CheckMessage.approveCommand("layoutlab", name: "a b", reportDirectory: "Reports") == "layoutlab approve 'a b'")
        #expect(CheckMessage.approveCommand("layoutlab", name: "x", reportDirectory: "out/shard 1") == "layoutlab approve --reports 'out/shard 1' x")
    }

    @Test func shellQuotingOfApproveCommands() {
        #expect(CheckMessage.shellQuoted("cards/photo@2x") == "cards/photo@2x")
        #expect(CheckMessage.shellQuoted("cards/big photo (dark)") == "'cards/big photo (dark)'")
        #expect(CheckMessage.shellQuoted("it's") == "'it'\\''s'")
    }
}

/// Parses XML with Foundation and counts test cases and injected elements.
private final class XMLCounter: NSObject, XMLParserDelegate {
    var testcases = 0
    var injected = 0
    var ok = false

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        ok = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "testcase" { testcases += 1 }
        if name == "injected" || name == "b" { injected += 1 }
    }
}
