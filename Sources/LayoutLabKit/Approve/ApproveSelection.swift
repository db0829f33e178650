import LayoutReport

/// Chooses the report's fixtures an approve request names.
enum ApproveSelection {
    /// The fixtures `request` chooses, in report order (`--renderer-drift`: exactly the drifted
    /// ones, with `--failed` or `--new` also those). Throws when nothing was asked for or a
    /// name or glob matches no fixture of the report.
    static func select(_ fixtures: [FixtureOutcome], request: ApproveRequest, reportFile: String) throws(ApproveError) -> [FixtureOutcome] {
        guard !request.isEmpty else { throw ApproveError.nothingRequested }
        let unmatched = request.patterns.filter { pattern in !fixtures.contains { Glob.matches(pattern, $0.name) } }
        if !unmatched.isEmpty { throw ApproveError.unmatched(patterns: unmatched, report: reportFile) }
        var statuses: Set<FixtureStatus> = []
        if request.failed { statuses.insert(.failed) }
        if request.new { statuses.insert(.new) }
        let byOutcome = request.failed || request.new || request.rendererDrift
        if request.all || !byOutcome { statuses = Set(FixtureStatus.allCases) }
        return fixtures.filter { fixture in
            // --renderer-drift chooses drifted fixtures (failed ones) without --failed's plain failures.
            let outcome = statuses.contains(fixture.status) || (request.rendererDrift && fixture.isRendererDrift)
            return outcome && (request.patterns.isEmpty || request.patterns.contains { Glob.matches($0, fixture.name) })
        }
    }
}
