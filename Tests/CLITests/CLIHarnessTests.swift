import Foundation
import Testing

/// The harness that runs programs for the command-line tests ends its wait on a stuck program.
@Suite struct CLIHarnessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func outputHeldOpenByAProcessLeftBehindEndsTheWaitAfterTheGrace() throws {
        // The shell ends at once; the `sleep` it leaves behind holds both pipes open.
        let run = try CLIHarness.runProgram(Self.shell, ["-c", "echo out; echo err >&2; sleep 120 & echo $!; exit 3"],
                                            outputGrace: 1)
        let lines = run.stdout.split(separator: "\n")
        if let pid = lines.last.flatMap({ Int32($0) }) { kill(pid, SIGKILL) }
        #expect(run.status == 3)
        #expect(lines.first == "out")
        #expect(run.stderr.hasPrefix("err\n"))
        #expect(run.stderr.contains("[CLIHarness: sh ended, but its output stayed open 1 s longer]"), "\(run.stderr)")
    }

    @Test func aProgramStillRunningAtTheLimitIsKilled() throws {
        let run = try CLIHarness.runProgram(Self.shell, ["-c", "echo started; exec sleep 120"], limit: 1)
        #expect(run.status == SIGKILL)
        #expect(run.stdout == "started\n")
        #expect(run.stderr.contains("[CLIHarness: sh did not end within 1 s; killed]"), "\(run.stderr)")
        #expect(!run.stderr.contains("stayed open"))
    }

    @Test func aProgramThatEndsIsReadToTheEnd() throws {
        // More than a pipe's buffer, so the program blocks until it is read.
        let run = try CLIHarness.runProgram(Self.shell, ["-c", "head -c 300000 /dev/zero | tr '\\\\0' x; echo; exit 0"])
        #expect(run.status == 0)
        #expect(run.stdout.utf8.count == 300_001)
        #expect(run.stderr.isEmpty)
    }
}
