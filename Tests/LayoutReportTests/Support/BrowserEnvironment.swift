import Foundation

/// Whether headless Chromium, its driver and Python's Selenium are here for the browser test.
/// `LAYOUTLAB_REQUIRE_BROWSER=1` (set by `tools/run-tests`) turns their absence into a failure.
enum BrowserEnvironment {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// True when the test must run even if something is missing.
    static let required = ProcessInfo.processInfo.environment["LAYOUTLAB_REQUIRE_BROWSER"] == "1"

    /// Why the test cannot run, or nil when everything is present.
    static let missing: String? = {
        var problems: [String] = []
        if executable("chromium") == nil && executable("chromium-browser") == nil && executable("google-chrome") == nil {
            problems.append("no chromium on PATH")
        }
        if executable("chromedriver") == nil { problems.append("no chromedriver on PATH") }
        if executable("python3") == nil {
            problems.append("no python3 on PATH")
        } else if run(["python3", "-c", "import selenium"]).status != 0 {
            problems.append("python3 cannot import selenium")
        }
        guard !problems.isEmpty else { return nil }
        return problems.joined(separator: ", ") + " (install with WITH_BROWSER=1 WITH_PYTHON_TOOLS=1 tools/install-system-deps)"
    }()

    /// The full path of a program on PATH.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a program found on PATH, returning its exit status and its output and errors together.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot start \(arguments[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
