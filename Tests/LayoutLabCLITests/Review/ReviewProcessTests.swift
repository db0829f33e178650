import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LayoutLabTestSupport
import Testing

/// `layoutlab review` as a process: at its file limit it refuses the connections it cannot take
/// and goes on; Ctrl-C stops it while long requests keep coming.
@Suite("review as a process", .serialized)
struct ReviewProcessTests {
    /// A `layoutlab review` of a one-fixture project, started through bash with `limits` (ulimit
    /// arguments) and stopped when released.
    final class Review {
        let temporary = TemporaryDirectory(reserving: "review-process")
        var dir: String { temporary.path }
        let process = Process()
        let output = Pipe()
        private(set) var port = 0
        private(set) var text = ""

        init(limits: String = "") throws {
            try FileManager.default.createDirectory(atPath: dir + "/Fixtures", withIntermediateDirectories: true)
            try "name: box\nsize: [20, 10]\nroot: {node: {backgroundColor: red}}\n"
                .write(toFile: dir + "/Fixtures/box.yaml", atomically: true, encoding: .utf8)
            let binary = Review.productsDirectory.appendingPathComponent("layoutlab").path
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "\(limits.isEmpty ? "" : "ulimit \(limits) && ")exec '\(binary)' review --jobs 1 --record missing --port 0"]
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = "true"
            process.environment = environment
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let deadline = Date().addingTimeInterval(120)
            while port == 0, Date() < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
                if let range = text.range(of: #"serving http://127\.0\.0\.1:\d+/"#, options: .regularExpression) {
                    port = Int(text[range].dropFirst("serving http://127.0.0.1:".count).dropLast()) ?? 0
                }
            }
            guard port != 0 else {
                process.terminate()
                throw ReviewServerHarness.Failure(description: "review printed no address:\n\(text)")
            }
        }

        deinit {
            if process.isRunning {
                process.interrupt()
                process.waitUntilExit()
            }
            temporary.remove()
        }

        /// Everything printed, once the process has ended.
        func rest() -> String {
            text + String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        /// Waits up to `seconds` for the process to end; whether it did.
        func waitForExit(seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            return !process.isRunning
        }

        static var productsDirectory: URL {
            var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutlab").path), url.path != "/" {
                url = url.deletingLastPathComponent()
            }
            return url
        }

        func get(_ path: String) -> RawHTTP.Response {
            RawHTTP.exchange(port: port, bytes: Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8),
                             timeout: 10)
        }
    }

    @Test func atItsFileLimitTheReviewRefusesConnectionsAndGoesOn() throws {
        let review = try Review(limits: "-n 64")
        var open: [Int32] = []
        defer { for fd in open { close(fd) } }
        for _ in 0..<120 {
            if let fd = RawHTTP.connect(port: review.port, timeout: 5) { open.append(fd) }
        }
        usleep(500_000)
        #expect(review.process.isRunning, "the review ended at its file limit:\n\(review.text)")
        for fd in open { close(fd) }
        open = []
        usleep(500_000)
        #expect(review.get("/").status == 200, "the review answers once the connections are gone")
        #expect(review.process.isRunning)
    }

    @Test func ctrlCStopsTheReviewWhileLongLinesKeepComing() throws {
        let review = try Review()
        let port = review.port
        let senders = (0..<4).map { _ in
            Thread {
                let line = Array("GET /\(String(repeating: "a", count: 524_288)) HTTP/1.1\r\n".utf8)
                for _ in 0..<20 { _ = RawHTTP.exchange(port: port, bytes: line, timeout: 3) }
            }
        }
        for sender in senders { sender.start() }
        usleep(300_000)
        review.process.interrupt()
        let stopped = review.waitForExit(seconds: 10)
        #expect(stopped, "Ctrl-C did not stop the review within 10 s")
        if stopped {
            #expect(review.process.terminationStatus == 0)
            #expect(review.rest().contains("review: stopped"))
        }
    }
}
