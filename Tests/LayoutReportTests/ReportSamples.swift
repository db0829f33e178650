import LayoutReport

/// Small reports for the report-format tests.
enum ReportSamples {
    static let settings = ReportSettings(threshold: 0.1, record: "never", jobs: 2, baselineDirectory: "Baselines",
                                         fixtureRoots: ["Fixtures"])

    static func outcome(_ name: String, _ status: FixtureStatus, message: String? = nil, recorded: Bool = false,
                        ms: Double = 12.5) -> FixtureOutcome {
        FixtureOutcome(name: name, status: status, message: message, sourceFile: "Fixtures/\(name).yaml",
                       recorded: recorded,
                       images: FixtureImages(baseline: status == .failed ? "baseline/\(name).png" : nil,
                                             actual: status == .error ? nil : "actual/\(name).png",
                                             diff: status == .failed ? "diff/\(name).png" : nil),
                       layouts: FixtureLayouts(actual: status == .error ? nil : "actual/\(name).layout.json"),
                       approveCommand: "layoutlab approve '\(name)'", durationMilliseconds: ms)
    }

    static func report(_ fixtures: [FixtureOutcome], warnings: [String] = []) -> CheckReport {
        CheckReport(tool: "layoutlab 0.1.0", startedAt: "2024-05-01T10:00:00.250Z", durationSeconds: 1.2345,
                    settings: settings, fixtures: fixtures, warnings: warnings)
    }
}
