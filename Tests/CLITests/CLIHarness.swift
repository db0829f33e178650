import Foundation
import LayoutLabTestSupport

/// Runs the built `layoutlab` binary and captures its output.
enum CLIHarness {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the built products (beside the test bundle).
    static var productsDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutlab").path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// Runs the binary (`layoutlab`, or another built product such as `layoutlab-example`);
    /// `environment` entries replace the test process's own (a nil value removes the variable).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
                    executable: String = "layoutlab") throws -> Run {
        try runProgram(productsDirectory.appendingPathComponent(executable), arguments, in: directory, environment: environment)
    }

    /// Runs any program and captures its output, like `run`.
    ///
    /// Bounded both ways, so that one stuck program fails its test instead of holding the suite:
    /// a program still running after `limit` seconds is killed (status `SIGKILL`, a line on its standard
    /// error says so), and once it has ended its output is read for `outputGrace` seconds at most, since
    /// a process it started (a crash reporter, a worker) may keep its pipes open.
    static func runProgram(_ program: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String?] = [:], limit: TimeInterval = 900,
                           outputGrace: TimeInterval = 10) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = PipeDrain(out.fileHandleForReading), stderr = PipeDrain(err.fileHandleForReading)
        var note = ""
        var status = Self.waitForExit(process, limit: limit)
        if status == nil {
            kill(process.processIdentifier, SIGKILL)
            status = Self.waitForExit(process, limit: .infinity)
            note += "\n[CLIHarness: \(program.lastPathComponent) did not end within \(Int(limit)) s; killed]\n"
        }
        let o = stdout.collect(within: outputGrace)
        let e = stderr.collect(within: outputGrace)
        if !o.complete || !e.complete {
            note += "\n[CLIHarness: \(program.lastPathComponent) ended, but its output stayed open \(Int(outputGrace)) s longer]\n"
        }
        return Run(status: status ?? -1, stdout: String(decoding: o.data, as: UTF8.self),
                   stderr: String(decoding: e.data, as: UTF8.self) + note)
    }

    /// Waits up to `limit` seconds for `pid` to end and returns its exit status (the signal's
    /// number when a signal ended it, as `Process.terminationStatus` gives it); nil when it has
    /// not ended. The process is left to `Process` to reap (`WNOWAIT`): `Process` learns of an
    /// exit only when every process holding a descriptor it shares with the child has closed
    /// it, so a process the child left behind would hold `waitUntilExit` as well as the pipes.
    /// Once `Process` has reaped the child, its status is taken from there.
    static func waitForExit(_ process: Process, limit: TimeInterval) -> Int32? {
        let pid = process.processIdentifier, deadline = Date().addingTimeInterval(limit)
        while true {
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result == 0, info._sifields._sigchld.si_pid == pid { return info._sifields._sigchld.si_status }
            if result < 0, errno == ECHILD {
                // `Process` reaped it already.
                process.waitUntilExit()
                return process.terminationStatus
            }
            if Date() >= deadline { return nil }
            usleep(10_000)
        }
    }
}

/// Reads a pipe to its end on a thread of its own, and gives what it has read when asked.
final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }
        thread.start()
    }

    /// What has been read: all of it (`complete`) when the pipe ends within `wait` seconds, else what came
    /// until then.
    func collect(within wait: TimeInterval) -> (data: Data, complete: Bool) {
        let complete = done.wait(timeout: .now() + wait) == .success
        if complete { done.signal() }
        return (lock.withLock { data }, complete)
    }
}
