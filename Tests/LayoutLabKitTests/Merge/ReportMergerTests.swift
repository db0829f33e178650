import Foundation
import LayoutLabKit
import LayoutLabTestSupport
import LayoutReport
import Testing

@Suite("merge-reports")
struct ReportMergerTests {
    /// A folder holding shard report directories written by hand.
    private final class Shards {
        let temporary = TemporaryDirectory(reserving: "merge")
        var root: String { temporary.path }

        deinit { temporary.remove() }

        /// Writes a shard's report with one outcome per (name, status); every listed file exists
        /// and holds its own path as text.
        @discardableResult
        func shard(_ dir: String, _ fixtures: [(String, FixtureStatus)], shard: String? = nil, threshold: Double = 0.1,
                   startedAt: String = "2024-05-01T10:00:00.000Z", duration: Double = 2, warnings: [String] = []) throws -> String {
            let directory = root + "/" + dir
            var outcomes: [FixtureOutcome] = []
            for (name, status) in fixtures {
                var images = FixtureImages(actual: "actual/\(name).png", overlays: ["hit-area": "overlays/hit-area/\(name).png"])
                var layouts = FixtureLayouts(actual: "actual/\(name).layout.json")
                if status == .failed {
                    images.baseline = "baseline/\(name).png"
                    images.diff = "diff/\(name).png"
                    layouts.baseline = "baseline/\(name).layout.json"
                }
                let outcome = FixtureOutcome(name: name, status: status, images: images, layouts: layouts,
                                             approveCommand: "layoutlab approve '\(name)'", durationMilliseconds: 5)
                for file in ReportMergerTests.listed(outcome) { try write("\(dir):\(file)", to: directory + "/" + file) }
                outcomes.append(outcome)
            }
            let settings = ReportSettings(threshold: threshold, record: "never", jobs: 2, shard: shard, baselineDirectory: "Baselines",
                                          fixtureRoots: ["Fixtures/\(dir)"])
            let report = CheckReport(tool: "layoutlab 0.1.0", startedAt: startedAt, durationSeconds: duration, settings: settings,
                                     fixtures: outcomes, warnings: warnings)
            try write(String(decoding: try report.jsonData(), as: UTF8.self), to: directory + "/report.json")
            return directory
        }

