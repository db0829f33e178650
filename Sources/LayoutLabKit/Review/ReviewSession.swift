import Foundation
import LayoutReport
import LayoutSupport

/// A live review of one report directory: a whole check to start with, then re-checks of the
/// fixtures of the files that change, approvals of chosen fixtures and undoing them.
///
/// Every operation runs under one lock, so re-checks and approvals never interleave, and the
/// session holds the report directory's lock (`ReportLock`) from its first check until it ends:
/// no `check` or `approve` in another process writes the directory meanwhile.
///
/// A re-check writes the report's files for the fixtures it checks exactly as `check` does (the
/// same checker), then `report.json`, `junit.xml` and the HTML page, each atomically. The report
/// keeps the first check's `startedAt`; each outcome's own `sourceDigest` tells `approve` that a
/// fixture file saved after that time is the one the re-check read.
public final class ReviewSession: @unchecked Sendable {
    /// The settings every check of the session uses.
    public let settings: CheckSettings
    let catalog: FixtureCatalog
    let reports: ReportDirectory
    let lock = NSLock()
    /// The report as last written.
    var report: CheckReport
    /// When each fixture was last checked (a report's `startedAt` form), for approve's checks.
    var checkedAt: [String: String] = [:]
    /// Counts the report's changes: the page asks for the state when it is behind.
    var version = 1
    /// The approvals that can be undone, the last one last.
    var approvals: [ReviewApproval] = []
    /// The fixture files as last read.
    var loadedFiles: [String: LoadedFile] = [:]
    private var directoryLock: ReportLock?
    /// The report as the page sees it, published as soon as a re-check has written the fixtures'
    /// files and `report.json`, before the HTML page is written (the server builds the page and
    /// its data files from it).
    private let published = NSLock()
    private var snapshot: (version: Int, report: CheckReport)
    /// Called after each re-check is published, with what it did (set once, before serving).
    public var onUpdate: (@Sendable (ReviewUpdate) -> Void)? {
        get { published.withLock { updateHandler } }
        set { published.withLock { updateHandler = newValue } }
    }
    private var updateHandler: (@Sendable (ReviewUpdate) -> Void)?
    private var publishedUndoable = 0
    /// The report whose HTML page is still to be written, and the queue that writes it.
    private var pendingPage: CheckReport?
    private let pageWriter = DispatchQueue(label: "layoutlab.review.page")

    /// How many approvals can be undone (never waits for a re-check).
    public var undoable: Int { published.withLock { publishedUndoable } }

    /// Records how many approvals can be undone, for `undoable`; the lock must be held.
    func publishUndoable() {
        let count = approvals.count
        published.withLock { publishedUndoable = count }
    }

    /// Runs the first check (as `check` does, writing the whole report) and keeps the report
    /// directory locked for the session. Throws `CheckRunError` when the check cannot run.
    public init(settings: CheckSettings, catalog: FixtureCatalog, console: CheckConsole) throws(CheckRunError) {
        self.settings = settings
        self.catalog = catalog
        reports = ReportDirectory(path: settings.reportDirectory)
        let result = try CheckRun.run(settings: settings, catalog: catalog, console: console)
        report = result.report
        snapshot = (1, result.report)
        for outcome in report.fixtures { checkedAt[outcome.name] = report.startedAt }
        do {
            directoryLock = try ReportLock(directory: settings.reportDirectory)
        } catch {
            throw CheckRunError(error.description)
        }
        firstResult = result
    }

    /// What the first check found and wrote.
    public let firstResult: CheckRun.Result

    /// The report and its version, as the page shows them (never waits for a re-check).
    public var state: (version: Int, report: CheckReport) {
        published.withLock { snapshot }
    }

    /// The fixture files the session watches: every file under the fixture roots (found again on
    /// each call, so files added later are watched too).
    public func fixtureFiles() -> [String] {
        (try? FixtureDiscovery.fixtureFiles(roots: settings.fixtureRoots, required: false).files) ?? []
    }

    /// Re-checks the fixtures of `files` (changed, added or removed fixture files): loads every
    /// fixture file again to learn the names, checks only the fixtures whose file is one of
    /// `files` (and any fixture the report did not have), keeps the other outcomes, and writes
    /// the report. Returns the names whose outcome changed or appeared or went away.
    @discardableResult
    public func recheck(files: Set<String>) throws(CheckRunError) -> ReviewUpdate {
        lock.lock()
        defer { lock.unlock() }
        return try recheckLocked(reloading: files) { fixture in fixture.sourceFile.map(files.contains) ?? false }
    }

    /// Re-checks the named fixtures; the lock must be held.
    func recheckLocked(names: Set<String>) throws(CheckRunError) -> ReviewUpdate {
        try recheckLocked { names.contains($0.name) }
    }

