import Foundation
import LayoutFile
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutReport
import Testing

/// A check keeps each actual layout as its file reads, so the HTML report does not read and parse
/// the file it has just written: the report's data must be byte for byte what reading the files
/// gives.
@Suite("Layouts kept in memory for the report")
struct ReportInMemoryLayoutTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReportsDataIsWhatReadingTheLayoutFilesGives() throws {
        let temporary = TemporaryDirectory(reserving: "inmemory")
        defer { temporary.remove() }
        let dir = temporary.path
        for folder in ["Fixtures", "Baselines"] {
            try FileManager.default.copyItem(atPath: ReportInMemoryLayoutTests.repository.appendingPathComponent(folder).path,
                                             toPath: dir + "/" + folder)
        }
        // One fixture whose layout changes (its layout differs from the baseline's) and one with
        // no baseline, beside the unchanged ones.
        let card = dir + "/Fixtures/examples/badge-card.yaml"
        let text = try String(contentsOfFile: card, encoding: .utf8)
        let width = try #require(text.firstMatch(of: /width: (\d+)/))
        try text.replacingCharacters(in: width.range, with: "width: \(Int(width.1)! + 3)")
            .write(toFile: card, atomically: true, encoding: .utf8)
        let baselines = try FileManager.default.subpathsOfDirectory(atPath: dir + "/Baselines").filter { $0.hasPrefix("catalog/") }
        for file in baselines.prefix(2) { try FileManager.default.removeItem(atPath: dir + "/Baselines/" + file) }

        let settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/Reports", record: .never, jobs: 2)
        let result = try CheckRun.run(settings: settings, catalog: FixtureCatalog([]), console: CheckConsole(showsProgress: false))
        let fixtures = result.report.fixtures
        let kept = fixtures.filter { $0.layouts.actualInMemory != nil }
        #expect(fixtures.allSatisfy { $0.layouts.actual == nil || $0.layouts.actualInMemory != nil } && kept.count > 20)
        // The unchanged ones have no file in the report: their layout is the baseline's file.
        #expect(kept.filter { $0.layouts.actual == nil }.count > 20)
        #expect(kept.contains { $0.layouts.actualInMemory?.sameAsBaseline == false && $0.layouts.baseline != nil })
        #expect(kept.contains { $0.layouts.baseline == nil })

        // Each kept entry is the entry its file reads as.
        for outcome in kept {
            let path = outcome.layouts.actual.map { dir + "/Reports/" + $0 } ?? dir + "/Baselines/" + outcome.name + ".layout.json"
            let file = try Data(contentsOf: URL(fileURLWithPath: path))
            let read = try LayoutFileEntry.read(file, mode: .lenient(fixtureName: outcome.name))
            #expect(read == outcome.layouts.actualInMemory?.entry, "\(outcome.name)")
        }

        // The report written again from report.json, which keeps no layout, reads every file
        // (the baseline's, for a fixture that passed unchanged): the same data files, byte for byte.
        let data = dir + "/Reports/data"
        func dataFiles() throws -> [String: Data] {
            var out: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: data) {
                out[name] = try Data(contentsOf: URL(fileURLWithPath: data + "/" + name))
            }
            return out
        }
        let fromMemory = try dataFiles()
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: dir + "/Reports/report.json")))
        #expect(decoded.fixtures.allSatisfy { $0.layouts.actualInMemory == nil })
        #expect(decoded.fixtures == fixtures)
        try HTMLReportWriter.write(decoded, to: URL(fileURLWithPath: dir + "/Reports"))
        let fromFiles = try dataFiles()
        #expect(fromMemory.count >= (fixtures.count + HTMLReportWriter.fixturesPerDataFile - 1) / HTMLReportWriter.fixturesPerDataFile)
        #expect(fromFiles.keys.sorted() == fromMemory.keys.sorted())
        let different = fromMemory.keys.filter { fromMemory[$0] != fromFiles[$0] }.sorted()
        #expect(different.isEmpty, "\(different.prefix(5))")

        // Written again after a passing fixture's baseline changed (a checkout, an approve, a
        // merge run elsewhere): the page does not show a file the check did not compare.
        let index = try #require(fixtures.firstIndex { $0.status == .passed && $0.layouts.actual == nil })
        let name = fixtures[index].name
        let other = try #require(fixtures.first { $0.name != name && $0.layouts.actual == nil })
        try FileManager.default.removeItem(atPath: dir + "/Baselines/" + name + ".png")
        try FileManager.default.copyItem(atPath: dir + "/Baselines/" + other.name + ".png", toPath: dir + "/Baselines/" + name + ".png")
        try HTMLReportWriter.write(decoded, to: URL(fileURLWithPath: dir + "/Reports"))
        let lines = try FileManager.default.contentsOfDirectory(atPath: data).flatMap { name in
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: data + "/" + name)), as: UTF8.self).split(separator: "\n")
        }
        let page = try #require(lines.first { $0.contains("\", \(index), {") })
        #expect(!page.contains("\"outside\"") && page.contains("is not the baseline it was compared with"), "\(page.prefix(600))")
    }
}
