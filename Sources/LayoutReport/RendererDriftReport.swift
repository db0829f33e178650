/// What a check run found about renderer drift: the libraries that decide the pixels differ
/// from the baselines' manifest, and some fixtures failed on pixels alone (no frame moved).
public struct RendererDriftReport: Codable, Sendable, Equatable {
    /// The libraries whose versions differ, by name.
    public var libraries: [LibraryChange]
    /// True when drifted fixtures do not fail the run (`--accept-renderer-drift`, or every drifted
    /// fixture's `acceptRendererDrift` key).
    public var accepted: Bool

    /// Creates a drift record.
    public init(libraries: [LibraryChange], accepted: Bool) {
        self.libraries = libraries
        self.accepted = accepted
    }

    /// `cairo 1.16.0 → 1.18.4, pango 1.50.12 → 1.56.3`.
    public var librariesPhrase: String {
        libraries.map { "\($0.name) \($0.baselines ?? "unrecorded") → \($0.machine ?? "none")" }.joined(separator: ", ")
    }
}

/// One library whose version differs between the baselines' manifest and this machine.
public struct LibraryChange: Codable, Sendable, Equatable {
    /// The library (`cairo`, `pango`, `fontconfig`).
    public var name: String
    /// The version the baselines were made with; nil when the manifest records none.
    public var baselines: String?
    /// The version on the machine that ran the check; nil when it has none.
    public var machine: String?

    /// Creates a change.
    public init(name: String, baselines: String?, machine: String?) {
        self.name = name
        self.baselines = baselines
        self.machine = machine
    }
}

extension FixtureOutcome {
    /// True when the fixture failed on pixels alone under a changed renderer (see
    /// `RendererDriftReport`): counted apart from plain failures.
    public var isRendererDrift: Bool { status == .failed && rendererDrift == true }

    /// True when the fixture fails the run: a plain failure, renderer drift not accepted, or a new
    /// fixture whose baseline was not recorded.
    public var failsRun: Bool {
        switch status {
        case .failed: return !(isRendererDrift && rendererDriftAccepted == true)
        case .new: return !recorded
        case .passed, .error: return false
        }
    }

    /// The status as the report page and console group it: `drift` for renderer drift, else the
    /// status's own name.
    public var displayStatus: String { isRendererDrift ? "drift" : status.rawValue }
}
