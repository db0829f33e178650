import Foundation

/// How Swift fixtures are kept apart from the run that checks them: each is laid out, drawn and
/// compared in a worker process started from the harness's own executable, so node code that
/// traps, overflows its stack, blocks or calls `exit` ends that fixture (as an error naming the
/// signal, the fatal-error message or the time limit) and never the run.
public struct FixtureIsolation: Sendable {
    /// The executable a worker runs (the harness itself: `/proc/self/exe`).
    public var executable: String
    /// The worker's arguments: the command line of the run that starts it, so the worker reads
    /// the same settings.
    public var arguments: [String]
    /// How long one fixture may take in a worker before the worker is stopped and the fixture
    /// fails, unless the fixture sets its own (`SwiftFixture.timeLimit`).
    public var timeLimit: Duration
    /// The worker's `argv[0]`: the name the run was started by, so that what a worker writes (the
    /// approve commands in the report) names the harness as people call it, not `/proc/self/exe`.
    public var commandName: String
    /// The memory a worker may take, in bytes (its heap, stacks and other private mappings:
    /// `RLIMIT_DATA`): a fixture that allocates without end fails on its own instead of taking the
    /// machine's memory.
    public var memoryLimit: Int = FixtureIsolation.defaultMemoryLimit

    /// The memory limit when none is given: 2 GiB, ten times what a screen of real node code takes
    /// to lay out and draw at 3x.
    public static let defaultMemoryLimit = 2 << 30

    /// The environment variable that gives a worker its memory limit in bytes.
    public static let memoryVariable = "LAYOUTLAB_FIXTURE_WORKER_MEMORY"

    /// The environment variable that makes a harness a fixture worker.
    public static let workerVariable = "LAYOUTLAB_FIXTURE_WORKER"
    /// The environment variable that names a worker's parent process: the worker ends when it is gone.
    public static let parentVariable = "LAYOUTLAB_FIXTURE_WORKER_PARENT"
    /// How long a worker may take to start (load its fonts) before its first fixture's clock starts.
    public static let startAllowance = Duration.seconds(60)

    /// The time limit when none is given: long enough for a screen of real node code in a debug
    /// build on a busy machine (a fixture usually takes milliseconds), short enough that a fixture
    /// that blocks forever costs CI half a minute rather than its whole time budget.
    public static let defaultTimeLimit = Duration.seconds(30)

    /// The stack of a worker's fixtures: far more than node code needs (iOS gives the main thread
    /// 1 MiB), small enough that unbounded recursion ends quickly and costs little memory.
    public static let workerStackSize = 64 << 20

    /// Creates the settings of workers that run `executable` with `arguments`.
    public init(executable: String, arguments: [String], timeLimit: Duration = FixtureIsolation.defaultTimeLimit,
                commandName: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
        self.commandName = commandName ?? executable
    }

    /// Workers of the running executable with `arguments`.
    public static func currentExecutable(arguments: [String], timeLimit: Duration = FixtureIsolation.defaultTimeLimit) -> FixtureIsolation {
        FixtureIsolation(executable: "/proc/self/exe", arguments: arguments, timeLimit: timeLimit,
                         commandName: CommandLine.arguments.first)
    }

    /// True in a process started as a fixture worker.
    public static var isWorker: Bool {
        ProcessInfo.processInfo.environment[workerVariable] == "1"
    }

    /// The time limit for `fixture`: its own when it sets one, else the run's.
    func timeLimit(for fixture: SwiftFixture) -> Duration {
        fixture.timeLimit ?? timeLimit
    }

    /// Reads a memory limit in MiB (`--fixture-memory`): 256 MiB (a worker needs about 128 MiB
    /// to start: its 64 MiB stack and its fonts) to 1 TiB, in bytes.
    public static func memoryLimit(parsing text: String) -> Int? {
        guard let mebibytes = Int(text), (256...(1 << 20)).contains(mebibytes) else { return nil }
        return mebibytes << 20
    }

    /// Reads a time limit in seconds (`--fixture-timeout`): a positive number, at most a day.
    public static func timeLimit(parsing text: String) -> Duration? {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else { return nil }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration as people read it: `30 s`, `1.5 s`, `250 ms`.
    var spoken: String {
        let value = seconds
        if value < 1 { return "\(Int((value * 1000).rounded())) ms" }
        if value == value.rounded() { return "\(Int(value)) s" }
        return String(format: "%.1f s", value)
    }
}
