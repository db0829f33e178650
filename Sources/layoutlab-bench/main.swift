import Foundation

// Benchmarks for layoutlab, built in release mode: `swift run -c release layoutlab-bench WORKLOAD`.
let arguments = Array(CommandLine.arguments.dropFirst())
FileHandle.standardError.write(Data("usage: layoutlab-bench <layout|diff|render> [options]\n".utf8))
exit(arguments.isEmpty ? 2 : 2)
