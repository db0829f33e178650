import LayoutSupport
import Foundation
import LayoutReport

/// One whole `check`: lock the report directory, find and select the fixtures, check them in
/// parallel, write `report.json` and `junit.xml`, and decide the exit status.
public enum CheckRun {
    /// The outcome of a run.
    public struct Result: Sendable {
        /// The report as written.
        public var report: CheckReport
        /// The process exit status (`CheckExitStatus`).
        public var status: Int32
        /// The report files written, as paths from the working directory, most useful first.
        public var files: [String]
    }

    /// The tool name written into reports.
    public static var toolName: String { "layoutlab \(ToolVersion.number)" }

    /// Runs a check. Throws `CheckRunError` when the run cannot start or its report cannot be
    /// written (exit status 2); fixture problems are outcomes, never thrown.
    public static func run(settings: CheckSettings, catalog: FixtureCatalog, console: CheckConsole) throws(CheckRunError) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let startedAt = ReportTime.string(from: Date())
        if let problem = overlap(settings) { throw CheckRunError(problem) }
        let lock: ReportLock
        do { lock = try ReportLock(directory: settings.reportDirectory) } catch { throw CheckRunError(error.description) }
        defer { withExtendedLifetime(lock) {} }

        let found: FixtureDiscovery.FileList
        do {
            found = try FixtureDiscovery.fixtureFiles(roots: settings.fixtureRoots, required: settings.fixtureRootsRequired)
        } catch {
            throw CheckRunError(error.description)
        }
        let all = FixtureDiscovery.load(files: found.files, problems: found.problems, catalog: catalog, jobs: settings.jobs,
                                        filters: settings.filters, shard: settings.shard)
        let fixtures = FixtureDiscovery.select(all, filters: settings.filters, shard: settings.shard)
        // What the run needs of the fixtures once they are checked, kept apart: the fixtures
        // themselves (their element descriptions, some 50 KB for a full screen) go to the runner,
        // which lets each go once it is checked, and the ones not selected go now.
        let foundFixtures = FoundFixtures(all)
        _ = consume all
        let policies = fixtures.map(\.diffPolicy)

        let reports = ReportDirectory(path: settings.reportDirectory)
        do { try reports.removeEarlierRunFiles() } catch { throw CheckRunError(CheckMessage.describe(error)) }

