import Foundation
import LayoutReport
import Testing

@Suite("report.json")
struct CheckReportJSONTests {
    @Test func roundTripsWithSortedKeysAndPlainSlashes() throws {
        let report = ReportSamples.report([ReportSamples.outcome("a/b", .failed, message: "x"), ReportSamples.outcome("c", .new)])
        let data = try report.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"actual/a/b.png\""))
        #expect(text.hasSuffix("}\n"))
        #expect(text.range(of: "\"durationSeconds\"")!.lowerBound < text.range(of: "\"fixtures\"")!.lowerBound)
        #expect(try CheckReport.decode(data, file: "r.json") == report)
        #expect(try report.jsonData() == data)
    }

    @Test func decodingErrorsNameTheKeyPath() throws {
        let report = ReportSamples.report([ReportSamples.outcome("a", .passed), ReportSamples.outcome("b", .passed)])
        var object = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        var fixtures = try #require(object["fixtures"] as? [[String: Any]])
        fixtures[1]["status"] = "green"
        object["fixtures"] = fixtures
        let bad = try JSONSerialization.data(withJSONObject: object)
        let error = try #require(throws: ReportFileError.self) { try CheckReport.decode(bad, file: "Reports/report.json") }
        #expect(error.description.hasPrefix("Reports/report.json: at fixtures[1].status:"))

        fixtures[1]["status"] = "passed"
        fixtures[0].removeValue(forKey: "approveCommand")
        object["fixtures"] = fixtures
        let missing = try #require(throws: ReportFileError.self) {
            try CheckReport.decode(try JSONSerialization.data(withJSONObject: object), file: "r.json")
        }
        #expect(missing.description == "r.json: at fixtures[0]: missing key \"approveCommand\"")

        let garbage = try #require(throws: ReportFileError.self) { try CheckReport.decode(Data("{nope".utf8), file: "r.json") }
        #expect(garbage.description == "r.json: not valid JSON")
    }

    @Test func refusesOtherSchemaVersions() throws {
        var report = ReportSamples.report([])
        report.schemaVersion = 7
        let error = try #require(throws: ReportFileError.self) { try CheckReport.decode(try report.jsonData(), file: "r.json") }
        #expect(error.reason.contains("schemaVersion is 7"))
    }

    @Test func readingAMissingDirectorySaysToRunCheck() throws {
        let error = try #require(throws: ReportFileError.self) { try CheckReport.read(fromDirectory: "/nonexistent-\(UUID())") }
        #expect(error.reason.contains("run `layoutlab check` first"))
    }
}
