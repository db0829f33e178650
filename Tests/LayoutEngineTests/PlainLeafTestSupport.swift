import LayoutEngine

/// A node measured through the general path, never as a plain leaf (its class is not
/// `DisplayNode`): the reference a plain leaf's shortcuts are compared with.
final class FullyMeasuredNode: DisplayNode {}

/// A seeded generator, so a randomized comparison sees the same cases in every run.
struct SeededGenerator {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// One of `values`.
    mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
}
