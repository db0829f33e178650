import Foundation
import LayoutLabTestSupport

/// Runs the built `layoutlab` binary and captures its output.
enum CLIHarness {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the built products (beside the test bundle).
    static var productsDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutlab").path), url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    /// Runs the binary (`layoutlab`, or another built product such as `layoutlab-example`);
    /// `environment` entries replace the test process's own (a nil value removes the variable).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
                    executable: String = "layoutlab") throws -> Run {
        try runProgram(productsDirectory.appendingPathComponent(executable), arguments, in: directory, environment: environment)
    }

    /// Runs any program and captures its output, like `run`.
    static func runProgram(_ program: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
