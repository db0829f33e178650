import Foundation
import Testing

/// Commands under an address-space limit: a thread that cannot have its large stack starts with a
/// smaller one (or the work runs on fewer threads) instead of being waited for forever.
@Suite struct ResourceLimitTests {
    /// `layoutlab ARGS` in `directory` under `ulimit -v KIB` and a 120-second timeout.
    private func limited(_ kib: Int, _ arguments: [String], in directory: URL) throws -> CLIHarness.Run {
        let binary = CLIHarness.productsDirectory.appendingPathComponent("layoutlab").path
        let command = "ulimit -v \(kib) && exec timeout 120 '\(binary)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
        return try CLIHarness.runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", command], in: directory,
                                         environment: ["CI": "true", "LAYOUTLAB_RECORD": nil, "SWIFT_BACKTRACE": "enable=no"])
    }

    @Test func versionAnswersUnderOneGigabyte() throws {
        let p = try ScratchProject()
        let run = try limited(1_000_000, ["--version"], in: p.dir)
        #expect(run.status == 0 && !run.stdout.isEmpty, "status \(run.status): \(run.stderr)")
    }

    @Test func fourWorkersCheckEveryFixtureUnderFourGigabytes() throws {
        let p = try ScratchProject()
        for i in 0..<8 {
            try p.write("name: f\(i)\nsize: [20, 20]\nscale: 1\nroot:\n  node: {backgroundColor: red}\n", "Fixtures/f\(i).yaml")
        }
        let run = try limited(4_000_000, ["check", "--jobs", "4", "--record", "missing"], in: p.dir)
        #expect(run.status == 0, "status \(run.status): \(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("8 fixtures") && run.stdout.contains("8 new"), "\(run.stdout)")
    }
}
