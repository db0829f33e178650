import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (SIGINT) or a CI runner's cancel (SIGTERM) during a check: the run stops taking
/// fixtures, lets the ones in progress finish, and writes the report with every fixture it did not
/// reach as an error ("not checked: the run was interrupted"), so it ends with status 2 and a
/// report rather than nothing. A second signal ends the process at once (the handler is reset
/// when the first arrives); the report's files are written atomically, so none is left half
/// written.
public enum CheckInterruption {
    /// Makes SIGINT and SIGTERM interrupt the check instead of ending the process.
    public static func install() {
        // Unblocked here (a parent may start this process with them blocked, and threads started
        // from now on inherit this thread's mask), so that they reach the handler.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&unblocked, number)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in interruptingSignal.store(number, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(number, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signal that interrupted the run, or nil.
    public static var signal: Int32? {
        let number = interruptingSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// The message of a fixture the interrupted run did not reach.
    static func notCheckedMessage(_ number: Int32) -> String {
        "not checked: the run was interrupted (\(WorkerFailure.signalName(number))) before it reached this fixture"
    }
}

/// Set from the signal handler: a lock-free atomic store is all it does.
private let interruptingSignal = Atomic<Int32>(0)
