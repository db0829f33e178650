import LayoutReport

/// The exit status of a check run.
public enum CheckExitStatus {
    /// Everything passed (a new fixture passes only when its baseline was recorded).
    public static let passed: Int32 = 0
    /// A fixture failed (re-recorded or not; renderer drift only when not accepted), or is new and
    /// was not recorded.
    public static let failed: Int32 = 1
    /// A fixture errored, the arguments were wrong, or nothing matched (without `--allow-empty`).
    public static let error: Int32 = 2

    /// The status for a run's outcomes; with `failOnOrphans`, orphaned baselines fail it too.
    public static func code(for fixtures: [FixtureOutcome], allowEmpty: Bool, orphans: Int = 0,
                            failOnOrphans: Bool = false) -> Int32 {
        if fixtures.isEmpty { return allowEmpty ? passed : error }
        if fixtures.contains(where: { $0.status == .error }) { return error }
        // Renderer drift fails like any failure unless accepted (`FixtureOutcome.failsRun`).
        if fixtures.contains(where: \.failsRun) { return failed }
        if failOnOrphans && orphans > 0 { return failed }
        return passed
    }
}
