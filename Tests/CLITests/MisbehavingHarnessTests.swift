import Foundation
import LayoutLabTestSupport
import Testing

/// A harness whose Swift fixtures trap, overflow the stack, block, exit and build cycles beside two
/// that pass (`layoutlab-misbehaving-harness`): every verb reports each bad fixture by name with
/// its reason, goes on with the rest, and ends with status 2 in bounded time.
@Suite("Node code that crashes, hangs or exits never takes the run down")
struct MisbehavingHarnessTests {
    private static let executable = "layoutlab-misbehaving-harness"

    /// The line of the harness's catalog that holds `text`.
    private static func catalogLine(_ text: String) -> Int {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MisbehavingHarness/MisbehavingCatalog.swift")
        let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -2) + 1
    }

    /// Each bad fixture and what its error must say: the signal, Swift's fatal-error line at the
    /// line of the harness that traps, and the function and line the runtime's backtrace names.
    private static let expectedErrors: [(name: String, says: [String])] = [
        ("bad/force-unwrap", ["SIGILL", "MisbehavingCatalog.swift:\(catalogLine("UIImage(named: \"no-such-icon\")!")): "
                              + "Fatal error: Unexpectedly found nil while unwrapping",
                              "in ForceUnwrapNode.init() at ", "MisbehavingCatalog.swift:\(catalogLine("UIImage(named: \"no-such-icon\")!"))"]),
        ("bad/index", ["SIGILL", "Fatal error: Index out of range",
                       "in IndexNode.layoutSpecThatFits(_:) at ", "MisbehavingCatalog.swift:\(catalogLine("items[2]"))"]),
        ("bad/fatal-error", ["SIGILL", "MisbehavingCatalog.swift:\(catalogLine("fatalError(\"FatalNode")): "
                             + "Fatal error: FatalNode has no model to lay out"]),
        ("bad/recursion", ["SIGSEGV", "stack overflow", "in RecursingNode.layoutSpecThatFits(_:) at ",
                           "which called itself until the stack ran out (unbounded recursion)"]),
        ("bad/blocks", ["did not finish within 8 s", "--fixture-timeout"]),
        ("bad/blocks-own-limit", ["did not finish within 1 s"]),
        ("bad/exit", ["ended the worker process with exit(0)"]),
        ("bad/memory", ["SIGABRT", "failed to allocate", "its worker reached the fixture memory limit (--fixture-memory)"]),
        ("cycle/own-spec", ["a layout cycle", "OwnSpecNode", "inside its own layout"]),
        ("cycle/spec-cycle", ["a layout cycle", "inset is inside its own layout"]),
        ("cycle/own-descendant", ["a layout cycle", "OwnDescendantNode", "node \"other\" is inside its own layout"]),
        // Sorted last, so last on its worker: its trap lands during its own check or after its answer.
        ("late/background-trap", ["trap on a background queue"]),
    ]

    private func run(_ arguments: [String], in dir: URL) throws -> CLIHarness.Run {
        try CLIHarness.run(arguments, in: dir, environment: ["CI": nil, "LAYOUTLAB_RECORD": nil], executable: Self.executable)
    }

    @Test func checkReportsEachBadFixtureAndChecksTheRest() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let started = Date()
        let run = try run(["check", "--jobs", "2", "--fixture-timeout", "8", "--fixture-memory", "512"], in: dir)
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
        // Bounded: the blocking fixtures cost their limits (2 s and 1 s), not forever.
        #expect(elapsed < 60)
        for (name, says) in Self.expectedErrors {
            let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("ERROR   \(name):") }.map(String.init)
            #expect(line != nil, "no error line for \(name):\n\(run.stdout)")
            for part in says { #expect(line?.contains(part) == true, "\(name): \(line ?? "")") }
        }
        // Texture ignores a node added to itself: it lays out and draws.
        for name in ["good/first", "good/second", "cycle/own-subnode"] {
            #expect(run.stdout.contains("NEW     \(name): no baseline; recorded"), "\(name):\n\(run.stdout)")
        }
        #expect(run.stdout.contains("15 fixtures in"))
        #expect(run.stdout.contains("3 new, 12 errors"))

        // The report is written and names every fixture.
        let data = try Data(contentsOf: dir.appendingPathComponent("Reports/report.json"))
        let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let fixtures = report?["fixtures"] as? [[String: Any]] ?? []
        #expect(fixtures.count == 15)
        let errors = Dictionary(uniqueKeysWithValues: fixtures.compactMap { entry -> (String, String)? in
            guard entry["status"] as? String == "error", let name = entry["name"] as? String else { return nil }
            return (name, entry["message"] as? String ?? "")
        })
        #expect(Set(errors.keys) == Set(Self.expectedErrors.map(\.name)))
        #expect(errors["bad/exit"]?.contains("exit(0)") == true)
        let junit = try String(contentsOf: dir.appendingPathComponent("Reports/junit.xml"), encoding: .utf8)
        #expect(junit.contains("bad/fatal-error") && junit.contains("FatalNode has no model"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Reports/index.html").path))

        // The passing fixtures pass against what they recorded, in a run of their own.
        let again = try self.run(["check", "--filter", "good/*", "--record", "never"], in: dir)
        #expect(again.status == 0, "\(again.stdout)\n\(again.stderr)")
        #expect(again.stdout.contains("2 passed, 0 failed"))
    }

    @Test func layoutPrintsTheGoodFixturesAndNamesTheBadOnes() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let run = try run(["layout", "--fixture-timeout", "8", "--fixture-memory", "512"], in: dir)
        #expect(run.status == 2)
        #expect(run.stdout.contains("good/first\n  node LabelNode"))
        #expect(run.stdout.contains("good/second\n"))
        #expect(run.stdout.contains("cycle/own-subnode\n"))
        for (name, says) in Self.expectedErrors where !name.hasPrefix("late/") {
            let line = run.stderr.split(separator: "\n").first { $0.hasPrefix("Swift fixture \"\(name)\":") }.map(String.init)
            #expect(line != nil, "no error for \(name):\n\(run.stderr)")
            for part in says { #expect(line?.contains(part) == true, "\(name): \(line ?? "")") }
        }
    }

    @Test func renderWritesTheGoodImagesAndNamesTheBadOnes() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let run = try run(["render", "-o", "out/", "--fixture-timeout", "8", "--fixture-memory", "512"], in: dir)
        #expect(run.status == 2)
        for name in ["good/first", "good/second", "cycle/own-subnode"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/\(name).png").path), "\(name)")
        }
        for (name, says) in Self.expectedErrors where !name.hasPrefix("late/") {
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/\(name).png").path))
            let line = run.stderr.split(separator: "\n").first { $0.hasPrefix("Swift fixture \"\(name)\":") }.map(String.init)
            #expect(line != nil, "no error for \(name):\n\(run.stderr)")
            for part in says { #expect(line?.contains(part) == true, "\(name): \(line ?? "")") }
        }
    }

    @Test func reviewChecksThemAllAndServes() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let process = Process()
        process.executableURL = CLIHarness.productsDirectory.appendingPathComponent(Self.executable)
        process.arguments = ["review", "--jobs", "2", "--port", "0", "--fixture-timeout", "8", "--fixture-memory", "512"]
        process.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(120)
        while !text.contains("review: serving"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        process.interrupt()
        process.waitUntilExit()
        #expect(text.contains("review: serving http://127.0.0.1:"), "\(text)")
        for (name, _) in Self.expectedErrors { #expect(text.contains("ERROR   \(name):"), "\(name)") }
        #expect(text.contains("3 new, 12 errors"))
    }

    @Test func aTrapFromWorkAFixtureLeftRunningFailsThatFixture() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        for _ in 0..<3 {
            let run = try run(["check", "--filter", "late/*"], in: dir)
            #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
            let data = try Data(contentsOf: dir.appendingPathComponent("Reports/report.json"))
            let report = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let fixture = (report?["fixtures"] as? [[String: Any]])?.first
            #expect(fixture?["status"] as? String == "error")
            #expect((fixture?["message"] as? String)?.contains("trap on a background queue") == true)
        }
    }

    @Test func aWorkersStartIsNotCountedAgainstItsFirstFixture() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        // Workers that take 6 s to start, fixtures that take milliseconds, a limit of 5 s a fixture.
        let run = try CLIHarness.run(["check", "--jobs", "2", "--fixture-timeout", "5", "--filter", "bench/*"], in: dir,
                                     environment: ["CI": nil, "LAYOUTLAB_RECORD": nil, "LAYOUTLAB_BENCH_FIXTURES": "4",
                                                   "LAYOUTLAB_HARNESS_SLOW_START": "6"],
                                     executable: Self.executable)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("4 new, 0 errors"))
    }

    @Test func workersEndWhenTheRunIsKilledWhileTheyStart() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        for delay in [0.05, 0.2, 0.4, 0.7] {
            let process = Process()
            process.executableURL = CLIHarness.productsDirectory.appendingPathComponent(Self.executable)
            process.arguments = ["check", "--jobs", "1", "--filter", "bad/blocks", "--fixture-timeout", "60"]
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let parent = process.processIdentifier
            Thread.sleep(forTimeInterval: delay)
            kill(parent, SIGKILL)
            process.waitUntilExit()
            // Within two seconds no worker of that run is left.
            var left: [Int32] = []
            for _ in 0..<20 {
                left = Self.workers(of: parent)
                if left.isEmpty { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            for pid in left { kill(pid, SIGKILL) }
            #expect(left.isEmpty, "killed after \(delay) s: workers \(left) outlived the run")
        }
    }

    /// Ctrl-C or a CI runner's cancel while a fixture blocks: the run stops its worker, leaves the
    /// rest unchecked, writes the report naming each, and ends with status 2 at once.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedCheckWritesItsReport(signal: Int32) throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let process = Process()
        process.executableURL = CLIHarness.productsDirectory.appendingPathComponent(Self.executable)
        process.arguments = ["check", "--jobs", "1", "--filter", "bad/blocks", "--filter", "good/*", "--fixture-timeout", "60"]
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "true"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // bad/blocks sorts first: wait until its worker is up and blocking.
        let parent = process.processIdentifier
        for _ in 0..<100 where Self.workers(of: parent).isEmpty { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 1.5)
        let sent = Date()
        kill(parent, signal)
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(sent) < 10, "the run took \(Date().timeIntervalSince(sent)) s to stop")
        #expect(process.terminationStatus == 2, "\(printed)")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(printed.contains("ERROR   bad/blocks: not finished: the run was interrupted (\(name)) while this fixture was being checked"),
                "\(printed)")
        for fixture in ["good/first", "good/second"] {
            #expect(printed.contains("ERROR   \(fixture): not checked: the run was interrupted (\(name)) before it reached this fixture"))
        }
        #expect(printed.contains("warning: the run was interrupted (\(name)): 2 of 3 fixtures were not checked"))
        let report = try Data(contentsOf: dir.appendingPathComponent("Reports/report.json"))
        #expect(String(decoding: report, as: UTF8.self).contains("before it reached this fixture"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Reports/junit.xml").path))
        #expect(Self.workers(of: parent).isEmpty)
    }

    /// The worker processes started by the process `parent`.
    private static func workers(of parent: Int32) -> [Int32] {
        let marker = Array("LAYOUTLAB_FIXTURE_WORKER_PARENT=\(parent)\u{0}".utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            let bytes = [UInt8](data)
            return bytes.count >= marker.count && (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
        }
    }

    @Test func inProcessFixtureCodeThatExitsNeverPasses() throws {
        let temporary = try TemporaryDirectory("cli")
        defer { temporary.remove() }
        let dir = temporary.url
        let run = try run(["check", "--in-process", "--filter", "bad/exit"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("fixture code called exit() before the command finished"))
    }
}
