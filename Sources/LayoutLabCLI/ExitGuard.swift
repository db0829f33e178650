import Foundation
import Synchronization

/// Makes a command that fixture code ended with `exit()` (in this process, with `--in-process`)
/// end with status 2 and say so, never with the status the code chose: a run that did not finish
/// never passes.
enum ExitGuard {
    private static let finished = Atomic<Bool>(false)
    private static let installed = Atomic<Bool>(false)

    /// Registers the check that runs at `exit`.
    static func install() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        atexit {
            guard !ExitGuard.finished.load(ordering: .relaxed) else { return }
            let message = "layoutlab: fixture code called exit() before the command finished; the command did not finish\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            _exit(2)
        }
    }

    /// Marks the command as finished: the exit that follows is its own.
    static func finish() {
        finished.store(true, ordering: .relaxed)
    }
}
