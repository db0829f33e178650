import LayoutFixtures
import Foundation
import LayoutEngine
import LayoutGeometry
import LayoutLabKit
import LayoutLabTestSupport
import LayoutLabTesting
import LayoutReport
import Testing

/// `assertLayoutSnapshot` takes the same masks as a fixture file's `diff: {ignore: …}`.
@Suite("assertLayoutSnapshot with masks")
struct AssertLayoutSnapshotMaskTests {
    private let temporary: TemporaryDirectory
    private var folder: String { temporary.path }
    private var baselines: String { folder + "/Baselines" }
    private var artifacts: String { folder + "/Artifacts" }

    init() throws {
        temporary = try TemporaryDirectory("snapshot")
    }

    @Test func anIgnoredElementMayChange() throws {
        defer { temporary.remove() }
        assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 8), named: "row", width: 80, height: 40, scale: 1,
                             record: .missing, baselines: baselines, artifacts: artifacts)
        // The avatar moves 4 points: masked where it was and where it is, the pixels pass.
        let ignored = DiffPolicyOverrides(ignore: [.element("avatar"), .rect(Rect(x: 8, y: 10, width: 20, height: 20))])
        let masked = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 12), named: "row", width: 80, height: 40,
                                          scale: 1, diffPolicy: ignored, record: .never, baselines: baselines,
                                          artifacts: artifacts)
        #expect(masked.outcome.status == .passed, "\(masked.outcome.message ?? "")")
        #expect(masked.outcome.diff?.masked == [[12, 10, 20, 20], [8, 10, 20, 20]])
        // Masking only its new place leaves where it was: that fails.
        var half: SnapshotResult?
        withKnownIssue {
            half = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 12), named: "row", width: 80,
                                        height: 40, scale: 1, diffPolicy: DiffPolicyOverrides(ignore: [.element("avatar")]),
                                        record: .never, baselines: baselines, artifacts: artifacts)
        }
        #expect(half?.outcome.status == .failed && half?.outcome.diff?.differentPixels == 80)
    }

    @Test func aMaskThatNamesNoElementFails() throws {
        defer { temporary.remove() }
        var result: SnapshotResult?
        withKnownIssue {
            result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarTree(x: 8), named: "row", width: 80,
                                          height: 40, scale: 1, diffPolicy: DiffPolicyOverrides(ignore: [.element("clock")]),
                                          record: .missing, baselines: baselines, artifacts: artifacts)
        }
        #expect(result?.outcome.status == .error)
        #expect(result?.outcome.message?.contains("\"clock\" names no element of the layout") == true)
        #expect(!FileManager.default.fileExists(atPath: baselines + "/row.png"))
    }
}
