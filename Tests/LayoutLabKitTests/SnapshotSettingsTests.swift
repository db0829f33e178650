import Foundation
import LayoutLabKit
import LayoutLabTestSupport
import Testing

/// Where snapshot assertions find baselines and write artifacts, and their record mode.
@Suite("Snapshot settings")
struct SnapshotSettingsTests {
    /// A package folder `<tmp>/pkg` with a Package.swift and a test file two folders down.
    private func package() throws -> (root: String, testFile: String) {
        let root = TemporaryDirectory(reserving: "pkg").path
        try FileManager.default.createDirectory(atPath: root + "/Tests/AppTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        return (root, root + "/Tests/AppTests/HeaderTests.swift")
    }

    @Test func defaultsComeFromThePackageOfTheCallingFile() throws {
        let (root, file) = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(PackageRoot.containing(file) == root)
        let settings = try SnapshotSettings.resolve(callerFile: file, environment: [:])
        #expect(settings.baselineDirectory == root + "/Baselines")
        #expect(settings.artifactDirectory == root + "/.build/layoutlab-snapshots")
        #expect(settings.record == .missing)
    }

    @Test func parametersBeatVariablesAndRelativePathsStartAtThePackage() throws {
        let (root, file) = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let environment = ["LAYOUTLAB_BASELINES": "Snapshots/Baselines", "LAYOUTLAB_ARTIFACTS": "/var/tmp/artifacts",
                           "LAYOUTLAB_RECORD": "all", "CI": "true"]
        let fromVariables = try SnapshotSettings.resolve(callerFile: file, environment: environment)
        #expect(fromVariables.baselineDirectory == root + "/Snapshots/Baselines")
        #expect(fromVariables.artifactDirectory == "/var/tmp/artifacts")
        #expect(fromVariables.record == .all)

        let fromParameters = try SnapshotSettings.resolve(callerFile: file, baselines: "/abs/base", artifacts: "out",
                                                          record: .failed, environment: environment)
        #expect(fromParameters.baselineDirectory == "/abs/base")
        #expect(fromParameters.artifactDirectory == root + "/out")
        #expect(fromParameters.record == .failed)
    }

    @Test func ciMeansNeverUnlessTheVariableSaysOtherwise() throws {
        let (root, file) = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SnapshotSettings.resolve(callerFile: file, environment: ["CI": "1"]).record == .never)
        #expect(try SnapshotSettings.resolve(callerFile: file, environment: ["CI": "false"]).record == .missing)
        #expect(throws: SnapshotSettingsError("LAYOUTLAB_RECORD: expected never, missing, failed or all, found \"sometimes\"")) {
            try SnapshotSettings.resolve(callerFile: file, environment: ["LAYOUTLAB_RECORD": "sometimes"])
        }
    }

    @Test func withoutAPackageTheBaselinesMustBeNamed() throws {
        let file = "/nonexistent-\(UUID().uuidString)/Tests/HeaderTests.swift"
        #expect(PackageRoot.containing(file) == nil)
        #expect(throws: SnapshotSettingsError("no Package.swift above \(file) to find Baselines/ in; pass baselines: or set LAYOUTLAB_BASELINES")) {
            try SnapshotSettings.resolve(callerFile: file, environment: [:])
        }
        let named = try SnapshotSettings.resolve(callerFile: file, baselines: "/b", environment: [:])
        #expect(named.baselineDirectory == "/b")
        #expect(named.artifactDirectory.hasSuffix("layoutlab-snapshots"))
    }

    @Test func unresolvableSettingsEndAsAFailingResult() {
        let file = "/nonexistent-\(UUID().uuidString)/Tests/HeaderTests.swift"
        let fixture = SwiftFixture("x", width: 10, height: 10) { fatalError("never built") }
        let result = SnapshotCheck.run(fixture, callerFile: file, environment: [:])
        #expect(!result.passed)
        #expect(result.outcome.status == .error)
        #expect(result.failureMessage?.hasPrefix("Layout snapshot \"x\" could not be checked: no Package.swift above") == true)
    }
}
