import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One worker process and its pipes: requests go to its standard input and answers come back on
/// its standard output, a line each; what its code prints (the worker moves the code's standard
/// output onto its standard error) is kept, the last `OutputTail.capacity` bytes, to explain how
/// it ended.
final class WorkerProcess: @unchecked Sendable {
    /// The worker's process id.
    let pid: pid_t
    private var requests: Int32
    private let answers: Int32
    private var pending: [UInt8] = []
    private let output = OutputTail()
    private let outputClosed = DispatchSemaphore(value: 0)
    private var exitStatus: Int32?

    /// Longest answer line accepted (an outcome's JSON is a few kilobytes).
    static let maxAnswerBytes = 64 << 20

    /// What reading an answer found.
    enum Answer {
        /// One line.
        case line([UInt8])
        /// The worker closed its standard output (it ended, or its code closed it).
        case ended
        /// No answer before the deadline.
        case timedOut
        /// The run was interrupted (`CheckInterruption`) while waiting.
        case interrupted(Int32)
    }

    /// Starts `isolation.executable` as a worker.
    init(isolation: FixtureIsolation) throws(WorkerStartError) {
        // Writing to a worker that died must fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
        WorkerProcess.spawning.lock()
        defer { WorkerProcess.spawning.unlock() }
        let input = try WorkerProcess.pipe(), answer = try WorkerProcess.pipe(), errors = try WorkerProcess.pipe()
        var environment = ProcessInfo.processInfo.environment
        environment[FixtureIsolation.workerVariable] = "1"
        environment[FixtureIsolation.parentVariable] = String(getpid())
        environment[FixtureIsolation.memoryVariable] = String(isolation.memoryLimit)
        // A crash's reason and source line: a release build prints no fatal-error line, the
        // backtracer names both (about a second a crash, only for a crash).
        environment["SWIFT_BACKTRACE"] = CrashBacktrace.workerSetting
        let spawned = WorkerProcess.spawn(isolation.executable, name: isolation.commandName, arguments: isolation.arguments,
                                          environment: environment,
                                          stdin: input.read, stdout: answer.write, stderr: errors.write)
        for fd in [input.read, answer.write, errors.write] { close(fd) }
        guard case .success(let pid) = spawned else {
            for fd in [input.write, answer.read, errors.read] { close(fd) }
            if case .failure(let error) = spawned { throw error }
            throw WorkerStartError(reason: "unknown")
        }
        self.pid = pid
        requests = input.write
        answers = answer.read
        let tail = output, closed = outputClosed, fd = errors.read
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 16 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                tail.append(buffer[0..<count])
            }
            close(fd)
            closed.signal()
        }
        reader.stackSize = 256 << 10
        reader.start()
    }

    deinit {
        if requests >= 0 { close(requests) }
        close(answers)
    }

    /// Sends one request line; false when the worker no longer reads.
    func send(_ line: [UInt8]) -> Bool {
        output.clear()
        var bytes = line + [10]
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(requests, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        bytes.removeAll()
        return true
    }

    /// Reads the next answer line, waiting until `deadline` at most.
    func receive(until deadline: ContinuousClock.Instant) -> Answer {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return .line(line)
            }
            if pending.count > WorkerProcess.maxAnswerBytes { return .ended }
            let remaining = deadline - ContinuousClock.now
            if remaining <= .zero { return .timedOut }
            if let signal = CheckInterruption.signal { return .interrupted(signal) }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            // A fifth of a second at most between looks at whether the run was interrupted.
            let milliseconds = Int32(min(200, (remaining.seconds * 1000).rounded(.up)))
            let ready = poll(&poller, 1, max(1, milliseconds))
            if ready < 0 {
                if errno == EINTR { continue }
                return .ended
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .ended
            }
            if count == 0 { return .ended }
            pending.append(contentsOf: buffer[0..<count])
        }
    }

    /// Stops the worker (at once when `kill`, else it is given `grace` to end after its standard
    /// input closes) and returns how it ended, with what it printed since the last request.
    func finish(kill: Bool, grace: Duration = .seconds(2)) -> (status: Int32, output: String) {
        if requests >= 0 {
            close(requests)
            requests = -1
        }
        if kill { _ = Glibc.kill(pid, SIGKILL) }
        let status = waitForExit(grace: grace)
        // What it printed last may still be in the pipe: read it to the end (bounded: a process it
        // started could hold the pipe open).
        _ = outputClosed.wait(timeout: .now() + 2)
        return (status, output.text)
    }

    /// Waits for the worker to end, killing it when it has not after `grace`; returns its wait status.
    private func waitForExit(grace: Duration) -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let deadline = ContinuousClock.now + grace
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { status = 0; break }
            if ContinuousClock.now >= deadline {
                _ = Glibc.kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        exitStatus = status
        return status
    }

    /// Held while a worker's pipes are made and it is started, so no worker inherits another's
    /// pipes between `pipe` and `FD_CLOEXEC`.
    private static let spawning = NSLock()

    private static func pipe() throws(WorkerStartError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw WorkerStartError(reason: "pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Starts `path` with the three standard descriptors given (every other one of this process is
    /// close-on-exec) and the default disposition of SIGPIPE.
    private static func spawn(_ path: String, name: String, arguments: [String], environment: [String: String],
                              stdin: Int32, stdout: Int32, stderr: Int32) -> Result<pid_t, WorkerStartError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            return .failure(WorkerStartError(reason: "\(path): \(String(cString: strerror(result)))"))
        }
        return .success(pid)
    }
}

/// Why a worker process could not be started.
struct WorkerStartError: Error, CustomStringConvertible {
    var reason: String
    var description: String { "cannot start a worker process: \(reason)" }
}

/// The last bytes a worker printed since its last request, bounded.
final class OutputTail: @unchecked Sendable {
    /// Bytes kept.
    static let capacity = 64 << 10
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ chunk: ArraySlice<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * OutputTail.capacity { bytes.removeFirst(bytes.count - OutputTail.capacity) }
    }

    func clear() {
        lock.lock()
        defer { lock.unlock() }
        bytes.removeAll(keepingCapacity: true)
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes.suffix(OutputTail.capacity), as: UTF8.self)
    }
}
