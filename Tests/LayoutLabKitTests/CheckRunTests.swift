import Foundation
import LayoutEngine
import LayoutGeometry
@testable import LayoutLabKit
import LayoutLabTestSupport
import LayoutReport
import Testing

/// Checks of Swift catalogs through the library, as an embedded harness runs them.
@Suite("Check runs of Swift fixtures")
struct CheckRunTests {
    private struct Failure: Error, CustomStringConvertible {
        var description: String { "the data source is offline" }
    }

    private func box(_ color: Color, width: Double) -> @Sendable () -> any LayoutElement {
        {
            let node = DisplayNode()
            node.debugName = "box"
            node.backgroundColor = color
            node.style.width = .points(width)
            node.style.height = .points(10)
            return InsetLayoutSpec(insets: EdgeInsets(all: 4), child: node)
        }
    }

    private func catalog(boxWidth: Double = 20) -> FixtureCatalog {
        FixtureCatalog([
            // At most 40×20: the box keeps its own width.
            SwiftFixture("swift/red", size: SizeRange(min: .zero, max: Size(width: 40, height: 20)), scale: 1,
                         build: box(Color(red: 1, green: 0, blue: 0), width: boxWidth)),
            SwiftFixture("swift/blue", width: 40, scale: 2, build: box(Color(red: 0, green: 0, blue: 1), width: 10)),
            SwiftFixture("swift/throws", width: 40, height: 20) { throw Failure() },
            SwiftFixture("swift/../escape", width: 40, height: 20, build: box(.black, width: 1)),
        ])
    }

    private func settings(_ dir: String, record: RecordMode, jobs: Int) -> CheckSettings {
        CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                      reportDirectory: dir + "/Reports", record: record, jobs: jobs)
    }

    /// Counts the trackers that went away.
    private final class Released: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    /// Held by a fixture's build closure: goes away with the fixture.
    private final class Tracker: @unchecked Sendable {
        let released: Released
        init(_ released: Released) { self.released = released }
        deinit { released.add() }
    }

    /// The runner holds each fixture only until it is checked: a run of many full screens never
    /// keeps the descriptions of those already checked.
    @Test func theRunnerLetsEachFixtureGoOnceItIsChecked() throws {
        let temporary = TemporaryDirectory(reserving: "release")
        defer { temporary.remove() }
        let released = Released()
        let count = 6
        var fixtures: [CheckFixture] = []
        for i in 0..<count {
            let tracker = Tracker(released)
            let build = box(.black, width: 10)
            let fixture = SwiftFixture("swift/f\(i)", width: 40, height: 20) { withExtendedLifetime(tracker) { build() } }
            fixtures.append(CheckFixture(name: fixture.name, source: .swift(fixture), sourceFile: nil))
        }
        let seen = Released()
        let late = Released()
        let outcomes = CheckRunner(settings: settings(temporary.path, record: .missing, jobs: 1)).run(consume fixtures) { _, done in
            seen.add()
            // The fixture just checked is still in the worker's hands; every one before it is gone.
            if released.count < done - 1 { late.add() }
        }
        #expect(outcomes.map(\.status) == Array(repeating: .new, count: count))
        #expect(seen.count == count)
        #expect(late.count == 0, "fixtures kept after their check")
        #expect(released.count == count)
    }

    @Test func catalogFixturesAreRecordedCheckedAndTheirErrorsCounted() throws {
        let temporary = TemporaryDirectory(reserving: "run")
        defer { temporary.remove() }
        let dir = temporary.path
        let console = CheckConsole(showsProgress: false)

        var result = try CheckRun.run(settings: settings(dir, record: .missing, jobs: 2), catalog: catalog(), console: console)
        #expect(result.status == CheckExitStatus.error)
        let byName = Dictionary(uniqueKeysWithValues: result.report.fixtures.map { ($0.name, $0) })
        #expect(result.report.fixtures.map(\.name) == ["swift/../escape", "swift/blue", "swift/red", "swift/throws"])
        #expect(byName["swift/red"]?.status == .new && byName["swift/red"]?.recorded == true)
        #expect(byName["swift/red"]?.sourceFile == nil)
        #expect(byName["swift/blue"]?.size == [40, 18] && byName["swift/blue"]?.scale == 2)
        #expect(byName["swift/throws"]?.status == .error)
        #expect(byName["swift/throws"]?.message == "Swift fixture \"swift/throws\": building the layout failed: the data source is offline")
        #expect(byName["swift/../escape"]?.status == .error)
        #expect(byName["swift/../escape"]?.message?.contains("must not contain . or .. segments") == true)
        #expect(!FileManager.default.fileExists(atPath: dir + "/escape.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Baselines/swift/red.png"))

        // The same catalog passes (apart from its two errors) on one worker.
        result = try CheckRun.run(settings: settings(dir, record: .never, jobs: 1), catalog: catalog(), console: console)
        #expect(result.report.summary.passed == 2 && result.report.summary.error == 2)

        // A wider box fails, naming the node.
        let good = FixtureCatalog(catalog(boxWidth: 24).fixtures.filter { !$0.name.contains("throws") && !$0.name.contains("..") })
        result = try CheckRun.run(settings: settings(dir, record: .never, jobs: 2), catalog: good, console: console)
        #expect(result.status == CheckExitStatus.failed)
        let red = try #require(result.report.fixtures.first { $0.name == "swift/red" })
        #expect(red.status == .failed)
        #expect(red.layoutChanges.map(\.summary) == ["inset: w 28 → 32 (+4pt) because box.width 20 → 24",
                                                      "box: w 20 → 24 (+4pt) because box.width 20 → 24"])
        #expect(red.message?.contains("layout changes: inset: w 28 → 32 (+4pt) because box.width 20 → 24; box: w 20 → 24 (+4pt)")
                == true)
        #expect(red.diff?.baselineSize == [28, 18] && red.diff?.actualSize == [32, 18])
        // What was written is what the report says.
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/Reports/report.json"))
        let decoded = try JSONDecoder().decode(CheckReport.self, from: data)
        #expect(decoded == result.report)
    }
}
