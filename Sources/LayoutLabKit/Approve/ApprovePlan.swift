import LayoutReport

/// What an approve will do, decided before anything is written.
public struct ApprovePlan: Sendable {
    /// One chosen fixture and what happens to it.
    public struct Item: Sendable, Equatable {
        /// What happens.
        public enum Action: Sendable, Equatable {
            /// The actual image and layout become the baseline.
            case promote
            /// Nothing to write; the reason says why (`passed`, `already the baseline`).
            case unchanged(String)
            /// Never approved; the reason says why (an errored fixture).
            case notApproved(String)
        }

        /// The fixture.
        public var name: String
        /// Its outcome in the report.
        public var status: FixtureStatus
        /// True when the pixels passed but the layout changed.
        public var layoutOnlyChange: Bool
        /// True when it failed only because the text stack drew it differently (renderer drift).
        public var rendererDrift = false
        /// What happens.
        public var action: Action
        /// Pixels per point of the actual image.
        public var scale: Double?
        /// The actual image and layout to promote (paths usable from the working directory).
        var actualImage = "", actualLayout = ""
        /// Where they go.
        var baselineImage = "", baselineLayout = ""
        /// The actual layout's explanation, when the report has one, and where it goes (without
        /// one, an earlier baseline explanation is removed: it explains another layout).
        var actualExplanation: String?, baselineExplanation = ""
        /// SHA-256 of the actual image and layout when planned; re-checked before writing.
        var imageDigest = "", layoutDigest = ""

        /// How the change reads in the output: `failed → new baseline`.
        public var changeDescription: String {
            switch status {
            case .failed: return rendererDrift ? "renderer drift → new baseline" : "failed → new baseline"
            case .new: return "new baseline"
            case .passed: return layoutOnlyChange ? "layout changed → new baseline" : "passed → new baseline"
            case .error: return "error"
            }
        }
    }

    /// The report directory.
    public var reportDirectory: String
    /// The baseline directory written to.
    public var baselineDirectory: String
    /// The chosen fixtures in report order.
    public var items: [Item]

    /// The fixtures to write.
    public var promotions: [Item] { items.filter { $0.action == .promote } }
}
