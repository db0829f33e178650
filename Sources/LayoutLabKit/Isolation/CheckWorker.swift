import Foundation
import LayoutReport

/// Checks Swift fixtures in worker processes (the running side) and serves them (the worker).
public enum CheckWorker {
    /// The worker of a check run with `settings`: checks the catalog's fixtures it is sent, one at a
    /// time, and answers each with its outcome. Never returns.
    public static func serve(settings: CheckSettings, catalog: FixtureCatalog) -> Never {
        var settings = settings
        settings.isolation = nil
        let checker = Result { try FixtureChecker(settings: settings) }
        let encoder = JSONEncoder()
        FixtureWorkerServer.serve { name in
            guard let fixture = catalog.fixture(named: name) else {
                throw CheckError("the harness has no Swift fixture named \(name)")
            }
            let outcome: FixtureOutcome
            switch checker {
            case .success(let checker):
                outcome = checker.check(CheckFixture(name: name, source: .swift(fixture), sourceFile: nil))
            case .failure(let error):
                throw CheckError("the worker could not start its text engine: \(CheckMessage.describe(error))")
            }
            // The baseline this fixture's check verified travels back, so the run's cache keeps it.
            let verified = outcome.baselineDigest.flatMap { settings.verifiedBaselines?.contains($0) == true ? $0 : nil }
            return String(decoding: try encoder.encode(CheckedFixture(outcome: outcome, verifiedBaseline: verified)), as: UTF8.self)
        }
    }

    /// Checks `fixture` in `client`'s worker; a worker that could not finish it makes it an error.
    /// A baseline the worker verified is added to `verified`.
    static func check(_ fixture: CheckFixture, swift: SwiftFixture, client: FixtureWorkerClient,
                      isolation: FixtureIsolation, verified: VerifiedBaselines?) -> FixtureOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let payload = try client.perform(fixture.name, limit: isolation.timeLimit(for: swift))
            let answer = try JSONDecoder().decode(CheckedFixture.self, from: Data(payload.utf8))
            if let digest = answer.verifiedBaseline { verified?.insert(digest) }
            return answer.outcome
        } catch {
            var outcome = FixtureOutcome(name: fixture.name, status: .error, sourceFile: fixture.sourceFile, approveCommand: "")
            outcome.message = String(describing: error)
            outcome.durationMilliseconds = (clock.now - start).seconds * 1000
            return outcome
        }
    }
}

/// A worker's answer for one fixture: the outcome, and the SHA-256 of the baseline whose pixel
/// digest the worker's check found (or knew) to describe its pixels.
struct CheckedFixture: Codable {
    /// The fixture's outcome.
    var outcome: FixtureOutcome
    /// The verified baseline's SHA-256, if any.
    var verifiedBaseline: String?
}
