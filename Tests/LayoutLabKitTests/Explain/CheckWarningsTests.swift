import Foundation
import LayoutLabTestSupport
import LayoutReport
import Testing
@testable import LayoutLabKit

/// Layout warnings in a check run (with --warnings): counted per fixture and in the summary,
/// written to the report, and failing a fixture with --fail-on-warnings or its failOnWarnings key.
@Suite("Layout warnings in check")
struct CheckWarningsTests {
    /// A fixture whose flexGrow grows nothing (an unbounded vertical stack), and a clean one.
    private static let fixtures = """
        fixtures:
          - name: warn/flex
            size: [60, auto]
            root: {stack: {direction: vertical, children: [{node: {debugName: body, backgroundColor: red, style: {height: 10, flexGrow: 1}}}]}}
          - name: warn/clean
            size: [60, auto]
            root: {stack: {direction: vertical, children: [{node: {debugName: body, backgroundColor: red, style: {height: 10}}}]}}
          - name: warn/strict
            size: [60, auto]
            diff: {failOnWarnings: true}
            root: {stack: {direction: vertical, children: [{node: {debugName: body, backgroundColor: red, style: {height: 10, flexGrow: 1}}}]}}
        """

    private func run(_ dir: String, configure: (inout CheckSettings) -> Void) throws -> CheckRun.Result {
        var settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/Reports", record: .missing, jobs: 1)
        configure(&settings)
        return try CheckRun.run(settings: settings, catalog: .empty, console: CheckConsole(showsProgress: false))
    }

    @Test func warningsAreCountedReportedAndFailOnRequest() throws {
        let temporary = TemporaryDirectory(reserving: "warn")
        defer { temporary.remove() }
        let dir = temporary.path
        try FileManager.default.createDirectory(atPath: dir + "/Fixtures", withIntermediateDirectories: true)
        try Self.fixtures.write(toFile: dir + "/Fixtures/warn.yaml", atomically: true, encoding: .utf8)

        _ = try run(dir) { _ in }   // records the baselines
        var result = try run(dir) { $0.lintsLayouts = true }
        let byName = Dictionary(uniqueKeysWithValues: result.report.fixtures.map { ($0.name, $0) })
        #expect(byName["warn/flex"]?.status == .passed)
        #expect(byName["warn/flex"]?.warnings?.map(\.code) == [.noEffect])
        #expect(byName["warn/clean"]?.warnings == [])
        // The fixture's own key fails it; the others pass.
        #expect(byName["warn/strict"]?.status == .failed)
        #expect(byName["warn/strict"]?.message?.contains("1 layout warning fails this fixture (failOnWarnings)") == true)
        let console = CheckConsole.results(result.report, reportFiles: [])
        #expect(console.contains("WARN    warn/flex: 1 layout warning (1 no-effect)"), "\(console)")
        #expect(!console.contains("WARN    warn/clean"))
        #expect(console.contains("2 layout warnings in 2 fixtures"), "\(console)")
        let json = try String(contentsOfFile: dir + "/Reports/report.json", encoding: .utf8)
        #expect(json.contains("\"code\" : \"no-effect\"") || json.contains("\"code\":\"no-effect\""))

        // --fail-on-warnings fails every fixture with warnings (and lints them, as --warnings would).
        result = try run(dir) { $0.failOnWarnings = true }
        #expect(result.report.fixtures.filter { $0.status == .failed }.map(\.name).sorted() == ["warn/flex", "warn/strict"])
        #expect(result.status == CheckExitStatus.failed)

        // By default only the fixture whose key asks is traced and linted; the others report none.
        result = try run(dir) { _ in }
        let plain = Dictionary(uniqueKeysWithValues: result.report.fixtures.map { ($0.name, $0) })
        #expect(plain["warn/flex"]?.warnings == nil && plain["warn/clean"]?.warnings == nil)
        #expect(plain["warn/flex"]?.status == .passed)
        #expect(plain["warn/strict"]?.status == .failed)
        #expect(!CheckConsole.results(result.report, reportFiles: []).contains("WARN    warn/flex"))
    }
}
