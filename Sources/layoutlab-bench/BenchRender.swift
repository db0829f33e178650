import Foundation

/// The `render` benchmark suite.
enum RenderBenchmarks {
    static func run(_ arguments: [String]) throws {
        FileHandle.standardError.write(Data("the render benchmarks are not built yet\n".utf8))
        exit(2)
    }
}