        func write(_ text: String, to path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func text(_ path: String) -> String? {
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    static func listed(_ f: FixtureOutcome) -> [String] {
        [f.images.baseline, f.images.actual, f.images.diff, f.layouts.baseline, f.layouts.actual].compactMap { $0 } + f.images.overlays.values
    }

    /// Writes `index.html` naming the report's fixtures, as a stand-in HTML writer.
    private static let fakeHTML: ReportMerger.HTMLWriter = { report, url in
        try Data(report.fixtures.map(\.name).joined(separator: ",").utf8).write(to: url.appendingPathComponent("index.html"))
    }

    @Test func joinsShardsCopiesFilesAndWritesEveryReport() throws {
        let s = Shards()
        let a = try s.shard("a", [("b/two", .failed), ("one", .passed)], shard: "1/2", startedAt: "2024-05-01T10:00:05.000Z", duration: 3)
        let b = try s.shard("b", [("a/zero", .new), ("three", .error)], shard: "2/2", startedAt: "2024-05-01T10:00:01.500Z", duration: 4.5,
                            warnings: ["fonts differ"])
        let out = s.root + "/merged"
        let report = try ReportMerger.merge([a, b], into: out, writeHTML: ReportMergerTests.fakeHTML)
        #expect(report.fixtures.map(\.name) == ["a/zero", "b/two", "one", "three"])
        #expect(report.summary == ReportSummary(report.fixtures))
        #expect(report.summary.total == 4 && report.summary.failed == 1 && report.summary.new == 1 && report.summary.error == 1)
        #expect(report.startedAt == "2024-05-01T10:00:01.500Z")
        #expect(report.durationSeconds == 7.5)
        #expect(report.settings.shard == nil)
        #expect(report.settings.fixtureRoots == ["Fixtures/a", "Fixtures/b"])
        #expect(report.warnings == ["fonts differ"])
        #expect(try CheckReport.read(fromDirectory: out) == report)
        for fixture in report.fixtures {
            let shard = ["b/two", "one"].contains(fixture.name) ? "a" : "b"
            for file in ReportMergerTests.listed(fixture) {
                #expect(s.text(out + "/" + file) == "\(shard):\(file)", "\(file)")
            }
        }
        #expect(s.text(out + "/index.html") == "a/zero,b/two,one,three")
        let junit = try #require(s.text(out + "/junit.xml"))
        #expect(junit == JUnitWriter.xml(report))
        #expect(junit.contains("tests=\"4\" failures=\"2\" errors=\"1\""))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func duplicateFixturesAreAnError() throws {
        let s = Shards()
        let a = try s.shard("a", [("x", .passed), ("y", .passed)])
        let b = try s.shard("b", [("y", .failed), ("z", .passed)])
        let error = #expect(throws: MergeError.self) { try ReportMerger.merge([a, b], into: s.root + "/out", writeHTML: nil) }
        #expect(error == .duplicates(["y (in \(a) and \(b))"]))
        #expect(error?.exitStatus == 2)
        #expect(!FileManager.default.fileExists(atPath: s.root + "/out"))
    }

    @Test func missingListedFilesAndMissingReportsAreErrors() throws {
        let s = Shards()
        let a = try s.shard("a", [("x", .passed)])
        try FileManager.default.removeItem(atPath: a + "/actual/x.layout.json")
        let missingFile = #expect(throws: MergeError.self) { try ReportMerger.merge([a], into: s.root + "/out", writeHTML: nil) }
        #expect(missingFile?.description == "\(a)/actual/x.layout.json is missing or unreadable, but \(a)/report.json lists it for x")
        #expect(!FileManager.default.fileExists(atPath: s.root + "/out/report.json"))
        let noReport = #expect(throws: MergeError.self) { try ReportMerger.merge([s.root + "/nope"], into: s.root + "/out", writeHTML: nil) }
        #expect(noReport?.description.contains("run `layoutlab check` first") == true)
        let same = #expect(throws: MergeError.self) { try ReportMerger.merge([a], into: a, writeHTML: nil) }
        #expect(same?.description.contains("is both an input and the output") == true)
    }

    @Test func pathsLeavingTheReportDirectoryAreRefused() throws {
        let s = Shards()
        let a = try s.shard("a", [("x", .passed)])
        var report = try CheckReport.read(fromDirectory: a)
        report.fixtures[0].images.actual = "../../escape.png"
        try s.write("secret", to: s.root + "/escape.png")
        try s.write(String(decoding: try report.jsonData(), as: UTF8.self), to: a + "/report.json")
        let out = s.root + "/deep/out"
        let error = #expect(throws: MergeError.self) { try ReportMerger.merge([a], into: out, writeHTML: nil) }
        #expect(error?.description.contains("has an empty, . or .. segment") == true)
        #expect(!FileManager.default.fileExists(atPath: s.root + "/deep/escape.png"))
        #expect(!FileManager.default.fileExists(atPath: out + "/report.json"))
    }

    @Test func warnsAboutDifferentSettingsAndMissingShards() throws {
        let s = Shards()
        let a = try s.shard("a", [("x", .passed)], shard: "1/3", threshold: 0.1)
        let c = try s.shard("c", [("z", .passed)], shard: "3/3", threshold: 0.2)
        let report = try ReportMerger.merge([a, c], into: s.root + "/out", writeHTML: nil)
        #expect(report.warnings == [
            "the merged reports differ in threshold: 0.1 in \(a), 0.2 in \(c)",
            "shard 2/3 is missing from the merged reports; its fixtures were not checked",
        ])
        #expect(!FileManager.default.fileExists(atPath: s.root + "/out/index.html"))
    }

    @Test func aFailingHTMLWriterLeavesNoReportJSON() throws {
        let s = Shards()
        let a = try s.shard("a", [("x", .passed)])
        struct Broken: Error {}
        let error = #expect(throws: MergeError.self) {
            try ReportMerger.merge([a], into: s.root + "/out", writeHTML: { _, _ in throw Broken() })
        }
        #expect(error?.exitStatus == 1)
        #expect(!FileManager.default.fileExists(atPath: s.root + "/out/report.json"))
    }
}
