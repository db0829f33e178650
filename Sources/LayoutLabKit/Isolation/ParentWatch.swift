import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches the process that started this one and acts once it is gone (a quarter of a second at
/// most later): a fixture worker ends itself, and a run started by `swift package layoutlab`
/// (whose plugin starts it in a process group of its own, so Ctrl-C does not reach it) is
/// interrupted as a cancelled run is. The parent is the one named in the environment, so a
/// parent that died while this process was still starting is noticed too. The first call
/// starts the watch; later ones do nothing.
public enum ParentWatch {
    /// The environment variable that names the parent of a run started by the package plugin.
    public static let runVariable = "LAYOUTLAB_PARENT"

    /// Starts watching the process named by `variable` (its value a pid; nothing is watched when
    /// it is missing and `required` is false, else the process's parent at this moment), calling
    /// `gone` from the watching thread when it is gone.
    public static func start(named variable: String, required: Bool, gone: @escaping @Sendable () -> Void) {
        let named = ProcessInfo.processInfo.environment[variable].flatMap { Int32($0) }.flatMap { $0 > 1 ? $0 : nil }
        guard named != nil || required else { return }
        guard !watching.exchange(true, ordering: .relaxed) else { return }
        let parent = named ?? getppid()
        if getppid() != parent { return gone() }
        let watcher = Thread {
            while getppid() == parent { usleep(250_000) }
            gone()
        }
        watcher.stackSize = 64 << 10
        watcher.start()
    }

    private static let watching = Atomic<Bool>(false)
}
