import Foundation
import LayoutRender
import LayoutReport
import LayoutSupport
import Testing

/// Baselines keep why each element of their layout has its frame (`<name>.explain.json`), so the
/// report's "Why this size" panel can set the baseline's chain beside the actual's. The file is
/// tied to the layout file it explains by its digest and never shown beside another.
@Suite("Baseline explanations")
struct BaselineExplanationTests {
    static let name = "why/header"
    static let layout = "Baselines/why/header.layout.json"
    static let explanation = "Baselines/why/header.explain.json.gz"

    /// usernameNode's frame in an explanation file, and the digest of the layout it explains.
    static func read(_ data: Data) throws -> (frame: [Double]?, layout: String?) {
        let file = try LayoutExplanationFile.read(Data(GzipData.decompress([UInt8](data)) ?? Array(data)))
        return (file.elements.first { $0.debugName == "usernameNode" }?.frame, file.layout)
    }

    /// A JSON fixture called `name` nesting `levels` levels: stacks of one child down to a blue
    /// 10 × 10 node at the top left of a 40-point-wide canvas.
    static func chain(_ name: String, _ levels: Int) -> String {
        var element = ##"{"node":{"backgroundColor":"#3366FF","style":{"width":10,"height":10}}}"##
        for _ in 1..<levels { element = #"{"stack":{"children":["# + element + "]}}" }
        return #"{"name":"\#(name)","size":[40,"auto"],"root":"# + element + "}"
    }

    static func project(spacing: Int) throws -> CheckProject {
        let p = try CheckProject()
        try p.write(WhyPanelBrowserTests.header(spacing: spacing), "Fixtures/why.yaml")
        return p
    }

    @Test func recordingAndApprovingKeepTheExplanationOfTheLayoutWritten() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        var kept = try Self.read(p.data(Self.explanation))
        #expect(kept.frame == [50, 0, 80, 20])
        #expect(kept.layout == SHA256.hexDigest(try p.data(Self.layout)))
        // A passing check shows no detail: nothing is copied into the report.
        #expect(try p.check().status == 0)
        #expect(!p.exists("Reports/baseline/why/header.explain.json"))

        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "never"]).status == 1)
        let layouts = try #require(try p.outcomes()[Self.name]?["layouts"] as? [String: Any])
        #expect(layouts["baselineExplanation"] as? String == "baseline/why/header.explain.json")
        #expect(try [UInt8](p.data("Reports/baseline/why/header.explain.json")) == GzipData.decompress([UInt8](p.data(Self.explanation))),
                "the report's copy is the baseline's explanation, uncompressed")
        // The page's data carries both chains for the panel.
        let page = try String(decoding: p.data("Reports/data/0.js"), as: UTF8.self)
        #expect(page.contains("\"whyBaseline\":{\"parents\":[null,0,0]"))

        let approve = try CLIHarness.run(["approve", "--all"], in: p.dir, environment: ["CI": nil])
        #expect(approve.status == 0, "\(approve.stdout + approve.stderr)")
        kept = try Self.read(p.data(Self.explanation))
        #expect(kept.frame == [56, 0, 80, 20], "the approved baseline explains the approved layout")
        #expect(kept.layout == SHA256.hexDigest(try p.data(Self.layout)))
        #expect(try p.check(["--record", "never"]).status == 0)
    }

    /// A failure whose frames all kept their places (only colours changed) gets the baseline's
    /// explanation copied into the report, but its page data carries only the actual chain: the
    /// panel sets the two side by side for a changed element alone.
    @Test func aFailureWithNoLayoutChangeSendsOneChainToThePage() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(WhyPanelBrowserTests.header(spacing: 10).replacingOccurrences(of: "#FF6633", with: "#33AA66"), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "never"]).status == 1)
        let outcome = try #require(try p.outcomes()[Self.name])
        #expect((outcome["layoutChanges"] as? [Any])?.isEmpty ?? true)
        let layouts = try #require(outcome["layouts"] as? [String: Any])
        #expect(layouts["explanation"] as? String == "actual/why/header.explain.json")
        #expect(layouts["baselineExplanation"] as? String == "baseline/why/header.explain.json")
        let page = try String(decoding: p.data("Reports/data/0.js"), as: UTF8.self)
        #expect(page.contains("\"why\":{\"parents\":[null,0,0]"))
        #expect(!page.contains("whyBaseline"))
    }

    @Test func anExplanationOfOtherLayoutBytesIsNeverShown() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        // The layout file edited by hand (or written by a tool that left the explanation behind).
        var edited = try String(decoding: p.data(Self.layout), as: UTF8.self)
        edited += "\n"
        try p.write(edited, Self.layout)
        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "never"]).status == 1)
        let layouts = try #require(try p.outcomes()[Self.name]?["layouts"] as? [String: Any])
        #expect(layouts["explanation"] as? String == "actual/why/header.explain.json")
        #expect(layouts["baselineExplanation"] == nil)
        #expect(!p.exists("Reports/baseline/why/header.explain.json"))
        let page = try String(decoding: p.data("Reports/data/0.js"), as: UTF8.self)
        #expect(!page.contains("whyBaseline"))
    }

    @Test func recordingOverAFailureShowsTheExplanationItReplaced() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        _ = try p.check(["--record", "failed"])
        #expect(try Self.read(p.data(Self.explanation)).frame == [56, 0, 80, 20])
        #expect(try Self.read(p.data("Reports/baseline/why/header.explain.json")).frame == [50, 0, 80, 20],
                "the report compares with the baseline it replaced")
    }

    /// A check explains a layout whose elements' paths hold at most a million segments together
    /// (`FixtureExplanation.checkPathSegments`): an explanation names every element by its path,
    /// so it grows with the elements times their depth. A chain of n levels holds n(n + 1)/2:
    /// 1413 levels are explained, 1414 are not. Such a fixture is recorded and reported without
    /// one, and nothing is said about it.
    @Test func aLayoutWhosePathsHoldTooManySegmentsIsCheckedWithoutAnExplanation() throws {
        let p = try CheckProject()
        defer { p.remove() }
        let chain = Self.chain
        try p.write(chain("deep/at-limit", 1413), "Fixtures/at-limit.json")
        try p.write(chain("deep/over-limit", 1414), "Fixtures/over-limit.json")
        var run = try p.check(["--record", "missing"])
        #expect(run.status == 0, "\(run.stdout + run.stderr)")
        #expect(p.exists("Baselines/deep/at-limit.explain.json.gz"))
        #expect(p.exists("Baselines/deep/over-limit.png") && p.exists("Baselines/deep/over-limit.layout.json"))
        #expect(!p.exists("Baselines/deep/over-limit.explain.json.gz"))
        var outcomes = try p.outcomes()
        #expect((outcomes["deep/at-limit"]?["layouts"] as? [String: Any])?["explanation"] as? String
                == "actual/deep/at-limit.explain.json")
        #expect((outcomes["deep/over-limit"]?["layouts"] as? [String: Any])?["explanation"] == nil)
        #expect(!p.exists("Reports/actual/deep/over-limit.explain.json"))

        // Checked again, the baseline kept without an explanation does not get one.
        run = try p.check(["--record", "missing"])
        #expect(run.status == 0 && !run.stdout.contains("explanation"), "\(run.stdout)")
        #expect(!p.exists("Baselines/deep/over-limit.explain.json.gz"))
        // A failure is reported in detail, still without an explanation.
        try p.write(chain("deep/over-limit", 1414).replacingOccurrences(of: #""width":10"#, with: #""width":12"#),
                    "Fixtures/over-limit.json")
        run = try p.check(["--record", "never"])
        #expect(run.status == 1, "\(run.stdout + run.stderr)")
        outcomes = try p.outcomes()
        #expect(outcomes["deep/over-limit"]?["status"] as? String == "failed")
        #expect((outcomes["deep/over-limit"]?["layouts"] as? [String: Any])?["explanation"] == nil)

        // Grown past the limit, a fixture whose baseline keeps an explanation is shown without
        // either: the baseline's is not copied alone, as the panel has no chain to set it by.
        try p.write(chain("deep/at-limit", 1414), "Fixtures/at-limit.json")
        run = try p.check(["--record", "never", "--filter", "deep/at-limit"])
        let grown = try #require(try p.outcomes()["deep/at-limit"])
        #expect(!((grown["layoutChanges"] as? [Any])?.isEmpty ?? true), "\(run.stdout)")
        let layouts = grown["layouts"] as? [String: Any]
        #expect(layouts?["explanation"] == nil && layouts?["baselineExplanation"] == nil, "\(layouts ?? [:])")
        #expect(!p.exists("Reports/baseline/deep/at-limit.explain.json"))
    }

    /// An explanation larger than the report and the baselines read (16 MB) is not written: here
    /// 15,000 leaves in one stack, a shallow tree whose explanation would take about 19 MB.
    @Test func anExplanationTooLargeToReadIsNotWritten() throws {
        let p = try CheckProject()
        defer { p.remove() }
        let leaf = ##"{"node":{"backgroundColor":"#3366FF","style":{"width":1,"height":1}}}"##
        let leaves = Array(repeating: leaf, count: 15_000).joined(separator: ",")
        try p.write(#"{"name":"wide/leaves","size":[40,"auto"],"root":{"stack":{"children":["# + leaves + "]}}}",
                    "Fixtures/leaves.json")
        let run = try p.check(["--record", "missing"])
        #expect(run.status == 0 && !run.stdout.contains("explanation"), "\(run.stdout + run.stderr)")
        #expect(p.exists("Baselines/wide/leaves.png") && !p.exists("Baselines/wide/leaves.explain.json.gz"))
        #expect((try p.outcomes()["wide/leaves"]?["layouts"] as? [String: Any])?["explanation"] == nil)
        #expect(!p.exists("Reports/actual/wide/leaves.explain.json"))
    }

    @Test func aBaselineKeptWithoutAnExplanationGetsOneUnlessRecordingIsOff() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent(Self.explanation))
        let images = try p.data("Baselines/why/header.png"), layout = try p.data(Self.layout)

        var run = try p.check(["--record", "never"])
        #expect(run.status == 0 && !run.stdout.contains("explanation"))
        #expect(!p.exists(Self.explanation))

        run = try p.check(["--record", "missing"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("recorded the explanation of 1 baseline kept without one"), "\(run.stdout)")
        #expect(try Self.read(p.data(Self.explanation)).layout == SHA256.hexDigest(layout))
        #expect(try p.data("Baselines/why/header.png") == images && p.data(Self.layout) == layout, "image and layout untouched")
        #expect(try p.outcomes()[Self.name]?["recordedExplanation"] as? Bool == true)

        run = try p.check(["--record", "missing"])
        #expect(!run.stdout.contains("explanation"), "written once: \(run.stdout)")
    }

    @Test func approvingWithoutAnExplanationRemovesTheStaleOne() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write(WhyPanelBrowserTests.header(spacing: 16), "Fixtures/why.yaml")
        #expect(try p.check(["--record", "never"]).status == 1)
        // The report lost its explanation: the baseline must not keep the one of the old layout.
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Reports/actual/why/header.explain.json"))
        let approve = try CLIHarness.run(["approve", "--all"], in: p.dir, environment: ["CI": nil])
        #expect(approve.status == 0, "\(approve.stdout + approve.stderr)")
        #expect(!p.exists(Self.explanation))
    }

    @Test func pruneRemovesTheExplanationsOfFixturesThatAreGone() throws {
        let p = try Self.project(spacing: 10)
        defer { p.remove() }
        #expect(try p.check(["--record", "missing"]).status == 0)
        try p.write("{}", "Baselines/gone/card.explain.json.gz")
        let check = try p.check(["--record", "never"])
        #expect(try p.report()["orphanedBaselines"] as? [String] == ["gone/card.explain.json.gz"], "\(check.stdout)")
        let prune = try CLIHarness.run(["prune"], in: p.dir, environment: ["CI": nil])
        #expect(prune.status == 0 && prune.stdout.contains("removed Baselines/gone/card.explain.json.gz"), "\(prune.stdout + prune.stderr)")
        #expect(!p.exists("Baselines/gone/card.explain.json.gz") && p.exists(Self.explanation))
    }
}
