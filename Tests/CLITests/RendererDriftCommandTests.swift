import Foundation
import Testing

/// Renderer drift through the binary: what `check` prints first, its exit status with and without
/// `--accept-renderer-drift`, and `approve --renderer-drift`. Another renderer is simulated by
/// editing the recorded library versions in the project's manifest.
@Suite("Renderer drift on the command line")
struct RendererDriftCommandTests {
    /// Rewrites `Baselines/manifest.json` as if the baselines had been made with Cairo `version`.
    private func pretendCairo(_ version: String, in project: CheckProject) throws {
        var manifest = try #require(try JSONSerialization.jsonObject(with: project.data("Baselines/manifest.json")) as? [String: Any])
        var libraries = try #require(manifest["libraries"] as? [String: String])
        libraries["cairo"] = version
        manifest["libraries"] = libraries
        let data = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
        try project.write(String(decoding: data, as: UTF8.self), "Baselines/manifest.json")
    }

    @Test func driftIsSaidFirstFailsUnlessAcceptedAndApproveRendererDriftMovesOn() throws {
        let project = try CheckProject()
        defer { project.remove() }
        try project.write(card(), "Fixtures/profile.yaml")
        try project.write(card().replacingOccurrences(of: "cards/profile", with: "cards/other"), "Fixtures/other.yaml")
        #expect(try project.check(["--record", "missing"]).status == 0)
        try pretendCairo("0.9.0", in: project)
        let otherBaseline = try project.data("Baselines/cards/other.png")

        // Pixels alone (another title colour) in one fixture, a moved frame (wider avatar) in the other.
        try project.write(card(titleColor: "#AA2222"), "Fixtures/profile.yaml")
        try project.write(card(avatarWidth: 44).replacingOccurrences(of: "cards/profile", with: "cards/other"), "Fixtures/other.yaml")
        var run = try project.check(["--record", "never"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("RENDERER DRIFT: 1 fixture changed pixels only (no frame moved); the libraries differ "
                                       + "from the baselines' manifest: cairo 0.9.0 → ") == true, "\(run.stdout)")
        #expect(lines.count > 3 && lines[2].hasPrefix("FAILED  cards/other: ") && lines[3].hasPrefix("DRIFT   cards/profile: "))
        #expect(run.stdout.contains("0 passed, 1 failed, 1 renderer drift, 0 new"))
        #expect(try project.outcomes()["cards/profile"]?["rendererDrift"] as? Bool == true)
        #expect(try project.outcomes()["cards/other"]?["rendererDrift"] == nil)

        // Accepted: the drift passes with a warning; the moved frame still fails the run.
        run = try project.check(["--record", "never", "--accept-renderer-drift"])
        #expect(run.status == 1 && run.stdout.contains("1 renderer drift (accepted)"))
        #expect(run.stdout.contains("warning: renderer drift accepted: 1 fixture changed pixels only"))
        run = try project.check(["--record", "never", "--accept-renderer-drift", "--filter", "cards/profile"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")

        run = try project.check(["--record", "never"])
        let approve = try CLIHarness.run(["approve", "--renderer-drift"], in: project.dir)
        #expect(approve.status == 0, "\(approve.stdout)\(approve.stderr)")
        #expect(approve.stdout.contains("approved cards/profile (renderer drift → new baseline)")
                && !approve.stdout.contains("cards/other"), "\(approve.stdout)")
        #expect(try project.data("Baselines/cards/other.png") == otherBaseline)
        #expect(!(try String(decoding: project.data("Baselines/manifest.json"), as: UTF8.self)).contains("0.9.0"))

        run = try project.check(["--record", "never"])
        #expect(run.status == 1 && !run.stdout.contains("DRIFT"))
        #expect(run.stdout.contains("1 passed, 1 failed, 0 new"), "\(run.stdout)")
    }
}
