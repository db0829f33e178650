import Foundation
import Testing

/// Every bundled fixture gives the same bytes however many workers check it: three runs, two
/// with `--jobs 2` and one with `--jobs 1`, write identical images, layouts and report.json (apart
/// from times and the jobs setting).
@Suite("determinism under load")
struct DeterminismTests {
    /// The repository's folder.
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// report.json without what may differ between runs: times, the jobs setting, and the report
    /// folder's name in messages.
    static func stableReport(_ p: ScratchProject, _ directory: String) throws -> String {
        var report = try p.report(directory)
        report["startedAt"] = nil
        report["durationSeconds"] = nil
        var settings = report["settings"] as? [String: Any] ?? [:]
        settings["jobs"] = nil
        report["settings"] = settings
        report["fixtures"] = (report["fixtures"] as? [[String: Any]])?.map { fixture in
            var fixture = fixture
            fixture["durationMilliseconds"] = nil
            return fixture
        }
        let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\(directory)\\/", with: "R/")
            .replacingOccurrences(of: "\(directory)/", with: "R/")
            // Approve commands name the report directory they act on.
            .replacingOccurrences(of: "--reports \(directory) ", with: "--reports R ")
    }

    @Test func bundledFixturesGiveIdenticalBytesWithOneOrTwoWorkers() throws {
        let p = try ScratchProject()
        for folder in ["Fixtures", "Baselines"] {
            try FileManager.default.copyItem(at: DeterminismTests.repository.appendingPathComponent(folder),
                                             to: p.dir.appendingPathComponent(folder))
        }
        // One fixture changed (a diff and, asked for, overlay images are written) and one without a
        // baseline (new).
        let card = p.dir.appendingPathComponent("Fixtures/examples/badge-card.yaml")
        let text = try String(contentsOf: card, encoding: .utf8)
        let colour = try #require(text.firstMatch(of: /#[0-9A-Fa-f]{6}/))
        try text.replacingCharacters(in: colour.range, with: "#FF00FF").write(to: card, atomically: true, encoding: .utf8)
        let baselines = try p.tree("Baselines").filter { $0.hasSuffix(".png") }
        let dropped = try #require(baselines.first { $0.hasPrefix("catalog/") })
        try FileManager.default.removeItem(at: p.dir.appendingPathComponent("Baselines/" + dropped))

        var reports: [String] = [], files: [[String: [UInt8]]] = []
        for (run, jobs) in [2, 1, 2].enumerated() {
            let directory = "R\(run)"
            let r = try p.run(["check", "--record", "never", "--overlay-images", "--jobs", "\(jobs)", "--reports", directory])
            #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
            reports.append(try DeterminismTests.stableReport(p, directory))
            var bytes: [String: [UInt8]] = [:]
            for file in try p.tree(directory) where file.hasSuffix(".png") || file.hasSuffix(".layout.json") {
                bytes[file] = p.bytes("\(directory)/\(file)")
            }
            files.append(bytes)
        }
        let summary = try #require(try p.report("R0")["summary"] as? [String: Int])
        #expect(summary["total"] ?? 0 >= 20)
        #expect(summary["failed"] ?? 0 >= 1 && summary["new"] == 1 && summary["error"] == 0, "\(summary)")
        #expect(files[0].keys.contains { $0.hasPrefix("diff/") } && files[0].keys.contains { $0.hasPrefix("overlays/") })
        for run in 1..<3 {
            #expect(reports[run] == reports[0], "run \(run) wrote another report.json")
            #expect(files[run].keys.sorted() == files[0].keys.sorted(), "run \(run) wrote other files")
            let different = files[0].keys.filter { files[run][$0] != files[0][$0] }.sorted()
            #expect(different.isEmpty, "run \(run): \(different.prefix(5))")
        }
    }
}
