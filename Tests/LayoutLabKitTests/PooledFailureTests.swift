import Foundation
import LayoutEngine
import LayoutGeometry
@testable import LayoutLabKit
import LayoutFixtures
import LayoutLabTestSupport
import LayoutReport
import Testing

/// A worker reuses one failing fixture's decoded baseline, diff image and copy of the render for
/// the next: failing fixtures of other sizes, a translucent one, a transparent diff background, a
/// baseline of another size and an ignored area
/// checked one after another on one worker must give the report files each gives checked alone.
@Suite("Check: failing fixtures in turn on one worker")
struct PooledFailureTests {
    private let temporary = TemporaryDirectory(reserving: "pool")
    private var dir: String { temporary.path }

    private static let names = ["pool/a-wide", "pool/b-small", "pool/c-tall", "pool/d-transparent-diff", "pool/e-wide",
                                "pool/f-resized", "pool/g-ignored-area"]

    /// The fixtures, their boxes in `colour`; `changed` also changes the size of one fixture (so
    /// that its baseline has another size than its render).
    private static func catalog(_ colour: Color, changed: Bool = false, only name: String? = nil) -> FixtureCatalog {
        func box(_ width: Double, _ height: Double) -> @Sendable () -> any LayoutElement {
            {
                let node = DisplayNode()
                node.debugName = "box"
                node.backgroundColor = colour
                node.style.width = .points(width)
                node.style.height = .points(height)
                return InsetLayoutSpec(insets: EdgeInsets(all: 3), child: node)
            }
        }
        let fixtures = [
            SwiftFixture(names[0], width: 120, height: 40, scale: 2, build: box(100, 20)),
            SwiftFixture(names[1], width: 30, height: 20, scale: 1, build: box(10, 10)),
            SwiftFixture(names[2], width: 50, height: 90, scale: 3, background: Color(red: 1, green: 1, blue: 1, alpha: 0.5),
                         build: box(30, 70)),
            SwiftFixture(names[3], width: 60, height: 60, scale: 2,
                         diffPolicy: DiffPolicyOverrides(image: DiffImageOverrides(diffMask: true)), build: box(40, 30)),
            SwiftFixture(names[4], width: 130, height: 45, scale: 2, build: box(90, 25)),
            SwiftFixture(names[5], width: changed ? 70 : 64, height: changed ? 40 : 48, scale: 2, build: box(30, 20)),
            SwiftFixture(names[6], width: 80, height: 50, scale: 2,
                         diffPolicy: DiffPolicyOverrides(ignore: [.rect(Rect(x: 10, y: 5, width: 30, height: 20))]),
                         build: box(60, 40)),
        ]
        return FixtureCatalog(fixtures.filter { name == nil || $0.name == name })
    }

    private func run(_ catalog: FixtureCatalog, reports: String, record: RecordMode) throws -> CheckReport {
        let settings = CheckSettings(fixtureRoots: [dir + "/Fixtures"], baselineDirectory: dir + "/Baselines",
                                     reportDirectory: dir + "/" + reports, record: record, jobs: 1)
        return try CheckRun.run(settings: settings, catalog: catalog, console: CheckConsole(showsProgress: false)).report
    }

    @Test func reportFilesMatchEachFixtureCheckedAlone() throws {
        defer { temporary.remove() }
        _ = try run(PooledFailureTests.catalog(Color(red: 0.2, green: 0.4, blue: 1)), reports: "recorded", record: .missing)
        let changed = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8)
        let together = try run(PooledFailureTests.catalog(changed, changed: true), reports: "together", record: .never)
        #expect(together.fixtures.map(\.status) == Array(repeating: .failed, count: PooledFailureTests.names.count))
        for (index, name) in PooledFailureTests.names.enumerated() {
            let alone = try run(PooledFailureTests.catalog(changed, changed: true, only: name), reports: "alone\(index)",
                                record: .never)
            let first = try #require(together.fixtures.first { $0.name == name })
            let single = try #require(alone.fixtures.first)
            #expect(first.diff == single.diff, "\(name)")
            for (path, other) in [(first.images.diff, single.images.diff), (first.images.actual, single.images.actual)] {
                let a = try #require(path), b = try #require(other)
                let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/together/" + a))
                #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: dir + "/alone\(index)/" + b))), "\(name): \(a)")
            }
        }
    }
}
