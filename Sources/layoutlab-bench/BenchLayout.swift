import Foundation

/// The `layout` benchmark suite.
enum LayoutBenchmarks {
    static func run(_ arguments: [String]) throws {
        FileHandle.standardError.write(Data("the layout benchmarks are not built yet\n".utf8))
        exit(2)
    }
}
