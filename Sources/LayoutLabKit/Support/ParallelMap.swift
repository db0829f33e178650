import Foundation
import Synchronization

/// Maps indices to values on a fixed number of threads, results in index order whatever the
/// thread count.
enum ParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to `jobs` threads of `stackSize` bytes of
    /// stack (the calling thread waits).
    static func map<T: Sendable>(count: Int, jobs: Int, stackSize: Int = CheckRunner.workerStackSize,
                                 _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let finished = DispatchGroup()
        let shared = Shared<T>(count: count)
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                while true {
                    let i = shared.next.add(1, ordering: .relaxed).oldValue
                    guard i < count else { return }
                    let value = body(i)
                    shared.results.withLock { $0[i] = value }
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
        return shared.results.withLock { $0.map { $0! } }
    }

    private final class Shared<T: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let results: Mutex<[T?]>
        init(count: Int) {
            results = Mutex([T?](repeating: nil, count: count))
        }
    }
}
