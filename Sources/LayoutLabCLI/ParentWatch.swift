import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A run started by a process that may end without passing on its signals (`swift package
/// layoutlab`, whose plugin starts the harness in a process group of its own): with
/// `LAYOUTLAB_PARENT` naming that process, the run sends itself SIGTERM when it is gone, so a
/// check is interrupted as a cancelled CI job's is (the report written) and a review ends.
enum ParentWatch {
    /// The environment variable naming the process to end with.
    static let variable = "LAYOUTLAB_PARENT"

    /// Starts watching, when the environment names a parent.
    static func start() {
        guard let text = ProcessInfo.processInfo.environment[variable], let parent = Int32(text), parent > 1 else { return }
        let watcher = Thread {
            while true {
                if getppid() != parent {
                    kill(getpid(), SIGTERM)
                    return
                }
                usleep(250_000)
            }
        }
        watcher.stackSize = 64 << 10
        watcher.start()
    }
}
