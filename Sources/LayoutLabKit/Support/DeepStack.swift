import LayoutFixtures
import LayoutSupport
import Foundation
import Synchronization

/// Runs work on a thread with a large stack.
///
/// Reading, building, laying out, rendering and writing a fixture all walk its element tree
/// recursively, so a deeply nested fixture needs far more stack than a process's main thread has
/// (8 MB). Every command runs its work on such a thread, as do the check workers. The stack is
/// reserved address space: only the pages a deep tree actually touches use memory.
public enum DeepStack {
    /// Stack size of the thread every command runs on, and of each check worker: enough for the
    /// deepest fixture the reader accepts (`FixtureReader.maxDepth` elements) in a debug build.
    public static let size = 1 << 30

    /// Runs `body` on a new thread with a `stackSize`-byte stack (or the largest that can be had,
    /// see `WorkerThread`) and returns its result; the calling thread waits. When no thread can
    /// start at all, `body` runs on the calling thread: fixture depth is limited by the stack of
    /// the thread that reads it (`FixtureReader.depthLimit`), so a smaller stack means a shallower
    /// limit, never an overflow.
    public static func run<T: Sendable>(stackSize: Int = size, _ body: @escaping @Sendable () -> T) -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        // Under an address-space limit, a quarter of it at most: workers may follow.
        let started = WorkerThread.start(stackSize: WorkerThread.stackSize(requested: stackSize, threads: 4)) { _ in
            result.value.withLock { $0 = body() }
            done.signal()
        }
        guard started != nil else { return body() }
        done.wait()
        return result.value.withLock { $0! }
    }

    private final class ResultBox<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }
}
