import Foundation
import LayoutLabTestSupport
import Testing

/// A temporary project folder for the hardening tests: files written, commands run inside it,
/// and the whole tree listed to prove nothing landed where it should not.
final class ScratchProject {
    let dir: URL
    var path: String { dir.path }

    init() throws { dir = try TemporaryDirectory("cli").url }

    deinit { try? FileManager.default.removeItem(at: dir) }

    func write(_ text: String, _ relative: String) throws {
        try write(Data(text.utf8), relative)
    }

    func write(_ data: Data, _ relative: String) throws {
        let url = dir.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent(relative).path) }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: dir.appendingPathComponent(relative).path).map { [UInt8]($0) }
    }

    /// `layoutlab ARGS` in the project, with neither CI nor LAYOUTLAB_RECORD set.
    func run(_ arguments: [String]) throws -> CLIHarness.Run {
        try CLIHarness.run(arguments, in: dir, environment: ["CI": nil, "LAYOUTLAB_RECORD": nil])
    }

    /// `layoutlab ARGS` in the project under `ulimit -v KIB` and a 120-second timeout (status 124
    /// when it ran out of time), with CI set.
    func run(_ arguments: [String], addressSpaceKiB kib: Int) throws -> CLIHarness.Run {
        let binary = CLIHarness.productsDirectory.appendingPathComponent("layoutlab").path
        let command = "ulimit -v \(kib) && exec timeout 120 '\(binary)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
        return try CLIHarness.runProgram(URL(fileURLWithPath: "/bin/bash"), ["-c", command], in: dir,
                                         environment: ["CI": "true", "LAYOUTLAB_RECORD": nil, "SWIFT_BACKTRACE": "enable=no"])
    }

    /// Starts `layoutlab ARGS` without waiting; its output is discarded.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CLIHarness.productsDirectory.appendingPathComponent("layoutlab")
        process.arguments = arguments
        process.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["LAYOUTLAB_RECORD"] = nil
        // A process killed on purpose needs no backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `Reports/report.json` (or another report directory's) as JSON.
    func report(_ directory: String = "Reports") throws -> [String: Any] {
        let data = try #require(bytes("\(directory)/report.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
    }

    /// The report's fixtures by name.
    func outcomes(_ directory: String = "Reports") throws -> [String: [String: Any]] {
        let list = try #require(try report(directory)["fixtures"] as? [[String: Any]])
        return Dictionary(list.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Every file, folder and link under `root` (default: the project), relative to it, not
    /// following links.
    func tree(_ root: String = "") throws -> [String] {
        let base = root.isEmpty ? dir.path : dir.appendingPathComponent(root).path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var out: [String] = []
        while let entry = walker.nextObject() as? String { out.append(entry) }
        return out.sorted()
    }
}

/// A deterministic fixture file: a coloured box with a named node inside, `width`×`height` points.
func boxFixture(_ name: String, color: String = "#3366FF", width: Int = 40, height: Int = 30, scale: Int = 2) -> String {
    """
    name: \(name)
    size: [\(width), \(height)]
    scale: \(scale)
    root:
      inset:
        insets: [4, 4, 4, 4]
        child: {node: {debugName: box, backgroundColor: "\(color)", cornerRadius: 3}}

    """
}