    /// Re-checks the fixtures `chosen` picks (and those the report lacks); the lock must be held.
    func recheckLocked(reloading reload: Set<String> = [], _ chosen: (CheckFixture) -> Bool) throws(CheckRunError) -> ReviewUpdate {
        let clock = ContinuousClock()
        let start = clock.now
        let startedAt = ReportTime.string(from: Date())
        let found: FixtureDiscovery.FileList
        do {
            found = try FixtureDiscovery.fixtureFiles(roots: settings.fixtureRoots, required: settings.fixtureRootsRequired)
        } catch {
            throw CheckRunError(error.description)
        }
        let all = load(found, reloading: reload)
        let fixtures = FixtureDiscovery.select(all, filters: settings.filters, shard: settings.shard)
        var previous: [String: FixtureOutcome] = [:]
        for outcome in report.fixtures { previous[outcome.name] = outcome }
        let toCheck = fixtures.filter { chosen($0) || previous[$0.name] == nil }
        let checking = clock.now
        let checked = CheckRunner(settings: settings).run(toCheck)
        let checkedIn = clock.now - checking
        var fresh: [String: FixtureOutcome] = [:]
        for outcome in checked {
            fresh[outcome.name] = outcome
            checkedAt[outcome.name] = startedAt
        }
        let outcomes = fixtures.compactMap { fresh[$0.name] ?? previous[$0.name] }
        let names = Set(outcomes.map(\.name))
        for name in previous.keys where !names.contains(name) { checkedAt[name] = nil }

        let changed = checked.map(\.name) + previous.keys.filter { !names.contains($0) }
        let foundFixtures = CheckRun.FoundFixtures(all)
        report = CheckReport(tool: report.tool, startedAt: report.startedAt, durationSeconds: report.durationSeconds,
                             settings: report.settings, fixtures: outcomes,
                             warnings: CheckRun.warnings(settings, selected: fixtures.count, found: foundFixtures),
                             orphanedBaselines: CheckRun.orphans(settings, found: foundFixtures))
        do {
            try reports.removeFiles(notIn: CheckRun.producedFiles(outcomes))
        } catch {
            throw CheckRunError("cannot remove the earlier files from \(reports.path): \(CheckMessage.describe(error))")
        }
        // report.json and junit.xml first, as `check` writes them; then the page is told, then the
        // HTML report on disk follows.
        do {
            try CheckRun.writeRunFiles(report, to: reports)
        } catch {
            throw CheckRunError("cannot write the report in \(reports.path): \(CheckMessage.describe(error))")
        }
        version += 1
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let update = ReviewUpdate(version: version, checked: checked.map(\.name), changed: changed.sorted(),
                                  milliseconds: milliseconds, checkMilliseconds: ReviewSession.milliseconds(checkedIn))
        let handler = published.withLock { () -> (@Sendable (ReviewUpdate) -> Void)? in
            snapshot = (version, report)
            publishedUndoable = approvals.count
            return updateHandler
        }
        handler?(update)
        schedulePageWrite(report)
        return update
    }

    /// Writes the HTML report of `report` a moment later, on its own queue, so the page's own
    /// requests right after an update are not slowed by it; saves in quick succession write it
    /// once, for the last report.
    private func schedulePageWrite(_ report: CheckReport) {
        let first = published.withLock { () -> Bool in
            defer { pendingPage = report }
            return pendingPage == nil
        }
        guard first else { return }
        pageWriter.asyncAfter(deadline: .now() + .milliseconds(250)) { [weak self] in self?.writePendingPage() }
    }

    /// Writes the HTML report waiting to be written, if any.
    private func writePendingPage() {
        guard let report = published.withLock({ () -> CheckReport? in
            defer { pendingPage = nil }
            return pendingPage
        }) else { return }
        do {
            try HTMLReportWriter.write(report, to: URL(fileURLWithPath: reports.path))
        } catch {
            printError("layoutlab review: cannot write the HTML report in \(reports.path): \(CheckMessage.describe(error))")
        }
    }

    /// Ends the session: waits for the checks and approvals under way, writes the HTML report
    /// still waiting, and releases the report directory. Nothing is checked or approved after it.
    public func finish() {
        lock.lock()
        pageWriter.sync { writePendingPage() }
        directoryLock = nil
    }
}

extension ReviewSession {
    /// The fixtures of the files found and of the catalog, as `FixtureDiscovery.load` gives them;
    /// a file is read again only when it is in `reload` or its modification time, size or inode
    /// changed since it was last read.
    func load(_ found: FixtureDiscovery.FileList, reloading reload: Set<String>) -> [CheckFixture] {
        var candidates = FixtureDiscovery.load(files: [], problems: found.problems, catalog: catalog)
        var kept: [String: LoadedFile] = [:]
        var toRead: [(file: String, stamp: [Int])] = []
        for file in found.files {
            let stamp = ReviewSession.stamp(file)
            if !reload.contains(file), let cached = loadedFiles[file], cached.stamp == stamp {
                candidates += cached.fixtures
                kept[file] = cached
            } else {
                toRead.append((file, stamp))
            }
        }
        let paths = toRead.map(\.file)
        let read = ParallelMap.map(count: paths.count, jobs: settings.jobs) {
            FixtureDiscovery.load(files: [paths[$0]], catalog: .empty)
        }
        for (entry, fixtures) in zip(toRead, read) {
            kept[entry.file] = LoadedFile(stamp: entry.stamp, fixtures: fixtures)
            candidates += fixtures
        }
        loadedFiles = kept
        return FixtureDiscovery.uniquelyNamed(candidates)
    }

    /// A fixture file as last read, and what `stat` said of it just before.
    struct LoadedFile {
        var stamp: [Int]
        var fixtures: [CheckFixture]
    }

    /// Modification time, size and inode of `path` (empty when it cannot be read).
    static func stamp(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// What a re-check did.
public struct ReviewUpdate: Sendable, Equatable {
    /// The report's version after it.
    public var version: Int
    /// The fixtures checked.
    public var checked: [String]
    /// The fixtures checked and those that went away.
    public var changed: [String]
    /// How long the re-check took until the page could be told (fixtures read and checked, their
    /// files and `report.json` written).
    public var milliseconds: Double
    /// How much of it checking the fixtures took.
    public var checkMilliseconds: Double
}
