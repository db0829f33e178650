import LayoutLabKit
import LayoutSupport
import ArgumentParser
import Foundation

/// Entry point of the command line, for the `layoutlab` executable and for a team's own harness
/// target that embeds it.
public enum LayoutLab {
    /// The subcommands every harness offers.
    static var subcommands: [any ParsableCommand.Type] {
        [CheckCommand.self, ApproveCommand.self, PruneCommand.self, LayoutCommand.self, ExplainCommand.self, RenderCommand.self,
         DiffCommand.self, MergeReportsCommand.self, ReviewCommand.self]
    }

    /// The Swift fixtures of the harness that is running (empty for the plain `layoutlab`).
    @TaskLocal static var catalog = FixtureCatalog.empty

    /// The arguments of the command that is running (without the executable's name), which its
    /// fixture workers are started with.
    nonisolated(unsafe) static var runArguments: [String] = []

    /// How people invoke this harness, for the commands the report suggests: the executable's
    /// file name, or what `LAYOUTLAB_COMMAND` says (the package plugin sets it to
    /// `swift package --allow-writing-to-package-directory layoutlab`).
    static var commandName: String {
        if let given = ProcessInfo.processInfo.environment["LAYOUTLAB_COMMAND"], !given.isEmpty { return given }
        let first = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        return first.isEmpty ? "layoutlab" : first
    }

    /// Runs the command line of a harness that compiles Swift fixtures in: `check` checks
    /// `catalog` besides the fixture files. Exits like `main(arguments:)`.
    public static func main(catalog: FixtureCatalog, arguments: [String]? = nil) -> Never {
        $catalog.withValue(catalog) { main(arguments: arguments) }
    }

    /// Parses the arguments (the process's when nil), runs the chosen command and exits with its
    /// status. Wrong arguments exit with status 2, like every other input error. The command runs
    /// on a thread with a large stack (`DeepStack`), so deeply nested fixtures cannot overflow it.
    public static func main(arguments: [String]? = nil) -> Never {
        // A fixture worker watches its parent from the start, before its fonts load.
        if FixtureIsolation.isWorker {
            FixtureWorkerServer.watchParent()
        } else {
            // Before any layout: the engine is compiled for processors with SSE4.2.
            if let unmet = ProcessorCheck.unmetRequirement() {
                printError("layoutlab: \(unmet)")
                exit(1)
            }
            // Started by the package plugin: interrupted (the report written) when the plugin is gone.
            ParentWatch.start(named: ParentWatch.runVariable, required: false) { kill(getpid(), SIGTERM) }
        }
        let catalog = LayoutLab.catalog
        DeepStack.run(stackSize: FixtureIsolation.isWorker ? FixtureIsolation.workerStackSize : DeepStack.size) {
            $catalog.withValue(catalog) { () -> Void in runAndExit(arguments: arguments) }
        }
        fatalError("unreachable: the command exits")
    }

    /// Runs the command line and exits with its status.
    private static func runAndExit(arguments: [String]?) -> Never {
        runArguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        if !FixtureIsolation.isWorker { ExitGuard.install() }
        do {
            var command = try LayoutLabCommand.parseAsRoot(arguments)
            try command.run()
            ExitGuard.finish()
            LayoutLabCommand.exit()
        } catch {
            ExitGuard.finish()
            let code = LayoutLabCommand.exitCode(for: error)
            if code == .validationFailure {
                printError(LayoutLabCommand.fullMessage(for: error))
                exit(2)
            }
            LayoutLabCommand.exit(withError: error)
        }
    }
}
