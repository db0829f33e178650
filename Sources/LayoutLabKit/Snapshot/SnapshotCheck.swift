import Foundation
import LayoutRender
import LayoutReport

/// Checks one Swift fixture against its baseline outside a check run, exactly as `layoutlab
/// check` checks it (same rendering, diff policy, structural diff and record modes): what
/// `assertLayoutSnapshot` runs.
public enum SnapshotCheck {
    /// Checks `fixture` with settings resolved for an assertion made in `callerFile` (see
    /// `SnapshotSettings.resolve`). Settings that cannot be resolved end as a failing result.
    public static func run(_ fixture: SwiftFixture, callerFile: String, baselines: String? = nil,
                           artifacts: String? = nil, record: RecordMode? = nil,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotResult {
        do {
            let settings = try SnapshotSettings.resolve(callerFile: callerFile, baselines: baselines, artifacts: artifacts,
                                                        record: record, environment: environment)
            return run(fixture, settings: settings)
        } catch {
            let message = "Layout snapshot \"\(fixture.name)\" could not be checked: \(error.description)"
            return SnapshotResult(outcome: FixtureOutcome(name: fixture.name, status: .error, message: error.description,
                                                          approveCommand: ""),
                                  baselineImage: "", artifactDirectory: "", failureMessage: message)
        }
    }

    /// The baselines this process verified by decoding them, so that a test process decodes each
    /// baseline's bytes once however many assertions compare with them (kept in memory only).
    static let verifiedBaselines = VerifiedBaselines(path: nil)

    /// Checks `fixture` with `settings`, on the calling thread with a text engine of its own.
    /// Writes the actual image and layout (and, when the pixels fail, the diff image and
    /// overlays) into the artifact directory, nothing for a fixture that passes unchanged, and
    /// the baseline when the record mode says so.
    public static func run(_ fixture: SwiftFixture, settings: SnapshotSettings) -> SnapshotResult {
        var checkSettings = CheckSettings(fixtureRoots: [], baselineDirectory: settings.baselineDirectory,
                                          reportDirectory: settings.artifactDirectory, threshold: settings.threshold,
                                          maxDiffPixels: settings.maxDiffPixels, maxDiffRatio: settings.maxDiffRatio,
                                          record: settings.record, jobs: 1)
        checkSettings.verifiedBaselines = verifiedBaselines
        let baselineImage = BaselineStore(directory: settings.baselineDirectory).imagePath(fixture.name)
        let inspection: FixtureChecker.Inspection
        if let problem = fixture.problem {
            let outcome = FixtureOutcome(name: fixture.name, status: .error, message: problem, approveCommand: "")
            inspection = FixtureChecker.Inspection(outcome: outcome, layoutNote: nil)
        } else {
            do {
                let checker = try FixtureChecker(settings: checkSettings)
                inspection = checker.inspect(CheckFixture(name: fixture.name, source: .swift(fixture), sourceFile: nil))
            } catch {
                let outcome = FixtureOutcome(name: fixture.name, status: .error,
                                             message: "cannot start the text engine: \(CheckMessage.describe(error))",
                                             approveCommand: "")
                inspection = FixtureChecker.Inspection(outcome: outcome, layoutNote: nil)
            }
            removeStaleArtifacts(of: inspection.outcome, in: ReportDirectory(path: settings.artifactDirectory))
        }
        var result = SnapshotResult(outcome: inspection.outcome, baselineImage: baselineImage,
                                    artifactDirectory: settings.artifactDirectory, failureMessage: nil)
        result.failureMessage = SnapshotMessage.failure(
            result, policy: checkSettings.policy(for: fixture.diffPolicy), record: settings.record,
            layoutNote: inspection.layoutNote)
        result.warningMessage = SnapshotMessage.warning(result)
        return result
    }

    /// Removes the fixture's files an earlier assertion left in the artifact directory that this
    /// one did not write (a diff image from an earlier failure, say), so none is mistaken for
    /// this run's.
    static func removeStaleArtifacts(of outcome: FixtureOutcome, in directory: ReportDirectory) {
        let name = outcome.name
        var candidates = [ReportDirectory.actualImage(name), ReportDirectory.actualLayout(name),
                          ReportDirectory.baselineImage(name), ReportDirectory.baselineLayout(name),
                          ReportDirectory.diffImage(name)]
        candidates += OverlayKind.allCases.map { ReportDirectory.overlayImage(name, kind: $0.rawValue) }
        let produced = CheckRun.producedFiles([outcome])
        for relative in candidates where !produced.contains(relative) {
            unlink(directory.file(relative))
        }
    }
}
