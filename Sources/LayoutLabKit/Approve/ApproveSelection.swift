import LayoutReport

/// Chooses the report's fixtures an approve request names.
enum ApproveSelection {
    /// The fixtures `request` chooses, in report order. Throws when nothing was asked for or a
    /// name or glob matches no fixture of the report.
    static func select(_ fixtures: [FixtureOutcome], request: ApproveRequest, reportFile: String) throws(ApproveError) -> [FixtureOutcome] {
        guard !request.isEmpty else { throw ApproveError.nothingRequested }
        let unmatched = request.patterns.filter { pattern in !fixtures.contains { Glob.matches(pattern, $0.name) } }
        if !unmatched.isEmpty { throw ApproveError.unmatched(patterns: unmatched, report: reportFile) }
        var statuses: Set<FixtureStatus> = []
        if request.failed { statuses.insert(.failed) }
        if request.new { statuses.insert(.new) }
        if request.all || statuses.isEmpty { statuses = Set(FixtureStatus.allCases) }
        return fixtures.filter { fixture in
            statuses.contains(fixture.status)
                && (request.patterns.isEmpty || request.patterns.contains { Glob.matches($0, fixture.name) })
        }
    }
}
