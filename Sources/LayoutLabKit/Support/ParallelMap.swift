import LayoutSupport
import Foundation
import Synchronization

/// Maps indices to values on a fixed number of threads, results in index order whatever the
/// thread count.
enum ParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to `jobs` threads of `stackSize` bytes of
    /// stack (the calling thread waits, and never runs `body` itself: its stack may be small).
    static func map<T: Sendable>(count: Int, jobs: Int, stackSize: Int = CheckRunner.workerStackSize,
                                 _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        if count == 0 { return [] }
        if workers == 1 { return DeepStack.run(stackSize: stackSize) { (0..<count).map(body) } }
        let finished = DispatchGroup()
        let shared = Shared<T>(count: count)
        var started = 0
        let share = WorkerThread.stackSize(requested: stackSize, threads: workers + 1)
        for _ in 0..<workers {
            finished.enter()
            let stack = WorkerThread.start(stackSize: share) { _ in
                defer { finished.leave() }
                while true {
                    let i = shared.next.add(1, ordering: .relaxed).oldValue
                    guard i < count else { return }
                    let value = body(i)
                    shared.results.withLock { $0[i] = value }
                }
            }
            guard stack != nil else {
                // No more threads to be had: the ones running share the work.
                finished.leave()
                break
            }
            started += 1
        }
        if started == 0 { return DeepStack.run(stackSize: stackSize) { (0..<count).map(body) } }
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
