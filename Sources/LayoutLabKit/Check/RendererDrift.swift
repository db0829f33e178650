import LayoutRender
import LayoutReport

/// Tells renderer drift from regressions: when the libraries that decide the pixels (Cairo,
/// Pango, fontconfig) differ from the ones the baselines' manifest records, a fixture that failed
/// on pixels while every frame matched its baseline's is marked as drift.
///
/// A fixture is never drift when the manifest's libraries match this machine's, when any frame
/// moved, resized, appeared or disappeared, or when its frames were not compared (no readable
/// baseline layout): those stay plain failures.
public enum RendererDrift {
    /// The outcomes with drifted fixtures marked, and the run's drift record (nil when none
    /// drifted).
    public struct Classified: Sendable {
        /// The outcomes, in the same order.
        public var outcomes: [FixtureOutcome]
        /// The changed libraries, when any fixture drifted.
        public var report: RendererDriftReport?
    }

    /// Marks the drifted fixtures among `outcomes`. `libraries` are the changes between the
    /// baselines' manifest and this machine (`BaselineManifest.libraryChanges(from:)`); `accepts`
    /// tells whether a fixture's drift passes with a warning (`outcomes[i]` → `accepts(i)`).
    public static func classify(_ outcomes: [FixtureOutcome], libraries: [LibraryChange],
                                accepts: (Int) -> Bool) -> Classified {
        guard !libraries.isEmpty else { return Classified(outcomes: outcomes, report: nil) }
        var marked = outcomes
        var drifted = 0, accepted = 0
        for i in marked.indices where isDrift(marked[i]) {
            drifted += 1
            marked[i].rendererDrift = true
            if accepts(i) {
                accepted += 1
                marked[i].rendererDriftAccepted = true
            }
        }
        guard drifted > 0 else { return Classified(outcomes: outcomes, report: nil) }
        return Classified(outcomes: marked,
                          report: RendererDriftReport(libraries: libraries, accepted: accepted == drifted))
    }

    /// True when an outcome failed on pixels alone: failed, frames compared, none changed, and
    /// the images of one size.
    static func isDrift(_ outcome: FixtureOutcome) -> Bool {
        outcome.status == .failed && outcome.framesCompared == true && outcome.layoutChanges.isEmpty
            && !outcome.layoutOnlyChange && outcome.diff != nil && outcome.diff?.baselineSize == nil
    }

    /// The libraries that changed since the baselines were made: empty when the baseline
    /// directory has no manifest or it cannot be read (the run's warnings say why). Only the
    /// libraries are compared, so no font is read here.
    static func libraryChanges(baselineDirectory: String) -> [LibraryChange] {
        guard let recorded = try? BaselineManifest.read(directory: baselineDirectory) else { return [] }
        return BaselineManifest.libraryChanges(RenderLibraries.versions, from: recorded.libraries)
    }

    /// The run's warning about drift that passed: how many fixtures and what re-records them.
    static func acceptedWarning(_ outcomes: [FixtureOutcome], report: RendererDriftReport?) -> [String] {
        let accepted = outcomes.filter { $0.isRendererDrift && $0.rendererDriftAccepted == true }.count
        guard let report, accepted > 0 else { return [] }
        return ["renderer drift accepted: \(accepted) fixture\(accepted == 1 ? "" : "s") changed pixels only, under "
                + "\(report.librariesPhrase), and pass (acceptRendererDrift); `layoutlab approve --renderer-drift` "
                + "re-records them"]
    }
}
