import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutGeometry
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutRender
import LayoutReport
import Testing

/// Renderer drift: pixels alone changed while the baselines' manifest records other library
/// versions. A changed renderer is simulated by editing the recorded versions in the temporary
/// baselines' manifest, and changed pixels by drawing a box in another shade (same frames).
@Suite("Renderer drift")
struct RendererDriftTests {
    /// A temporary project: Swift fixtures, baselines and reports.
    private struct Project {
        let temporary = TemporaryDirectory(reserving: "drift")
        var dir: String { temporary.path }
        var baselines: String { dir + "/Baselines" }
        var reports: String { dir + "/Reports" }

        func settings(record: RecordMode = .never, accept: Bool = false) -> CheckSettings {
            var settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: baselines,
                                         reportDirectory: reports, record: record, jobs: 2)
            settings.acceptRendererDrift = accept
            return settings
        }

        func run(_ catalog: FixtureCatalog, record: RecordMode = .never, accept: Bool = false) throws -> CheckRun.Result {
            try CheckRun.run(settings: settings(record: record, accept: accept), catalog: catalog,
                             console: CheckConsole(showsProgress: false))
        }

        /// Rewrites the manifest as if the baselines had been made with other library versions.
        func pretendOtherRenderer(cairo: String = "0.9.0", pango: String = "0.8.1") throws {
            var manifest = try #require(try BaselineManifest.read(directory: baselines))
            manifest.libraries["cairo"] = cairo
            manifest.libraries["pango"] = pango
            try manifest.write(directory: baselines)
        }

