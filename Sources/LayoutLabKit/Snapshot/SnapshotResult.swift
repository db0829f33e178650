import LayoutReport

/// What a layout snapshot assertion found: the fixture's outcome exactly as `layoutlab check`
/// would report it, where its files are, and the failure message when the assertion fails.
public struct SnapshotResult: Sendable {
    /// The outcome; its image and layout paths are relative to `artifactDirectory`.
    public var outcome: FixtureOutcome
    /// The baseline image compared against (or recorded, or missing).
    public var baselineImage: String
    /// The folder the actual image, the diff image and the overlays were written to.
    public var artifactDirectory: String
    /// Why the assertion fails, naming the files, the moved nodes and how to re-record; nil
    /// when it passes.
    public var failureMessage: String?
    /// When the pixels passed but nodes moved or resized (which passes, as in `layoutlab
    /// check`): the changes and how to record the new layout; nil otherwise.
    public var warningMessage: String?

    /// Creates a result.
    public init(outcome: FixtureOutcome, baselineImage: String, artifactDirectory: String, failureMessage: String?,
                warningMessage: String? = nil) {
        self.outcome = outcome
        self.baselineImage = baselineImage
        self.artifactDirectory = artifactDirectory
        self.failureMessage = failureMessage
        self.warningMessage = warningMessage
    }

    /// True when the assertion passes: the pixels are within the policy, or there was no baseline
    /// and it was recorded.
    public var passed: Bool { failureMessage == nil }

    /// The actual image's path, when it was rendered.
    public var actualImage: String? { outcome.images.actual.map(artifact) }

    /// The diff image's path, when the pixels failed.
    public var diffImage: String? { outcome.images.diff.map(artifact) }

    /// `relative` inside the artifact directory.
    func artifact(_ relative: String) -> String { artifactDirectory + "/" + relative }
}
