import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import LayoutLabTesting
import LayoutReport
import Testing

/// `assertLayoutSnapshot` under Swift Testing: recording, passing, failing with the moved nodes,
/// and the record modes.
@Suite("assertLayoutSnapshot under Swift Testing")
struct AssertLayoutSnapshotTests {
    private let temporary: TemporaryDirectory
    private var folder: String { temporary.path }
    private var baselines: String { folder + "/Baselines" }
    private var artifacts: String { folder + "/Artifacts" }

    init() throws {
        temporary = try TemporaryDirectory("snapshot")
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func missingBaselineIsRecordedThenPasses() throws {
        defer { temporary.remove() }
        let fixture = SnapshotTestFixtures.avatarRow("profile/row", x: 8)
        let first = assertLayoutSnapshot(of: fixture, record: .missing, baselines: baselines, artifacts: artifacts)
        #expect(first.passed)
        #expect(first.outcome.status == .new && first.outcome.recorded)
        #expect(first.baselineImage == baselines + "/profile/row.png")
        #expect(exists(baselines + "/profile/row.png") && exists(baselines + "/profile/row.layout.json"))

        let second = assertLayoutSnapshot(of: fixture, record: .never, baselines: baselines, artifacts: artifacts)
        #expect(second.passed)
        #expect(second.outcome.status == .passed && !second.outcome.recorded)
        // Passed unchanged: no artifact at all, the baseline stands for it.
        #expect(second.actualImage == nil && !exists(artifacts + "/actual/profile/row.png"))
        #expect(second.outcome.images.baseline == nil && !exists(artifacts + "/baseline/profile/row.png"))
        #expect(!exists(artifacts + "/actual/profile/row.layout.json"))
    }

    @Test func namedOverridesTheFixtureName() throws {
        defer { temporary.remove() }
        let fixture = SnapshotTestFixtures.avatarRow("profile/row", x: 8)
        let result = assertLayoutSnapshot(of: fixture, named: "profile/renamed", record: .missing, baselines: baselines,
                                          artifacts: artifacts)
        #expect(result.passed)
        #expect(exists(baselines + "/profile/renamed.png"))
        #expect(!exists(baselines + "/profile/row.png"))
    }

    @Test func movedNodeFailsNamingTheFilesAndTheNode() throws {
        defer { temporary.remove() }
        assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 8), record: .missing, baselines: baselines,
                             artifacts: artifacts)
        let baselineBytes = try Data(contentsOf: URL(fileURLWithPath: baselines + "/row.png"))

        var result: SnapshotResult?
        withKnownIssue {
            result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 12), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("avatar: x 8 → 12 (+4pt)") }
        }
        let failed = try #require(result)
        #expect(failed.outcome.status == .failed)
        let message = try #require(failed.failureMessage)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Layout snapshot \"row\" does not match its baseline: 160 pixels differ (5 % of 3200; none allowed); largest changed region 4×20 px at (8, 10)."))
        #expect(lines.contains("  baseline: \(baselines)/row.png"))
        #expect(lines.contains("  actual:   \(artifacts)/actual/row.png"))
        #expect(lines.contains("  diff:     \(artifacts)/diff/row.png"))
        #expect(lines.contains("Moved or resized:"))
        // The inset spec's left inset moved it: the structural diff names the spec parameter.
        #expect(lines.contains("  avatar: x 8 → 12 (+4pt) because inset.insets [10, 8, 0, 0] → [10, 12, 0, 0]"))
        #expect(lines.last?.contains("LAYOUTLAB_RECORD=failed") == true)
        #expect(exists(artifacts + "/diff/row.png") && exists(artifacts + "/actual/row.png"))
        // The baseline is untouched in never mode.
        #expect(try Data(contentsOf: URL(fileURLWithPath: baselines + "/row.png")) == baselineBytes)

        // Passing again removes the earlier failure's diff image, so it is not mistaken for this run's.
        let passed = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 8), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        #expect(passed.passed)
        #expect(!exists(artifacts + "/diff/row.png"))
    }

    @Test func failedModeRecordsTheNewImageAndStillFails() throws {
        defer { temporary.remove() }
        assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 8), record: .missing, baselines: baselines,
                             artifacts: artifacts)
        withKnownIssue {
            let result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 12), record: .failed,
                                              baselines: baselines, artifacts: artifacts)
            #expect(result.outcome.recorded)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Recorded the actual image as the new baseline (record mode failed)") }
        }
        // The re-recorded baseline now passes.
        let again = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("row", x: 12), record: .never,
                                         baselines: baselines, artifacts: artifacts)
        #expect(again.passed)
    }

    @Test func neverModeFailsWhenTheBaselineIsMissing() throws {
        defer { temporary.remove() }
        var result: SnapshotResult?
        withKnownIssue {
            result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("missing", x: 8), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no baseline at \(baselines)/missing.png (record mode never)") }
        }
        let missing = try #require(result)
        #expect(missing.outcome.status == .new && !missing.outcome.recorded)
        #expect(missing.failureMessage?.contains("LAYOUTLAB_RECORD=missing") == true)
        #expect(!exists(baselines + "/missing.png"))
    }

    @Test func rootElementIsLaidOutAtTheGivenSize() throws {
        defer { temporary.remove() }
        let result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 4), named: "tree", width: 60, scale: 2,
                                          record: .missing, baselines: baselines, artifacts: artifacts)
        #expect(result.passed)
        // Width 60, height from the content: 10 + 20.
        #expect(result.outcome.size == [60, 30] && result.outcome.scale == 2)
        withKnownIssue {
            assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 6), named: "tree", width: 60, scale: 2,
                                 record: .never, baselines: baselines, artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("avatar: x 4 → 6 (+2pt)") }
        }
    }

    @Test func aLayoutOnlyChangePassesWithAWarning() throws {
        defer { temporary.remove() }
        assertLayoutSnapshot(of: SnapshotTestFixtures.ghostRow("ghost", width: 10), record: .missing,
                             baselines: baselines, artifacts: artifacts)
        var result: SnapshotResult?
        withKnownIssue {
            result = assertLayoutSnapshot(of: SnapshotTestFixtures.ghostRow("ghost", width: 14), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        } matching: { issue in
            issue.severity == .warning && issue.comments.contains { $0.rawValue.contains("  ghost: w 10 → 14 (+4pt)") }
        }
        let changed = try #require(result)
        #expect(changed.passed && changed.outcome.layoutOnlyChange)
        #expect(changed.warningMessage?.hasPrefix("Layout snapshot \"ghost\" matches its baseline's pixels, but its layout changed:") == true)
        #expect(changed.warningMessage?.hasSuffix("run the test again with LAYOUTLAB_RECORD=all (or pass record: .all).") == true)
    }

    @Test func aFixtureThatCannotBeBuiltFails() throws {
        defer { temporary.remove() }
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let broken = SwiftFixture("broken", width: 40, height: 40) { throw Offline() }
        withKnownIssue {
            assertLayoutSnapshot(of: broken, record: .missing, baselines: baselines, artifacts: artifacts)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue == "Layout snapshot \"broken\" could not be checked: Swift fixture \"broken\": building the layout failed: offline"
            }
        }
        #expect(!exists(baselines + "/broken.png"))
    }
}
