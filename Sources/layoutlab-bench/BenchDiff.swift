import Foundation

/// The `diff` benchmark suite.
enum DiffBenchmarks {
    static func run(_ arguments: [String]) throws {
        FileHandle.standardError.write(Data("the diff benchmarks are not built yet\n".utf8))
        exit(2)
    }
}
