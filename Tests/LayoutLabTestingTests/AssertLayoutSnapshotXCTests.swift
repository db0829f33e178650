import Foundation
import LayoutLabKit
import LayoutLabTestSupport
import LayoutLabTesting
import XCTest

/// `assertLayoutSnapshot` under XCTest: failures arrive through `XCTFail`, captured here by
/// overriding `recordFailure` so the expected ones do not fail this test case.
final class AssertLayoutSnapshotXCTests: XCTestCase {
    /// The snapshot failures `XCTFail` reported during the current test, with their line numbers.
    private var failures: [(description: String, line: Int)] = []

    /// Keeps snapshot failures for the test to inspect; every other failure fails the test as usual.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if description.contains("Layout snapshot \"") {
            failures.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testRecordsPassesAndFailsWithTheMovedNode() throws {
        let temporary = try TemporaryDirectory("snapshot")
        defer { temporary.remove() }
        let folder = temporary.path
        let baselines = folder + "/Baselines", artifacts = folder + "/Artifacts"

        let recorded = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("xc/row", x: 8), record: .missing,
                                            baselines: baselines, artifacts: artifacts)
        XCTAssertTrue(recorded.passed)
        XCTAssertTrue(recorded.outcome.recorded)
        XCTAssertTrue(FileManager.default.fileExists(atPath: baselines + "/xc/row.png"))
        let passed = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("xc/row", x: 8), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        XCTAssertTrue(passed.passed)
        XCTAssertTrue(failures.isEmpty, "\(failures)")

        let line = #line + 1
        let failed = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("xc/row", x: 12), record: .never,
                                          baselines: baselines, artifacts: artifacts)
        XCTAssertFalse(failed.passed)
        let reported = failures
        failures.removeAll()
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.line, line)
        let description = reported.first?.description ?? ""
        XCTAssertTrue(description.contains("avatar: x 8 → 12 (+4pt)"), description)
        XCTAssertTrue(description.contains("  baseline: \(baselines)/xc/row.png"), description)
        XCTAssertTrue(description.contains("  diff:     \(artifacts)/diff/xc/row.png"), description)
    }

    func testNeverModeFailsWhenTheBaselineIsMissing() throws {
        let temporary = try TemporaryDirectory("snapshot")
        defer { temporary.remove() }
        let folder = temporary.path
        let baselines = folder + "/Baselines"
        let result = assertLayoutSnapshot(of: SnapshotTestFixtures.avatarRow("xc/missing", x: 8), record: .never,
                                          baselines: baselines, artifacts: folder + "/Artifacts")
        let reported = failures
        failures.removeAll()
        XCTAssertFalse(result.passed)
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.description.contains("has no baseline at \(baselines)/xc/missing.png (record mode never)") == true,
                      reported.first?.description ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: baselines + "/xc/missing.png"))
    }
}
