#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Starts threads with large stacks and says whether they started.
///
/// Foundation's `Thread` ignores a failed `pthread_create` (its closure just never runs), so a
/// caller waiting for it would wait forever. Under an address-space limit (`ulimit -v`) or a
/// thread limit a large stack cannot always be had: each start tries the requested size, then
/// halves it down to `minimumStackSize`, and reports the size it got, or nil when no thread could
/// start at all.
public enum WorkerThread {
    /// The smallest stack tried (16 MiB).
    public static let minimumStackSize = 16 << 20

    /// Starts `body` on a new detached thread with the largest stack it can have, from
    /// `stackSize` down to `minimumStackSize`; `body` is passed that size. Nil when no thread
    /// could start (then `body` never runs).
    @discardableResult
    public static func start(stackSize: Int, _ body: @escaping @Sendable (_ stackSize: Int) -> Void) -> Int? {
        var size = max(stackSize, minimumStackSize)
        while true {
            if startThread(stackSize: size, body) { return size }
            guard size > minimumStackSize else { return nil }
            size = max(minimumStackSize, size / 2)
        }
    }

    private final class Start: @unchecked Sendable {
        let body: @Sendable (Int) -> Void
        let stackSize: Int
        init(_ body: @escaping @Sendable (Int) -> Void, stackSize: Int) {
            self.body = body
            self.stackSize = stackSize
        }
    }

    private static func startThread(stackSize: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
              pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else { return false }
        let start = Unmanaged.passRetained(Start(body, stackSize: stackSize)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            Thread.current.threadDictionary[WorkerThread.stackSizeKey] = start.stackSize
            let signalStack = WorkerThread.installSignalStack()
            start.body(start.stackSize)
            WorkerThread.removeSignalStack(signalStack)
            return nil
        }, start)
        if status != 0 {
            Unmanaged<Start>.fromOpaque(start).release()
            return false
        }
        return true
    }

    /// The size of a thread's alternate signal stack (256 KiB).
    static let signalStackSize = 256 << 10

    /// Gives the calling thread an alternate stack for signal handlers, so that a stack overflow
    /// on it (SIGSEGV on the guard page) still runs the Swift runtime's crash handler, which names
    /// the crash, instead of the process dying without a word.
    private static func installSignalStack() -> UnsafeMutableRawPointer? {
        guard let memory = malloc(signalStackSize) else { return nil }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = signalStackSize
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            free(memory)
            return nil
        }
        return memory
    }

    private static func removeSignalStack(_ memory: UnsafeMutableRawPointer?) {
        guard let memory else { return }
        var stack = stack_t()
        stack.ss_flags = Int32(SS_DISABLE)
        if sigaltstack(&stack, nil) == 0 { free(memory) }
    }

    /// The stack each of `threads` threads may ask for: `requested`, or under an address-space
    /// limit (`ulimit -v`) an equal share of half of it (the rest is left to the heap, the
    /// libraries' own threads and the calling thread), at least `minimumStackSize`.
    public static func stackSize(requested: Int, threads: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return requested }
        let share = Int(min(limit.rlim_cur / 2, rlim_t(Int.max))) / max(1, threads)
        return max(minimumStackSize, min(requested, share))
    }

    private static let stackSizeKey = "layoutlab.WorkerThread.stackSize"

    /// The size of the calling thread's stack in bytes: what `start` gave it, else the process's
    /// stack limit (the main thread's).
    public static func currentStackSize() -> Int {
        if let size = Thread.current.threadDictionary[stackSizeKey] as? Int { return size }
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return 8 << 20 }
        return Int(min(limit.rlim_cur, rlim_t(Int.max)))
    }
}