        func remove() { temporary.remove() }
    }

    /// A box of `width` points in red `red` inside 4-point insets.
    private static func box(red: Double, width: Double = 20) -> @Sendable () -> any LayoutElement {
        {
            let node = DisplayNode()
            node.debugName = "box"
            node.backgroundColor = Color(red: red, green: 0.1, blue: 0.1)
            node.style.width = .points(width)
            node.style.height = .points(10)
            return InsetLayoutSpec(insets: EdgeInsets(all: 4), child: node)
        }
    }

    /// `drift/shade` changes shade with `shade`, `drift/size` grows with `width`, `drift/same`
    /// never changes; `drift/accepting` changes shade and carries the acceptRendererDrift key.
    private static func catalog(shade: Double = 1, width: Double = 20, acceptingKey: Bool = false) -> FixtureCatalog {
        FixtureCatalog([
            SwiftFixture("drift/shade", width: 40, scale: 2, build: box(red: shade)),
            // At most 40×20: the box keeps its own width.
            SwiftFixture("drift/size", size: SizeRange(min: .zero, max: Size(width: 40, height: 20)), scale: 2,
                         build: box(red: 1, width: width)),
            SwiftFixture("drift/same", width: 40, scale: 2, build: box(red: 0.5)),
            SwiftFixture("drift/accepting", width: 40, scale: 2,
                         diffPolicy: DiffPolicyOverrides(acceptRendererDrift: acceptingKey ? true : nil), build: box(red: shade)),
        ])
    }

    private func outcome(_ result: CheckRun.Result, _ name: String) throws -> FixtureOutcome {
        try #require(result.report.fixtures.first { $0.name == name })
    }

    @Test func pixelsAloneUnderOtherLibrariesAreDriftAndMovedFramesStayFailures() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        try project.pretendOtherRenderer()

        let result = try project.run(Self.catalog(shade: 0.6, width: 24))
        let shade = try outcome(result, "drift/shade")
        #expect(shade.status == .failed && shade.rendererDrift == true && shade.framesCompared == true)
        // Frames moved under a changed renderer: a plain failure.
        let size = try outcome(result, "drift/size")
        #expect(size.status == .failed && size.rendererDrift == nil && !size.layoutChanges.isEmpty)
        #expect(try outcome(result, "drift/same").status == .passed)

        #expect(result.report.summary.rendererDrift == 2 && result.report.summary.failed == 1)
        let here = RenderLibraries.versions
        #expect(result.report.rendererDrift == RendererDriftReport(libraries: [
            LibraryChange(name: "cairo", baselines: "0.9.0", machine: here["cairo"]),
            LibraryChange(name: "pango", baselines: "0.8.1", machine: here["pango"]),
        ], accepted: false))
        #expect(result.status == CheckExitStatus.failed)

        // What the terminal shows: drift first, with the versions; the plain failure before the DRIFT lines.
        let lines = CheckConsole.results(result.report, reportFiles: []).split(separator: "\n").map(String.init)
        #expect(lines[0] == "RENDERER DRIFT: 2 fixtures changed pixels only (no frame moved); the libraries differ from "
                + "the baselines' manifest: cairo 0.9.0 → \(here["cairo"]!), pango 0.8.1 → \(here["pango"]!)")
        #expect(lines[1].hasPrefix("  they fail the run (--accept-renderer-drift passes them with a warning); "
                                   + "`layoutlab approve --renderer-drift` re-records them"))
        #expect(lines[2].hasPrefix("FAILED  drift/size: "))
        #expect(lines[3].hasPrefix("DRIFT   drift/accepting: ") && lines[4].hasPrefix("DRIFT   drift/shade: "))
        #expect(lines.last?.contains("1 passed, 1 failed, 2 renderer drift, 0 new") == true)

        // report.json and JUnit say the same.
        let data = try Data(contentsOf: URL(fileURLWithPath: project.reports + "/report.json"))
        #expect(try JSONDecoder().decode(CheckReport.self, from: data) == result.report)
        let junit = try String(contentsOfFile: project.reports + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"3\""))
        #expect(junit.components(separatedBy: "<failure type=\"renderer-drift\"").count == 3)
        #expect(junit.contains("cairo 0.9.0 → \(here["cairo"]!)"))
    }

    @Test func aMatchingManifestNeverMakesDrift() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        let result = try project.run(Self.catalog(shade: 0.6))
        let shade = try outcome(result, "drift/shade")
        #expect(shade.status == .failed && shade.framesCompared == true && shade.rendererDrift == nil)
        #expect(result.report.rendererDrift == nil && result.report.summary.rendererDrift == nil)
        #expect(result.report.summary.failed == 2)
        #expect(!CheckConsole.results(result.report, reportFiles: []).contains("DRIFT"))
    }

    @Test func framesNotComparedAreNeverDrift() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        try project.pretendOtherRenderer()
        try FileManager.default.removeItem(atPath: project.baselines + "/drift/shade.layout.json")
        let result = try project.run(Self.catalog(shade: 0.6))
        let shade = try outcome(result, "drift/shade")
        #expect(shade.status == .failed && shade.framesCompared == false && shade.rendererDrift == nil)
        #expect(try outcome(result, "drift/accepting").rendererDrift == true)
    }

    @Test func acceptedDriftPassesWithAWarningAndPlainFailuresStillFail() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        try project.pretendOtherRenderer()

        var result = try project.run(Self.catalog(shade: 0.6), accept: true)
        #expect(result.status == CheckExitStatus.passed)
        #expect(result.report.rendererDrift?.accepted == true && result.report.settings.acceptRendererDrift == true)
        #expect(result.report.warnings.contains { $0.hasPrefix("renderer drift accepted: 2 fixtures changed pixels only") })
        #expect(CheckConsole.results(result.report, reportFiles: []).contains("2 renderer drift (accepted)"))
        let junit = try String(contentsOfFile: project.reports + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"0\"") && !junit.contains("<failure"))

        // Accepting drift never passes a moved frame.
        result = try project.run(Self.catalog(shade: 0.6, width: 24), accept: true)
        #expect(result.status == CheckExitStatus.failed)

        // The fixture key accepts its own fixture only.
        result = try project.run(Self.catalog(shade: 0.6, acceptingKey: true))
        #expect(try outcome(result, "drift/accepting").rendererDriftAccepted == true)
        #expect(try outcome(result, "drift/shade").rendererDriftAccepted == nil)
        #expect(result.status == CheckExitStatus.failed && result.report.rendererDrift?.accepted == false)
        #expect(CheckConsole.results(result.report, reportFiles: []).contains("  1 accepted (acceptRendererDrift), 1 failing the run"))
        result = try project.run(FixtureCatalog(Self.catalog(shade: 0.6, acceptingKey: true).fixtures.filter { $0.name == "drift/accepting" }))
        #expect(result.status == CheckExitStatus.passed)
    }

    @Test func approveRendererDriftRerecordsExactlyTheDriftedFixturesAndTheManifest() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        try project.pretendOtherRenderer()
        let sizeBaseline = try Data(contentsOf: URL(fileURLWithPath: project.baselines + "/drift/size.png"))
        _ = try project.run(Self.catalog(shade: 0.6, width: 24))

        var lines: [String] = []
        let approved = try Approver.run(ApproveRequest(rendererDrift: true, reportDirectory: project.reports)) { lines.append($0) }
        #expect(approved.counts.promoted == 2 && approved.exitStatus == 0)
        #expect(lines.contains { $0.hasPrefix("approved drift/shade") } && lines.contains { $0.hasPrefix("approved drift/accepting") })
        #expect(!lines.contains { $0.contains("drift/size") })
        // The plain failure's baseline is untouched; the manifest records this machine's libraries.
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.baselines + "/drift/size.png")) == sizeBaseline)
        #expect(try BaselineManifest.read(directory: project.baselines)?.libraries == RenderLibraries.versions)

        let next = try project.run(Self.catalog(shade: 0.6, width: 24))
        #expect(try outcome(next, "drift/shade").status == .passed && outcome(next, "drift/accepting").status == .passed)
        #expect(try outcome(next, "drift/size").status == .failed && next.report.rendererDrift == nil)
    }

    @Test func approveRendererDriftRefusesOnAMachineWithOtherLibraries() throws {
        let project = Project()
        defer { project.remove() }
        _ = try project.run(Self.catalog(), record: .missing)
        try project.pretendOtherRenderer()
        _ = try project.run(Self.catalog(shade: 0.6))
        // The report as if another machine (other Cairo) had rendered the drift.
        var report = try CheckReport.read(fromDirectory: project.reports)
        report.rendererDrift?.libraries[0].machine = "9.9.9"
        try report.jsonData().write(to: URL(fileURLWithPath: project.reports + "/report.json"))
        let before = try Data(contentsOf: URL(fileURLWithPath: project.baselines + "/drift/shade.png"))
        let error = #expect(throws: ApproveError.self) {
            try Approver.run(ApproveRequest(rendererDrift: true, reportDirectory: project.reports)) { _ in }
        }
        #expect(error?.description.contains("cairo 9.9.9 in the report") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.baselines + "/drift/shade.png")) == before)
    }
}