        console.start(total: fixtures.count)
        let checked = CheckRunner(settings: settings).run(consume fixtures) { outcome, done in
            console.progress(outcome, done: done)
        }
        let drift = RendererDrift.classify(checked, libraries: RendererDrift.libraryChanges(baselineDirectory: settings.baselineDirectory)) {
            settings.acceptsRendererDrift(policies[$0])
        }
        let outcomes = drift.outcomes
        var cacheWarnings: [String] = []
        if let verified = settings.verifiedBaselines {
            do { try verified.save() } catch {
                cacheWarnings.append("the verification cache \(verified.path ?? "") could not be written (\(CheckMessage.describe(error))); "
                                     + "the next run verifies these baselines again")
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let report = CheckReport(tool: toolName, startedAt: startedAt, durationSeconds: seconds,
                                 settings: reportSettings(settings), fixtures: outcomes,
                                 warnings: warnings(settings, selected: policies.count, found: foundFixtures)
                                    + manifestWarnings(settings, outcomes: outcomes)
                                    + RendererDrift.acceptedWarning(outcomes, report: drift.report) + cacheWarnings
                                    + interruptionWarnings(outcomes),
                                 orphanedBaselines: orphans(settings, found: foundFixtures), rendererDrift: drift.report)
        do {
            try reports.removeFiles(notIn: producedFiles(outcomes))
        } catch {
            throw CheckRunError("cannot remove the earlier run's files from \(reports.path): \(CheckMessage.describe(error))")
        }
        let written = try write(report, to: reports)
        return Result(report: report, status: CheckExitStatus.code(for: outcomes, allowEmpty: settings.allowEmpty,
                                                                  orphans: report.orphanedBaselines?.count ?? 0,
                                                                  failOnOrphans: settings.failOnOrphans),
                      files: written)
    }

    /// A warning naming the signal and how many fixtures it left unchecked, when the run was
    /// interrupted.
    private static func interruptionWarnings(_ outcomes: [FixtureOutcome]) -> [String] {
        guard let number = CheckInterruption.signal else { return [] }
        let message = CheckInterruption.notCheckedMessage(number)
        let skipped = outcomes.filter { $0.message == message }.count
        return ["the run was interrupted (\(WorkerFailure.signalName(number))): \(skipped) of \(outcomes.count) fixtures were not checked"]
    }

    /// Why the report directory cannot be used: it is, holds or lies inside the baseline
    /// directory or a fixture root (a run writes and clears files there, which would then be
    /// read as fixtures or counted as baselines); nil when it is apart from them.
    static func overlap(_ settings: CheckSettings) -> String? {
        func resolved(_ path: String) -> String {
            ContainedPath.realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
        }
        func related(_ a: String, _ b: String) -> Bool { ContainedPath.isInside(a, b) || ContainedPath.isInside(b, a) }
        let reports = resolved(settings.reportDirectory)
        if related(reports, resolved(settings.baselineDirectory)) {
            return "--reports \(settings.reportDirectory) overlaps the baseline directory \(settings.baselineDirectory); "
                + "give the report its own folder"
        }
        for root in settings.fixtureRoots where related(reports, resolved(root)) {
            return "--reports \(settings.reportDirectory) overlaps the fixtures in \(root) (the report's files would be read "
                + "as fixtures); give the report its own folder"
        }
        return nil
    }

    /// The baseline files no fixture found produces (what `prune` would remove), relative to the
    /// baseline directory; nil when a fixture file did not load (its names are unknown) or the
    /// directory cannot be listed.
    static func orphans(_ settings: CheckSettings, found: FoundFixtures) -> [String]? {
        guard !found.hasUnloadableFile else { return nil }
        return try? BaselinePruner.plan(baselineDirectory: settings.baselineDirectory, known: found.names).orphans
    }

    /// What a run keeps of every fixture it found, for its warnings and orphaned baselines, once
    /// the fixtures themselves are gone.
    struct FoundFixtures {
        /// Every fixture's name.
        var names: Set<String>
        /// How many were found.
        var count: Int
        /// True when a file could not be loaded (its fixtures' names are unknown).
        var hasUnloadableFile: Bool

        init(_ found: [CheckFixture]) {
            names = Set(found.map(\.name))
            count = found.count
            hasUnloadableFile = found.contains(where: \.isUnloadableFile)
        }
    }

    /// Every per-fixture file the outcomes refer to, relative to the report directory.
    static func producedFiles(_ outcomes: [FixtureOutcome]) -> Set<String> {
        var files = Set<String>()
        for outcome in outcomes {
            for path in [outcome.images.actual, outcome.images.baseline, outcome.images.diff] {
                if let path { files.insert(path) }
            }
            files.formUnion(outcome.layouts.files)
            files.formUnion(outcome.images.overlays.values)
        }
        return files
    }

    /// The settings as the report records them.
    static func reportSettings(_ settings: CheckSettings) -> ReportSettings {
        ReportSettings(threshold: settings.threshold, maxDiffPixels: settings.maxDiffPixels,
                       maxDiffRatio: settings.maxDiffRatio, record: settings.record.rawValue, jobs: settings.jobs,
                       shard: settings.shard?.description, baselineDirectory: settings.baselineDirectory,
                       fixtureRoots: settings.fixtureRoots,
                       filter: settings.filters.isEmpty ? nil : settings.filters.joined(separator: " "),
                       failOnOrphans: settings.failOnOrphans ? true : nil,
                       includeAA: settings.includeAntiAliased ? true : nil, checkerboard: settings.checkerboard ? nil : false,
                       failOnLayoutChange: settings.failOnLayoutChange ? true : nil,
                       acceptRendererDrift: settings.acceptRendererDrift ? true : nil)
    }

    /// Run-level warnings: an empty selection says why.
    static func warnings(_ settings: CheckSettings, selected: Int, found: FoundFixtures) -> [String] {
        guard selected == 0 else { return [] }
        if found.count == 0 {
            return ["no fixtures found in \(settings.fixtureRoots.joined(separator: ", ")) or the Swift catalog"]
        }
        return ["none of the \(found.count) fixtures found matched the filter or shard"]
    }

    /// Compares the machine's render settings with the baselines' `manifest.json`: warns about any
    /// difference, and records the manifest when this run wrote baselines and there was none or it
    /// lacked a scale.
    static func manifestWarnings(_ settings: CheckSettings, outcomes: [FixtureOutcome]) -> [String] {
        let scales = Set(outcomes.compactMap(\.scale)).sorted()
        do {
            let recorded = try BaselineManifest.read(directory: settings.baselineDirectory)
            let current = try BaselineManifest.current(scales: scales)
            var warnings: [String] = []
            if let recorded {
                warnings = current.differences(from: recorded).map { "render settings differ from the baselines' manifest: \($0)" }
            }
            if outcomes.contains(where: \.recorded), recorded == nil || warnings.isEmpty {
                let merged = current.keepingScales(of: recorded)
                if merged != recorded { try merged.write(directory: settings.baselineDirectory) }
            }
            return warnings
        } catch {
            return ["baseline manifest: \(CheckMessage.describe(error))"]
        }
    }

    /// Writes `report.json`, `junit.xml` and the HTML report; returns the report's files, the HTML page first when
    /// there is one.
    /// Writes `junit.xml`, then `report.json` (sorted keys, pretty-printed).
    static func writeRunFiles(_ report: CheckReport, to reports: ReportDirectory) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try reports.writeRunFile(Array(JUnitWriter.xml(report).utf8), to: ReportDirectory.junitXML)
        try reports.writeRunFile(Array(try encoder.encode(report)), to: ReportDirectory.reportJSON)
    }

    /// `junit.xml` and `report.json` are encoded and written on a thread of their own while the
    /// HTML report writes its data files (which wait on the file system more than on the
    /// processor); `index.html` is written after all of them.
    static func write(_ report: CheckReport, to reports: ReportDirectory) throws(CheckRunError) -> [String] {
        let runFiles = RunFilesWriting()
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            do { try writeRunFiles(report, to: reports) } catch { runFiles.fail(error) }
        }
        do {
            defer { done.wait() }
            try HTMLReportWriter.write(report, to: URL(fileURLWithPath: reports.path)) {
                done.wait()
                if let error = runFiles.error { throw error }
            }
        } catch {
            // The run files' error first, as when they were written before the HTML report.
            throw CheckRunError("cannot write the report in \(reports.path): \(CheckMessage.describe(runFiles.error ?? error))")
        }
        var files = [ReportDirectory.reportJSON, ReportDirectory.junitXML].map(reports.file)
        let html = reports.file(ReportDirectory.indexHTML)
        if FileManager.default.fileExists(atPath: html) { files.insert(html, at: 0) }
        return files
    }
}

/// A check run that could not start or finish writing its report.
public struct CheckRunError: Error, CustomStringConvertible {
    /// Why.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}

/// The error of writing `junit.xml` and `report.json` on their own thread, if any.
private final class RunFilesWriting: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (any Error)?

    func fail(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        failure = failure ?? error
    }

    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}
