import LayoutSupport
import Foundation
import LayoutReport

/// `layoutlab merge-reports`: joins the report directories of several shards of one check into
/// one report directory.
///
/// The fixtures are joined (a name in two reports is an error) and sorted by name; the start
/// is the earliest, the duration the sum; the summary is counted again. Settings come from
/// the first report, with a warning for each one the others set differently, and a warning
/// when `--shard I/N` runs of the same N are missing.
public enum ReportMerger {
    /// Writes the HTML report of a report into a directory (`HTMLReportWriter.write(_:to:)`).
    public typealias HTMLWriter = @Sendable (CheckReport, URL) throws -> Void

    /// One input: its directory and its report.
    public struct Input: Sendable {
        /// The report directory.
        public var directory: String
        /// Its `report.json`.
        public var report: CheckReport

        /// Creates an input.
        public init(directory: String, report: CheckReport) {
            self.directory = directory
            self.report = report
        }
    }

    /// The joined report of `inputs` (at least one).
    public static func merged(_ inputs: [Input]) throws(MergeError) -> CheckReport {
        guard let first = inputs.first?.report else { throw MergeError.input("no reports to merge") }
        var owner: [String: String] = [:]
        var duplicates: [String] = []
        var fixtures: [FixtureOutcome] = []
        for input in inputs {
            for fixture in input.report.fixtures {
                if let earlier = owner[fixture.name] {
                    duplicates.append("\(fixture.name) (in \(earlier) and \(input.directory))")
                    continue
                }
                owner[fixture.name] = input.directory
                fixtures.append(fixture)
            }
        }
        if !duplicates.isEmpty { throw MergeError.duplicates(duplicates) }
        fixtures.sort { $0.name.precedesInByteOrder($1.name) }

        var earliest: (date: Date, text: String)?
        for input in inputs {
            guard let start = ReportTime.parse(input.report.startedAt) else {
                throw MergeError.input("\(ContainedPath.join(input.directory, CheckReport.fileName)): at startedAt: expected an ISO 8601 time, "
                                       + "found \"\(input.report.startedAt)\"")
            }
            if earliest == nil || start.date < earliest!.date { earliest = (start.date, input.report.startedAt) }
        }

        var settings = first.settings
        settings.shard = nil
        settings.jobs = inputs.map(\.report.settings.jobs).max() ?? settings.jobs
        var roots: [String] = []
        for root in inputs.flatMap(\.report.settings.fixtureRoots) where !roots.contains(root) { roots.append(root) }
        settings.fixtureRoots = roots

        var warnings: [String] = []
        for input in inputs {
            for warning in input.report.warnings where !warnings.contains(warning) { warnings.append(warning) }
        }
        warnings += settingWarnings(inputs) + shardWarnings(inputs)
        return CheckReport(schemaVersion: first.schemaVersion, tool: first.tool, startedAt: earliest!.text,
                           durationSeconds: inputs.reduce(0) { $0 + $1.report.durationSeconds }, settings: settings,
                           fixtures: fixtures, warnings: warnings,
                           orphanedBaselines: inputs.compactMap(\.report.orphanedBaselines).first,
                           rendererDrift: inputs.compactMap(\.report.rendererDrift).first)
    }

    /// One warning per setting the reports do not agree on.
    static func settingWarnings(_ inputs: [Input]) -> [String] {
        func check<T: Equatable>(_ label: String, _ value: (CheckReport) -> T, _ show: (T) -> String) -> String? {
            let values = inputs.map { value($0.report) }
            guard values.contains(where: { $0 != values[0] }) else { return nil }
            let listed = zip(inputs, values).map { "\(show($1)) in \($0.directory)" }.joined(separator: ", ")
            return "the merged reports differ in \(label): \(listed)"
        }
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "none" }
        return [
            check("tool", \.tool, { $0 }),
            check("threshold", \.settings.threshold, { "\($0)" }),
            check("max diff pixels", \.settings.maxDiffPixels, text),
            check("max diff ratio", \.settings.maxDiffRatio, text),
            check("record mode", \.settings.record, { $0 }),
            check("baseline directory", \.settings.baselineDirectory, { $0 }),
            check("filter", \.settings.filter, text),
        ].compactMap { $0 }
    }

    /// Warnings about the shards: counts that differ, or shards of the count that are missing.
    static func shardWarnings(_ inputs: [Input]) -> [String] {
        let shards = inputs.compactMap { $0.report.settings.shard }
        guard !shards.isEmpty else { return [] }
        var counts: Set<Int> = []
        var indexes: Set<Int> = []
        for shard in shards {
            let parts = shard.split(separator: "/")
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { continue }
            counts.insert(n)
            indexes.insert(i)
        }
        if counts.count > 1 {
            return ["the merged reports come from shards of different counts: \(shards.joined(separator: ", "))"]
        }
        guard let n = counts.first, n > 0 else { return [] }
        let missing = (1...n).filter { !indexes.contains($0) }
        if missing.isEmpty { return [] }
        return ["shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(n)" }.joined(separator: ", ")) "
                + "\(missing.count == 1 ? "is" : "are") missing from the merged reports; \(missing.count == 1 ? "its" : "their") fixtures were not checked"]
    }
}
