import LayoutLabKit
import LayoutReview
import ArgumentParser
import Foundation

/// `layoutlab review`: checks once, serves the report, re-checks on save, approves from the page.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serve the report live: re-check fixtures when their file is saved, approve from the page.",
        discussion: """
        Runs a whole check (as `check` does, writing the report), then serves the report on \
        http://127.0.0.1:<port>/ and prints that address; it opens no browser. When a fixture \
        file changes, the fixtures of that file are checked again and the open page updates them \
        in place. The page approves a failed or new fixture, or every one the filters show, with \
        the guarantees of `approve` (atomic writes, stale results refused, nothing rendered again), \
        and undoes the last approval while the session lasts. Only the page itself can approve: \
        each change needs the session's token, which the page carries, and comes from its origin. \
        Swift fixtures compiled into a harness are checked once; rebuild and restart the harness \
        to check them again. The report directory stays locked while the review runs. Stop it \
        with Ctrl-C. --host takes one IP address or localhost (127.0.0.1); a wildcard such as \
        0.0.0.0 is refused, and an address outside loopback is warned about. The address is \
        listened on before the first check. Exit status: 0 when stopped (Ctrl-C or SIGTERM; the \
        report is written first); 2 when the arguments are wrong, the address cannot be listened \
        on, or the first check cannot run (a --fixtures path does not exist, the report directory \
        is locked by another run or cannot be written).
        """
    )

    @OptionGroup
    var selection: CheckRunArguments

    @OptionGroup(title: "Swift fixtures")
    var isolation: IsolationArguments

    @OptionGroup(title: "Comparison (a fixture's diff: settings override these)")
    var comparison: DiffArguments

    @Option(help: "The port to listen on (0 takes a free one).")
    var port: Int = 0

    @Option(help: ArgumentHelp("The address to listen on: an IP address or localhost, not a wildcard such as 0.0.0.0; "
                               + "anything but loopback lets other machines read the report and approve.",
                               valueName: "address"))
    var host = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        do { _ = try ReviewAddress(host) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = try selection.settings(comparison: comparison, allowEmpty: true)
        // The live page is served from the report folder alone: every fixture's images are in it.
        settings.copiesPassing = true
        // A fixture worker of this review checks the fixtures it is sent and listens on nothing.
        if FixtureIsolation.isWorker { CheckWorker.serve(settings: settings, catalog: LayoutLab.catalog) }
        settings.isolation = isolation.isolation
        // The address is listened on before anything is checked: a port that is taken is told at once.
        let address = try ReviewAddress(host)
        let listener: ReviewListener
        do {
            listener = try ReviewListener(address: address, port: UInt16(port))
        } catch {
            printError("layoutlab review: cannot listen on \(address.urlHost):\(port): \(error)")
            throw ExitCode(CheckExitStatus.error)
        }
        if let warning = address.warning { printError("layoutlab review: warning: \(warning)") }
        let console = CheckConsole(showsProgress: CheckConsole.isInteractive(environment: environment),
                                   commandName: LayoutLab.commandName)
        let session: ReviewSession
        do {
            session = try ReviewSession(settings: settings, catalog: LayoutLab.catalog, console: console)
        } catch {
            printError("layoutlab review: \(error)")
            throw ExitCode(CheckExitStatus.error)
        }
        console.finish(session.firstResult.report, reportFiles: session.firstResult.files)
        let server = ReviewServer(session: session, listener: listener, lines: { printLine($0) })
        // Ctrl-C or a termination: finish writing the report and release its directory first.
        let stops = ([SIGINT, SIGTERM] as [Int32]).map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                session.finish()
                printLine("review: stopped; \(session.settings.reportDirectory) holds the last report")
                ExitGuard.finish()
                Foundation.exit(0)
            }
            source.resume()
            return source
        }
        defer { withExtendedLifetime(stops) {} }
        let failure = ReviewCommand.block {
            try await server.run { url in
                printLine("review: serving \(url) (Ctrl-C stops)")
            }
        }
        if let failure {
            printError("layoutlab review: \(failure)")
            throw ExitCode(CheckExitStatus.error)
        }
    }

    /// Runs `work` to its end from this synchronous command; returns what it threw.
    private static func block(_ work: @escaping @Sendable () async throws -> Void) -> String? {
        let done = DispatchSemaphore(value: 0)
        let failure = Failure()
        Task {
            do { try await work() } catch { failure.message = "\(error)" }
            done.signal()
        }
        done.wait()
        return failure.message
    }

    private final class Failure: @unchecked Sendable {
        var message: String?
    }
}
