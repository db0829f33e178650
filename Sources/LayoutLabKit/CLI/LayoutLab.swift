import ArgumentParser
import Foundation

/// Entry point of the command line, for the `layoutlab` executable and for a team's own harness
/// target that embeds it.
public enum LayoutLab {
    /// The subcommands every harness offers.
    static var subcommands: [any ParsableCommand.Type] {
        [LayoutCommand.self, RenderCommand.self, DiffCommand.self, ApproveCommand.self, PruneCommand.self,
         MergeReportsCommand.self]
    }

    /// Parses the arguments (the process's when nil), runs the chosen command and exits with its
    /// status. Wrong arguments exit with status 2, like every other input error.
    public static func main(arguments: [String]? = nil) -> Never {
        do {
            var command = try LayoutLabCommand.parseAsRoot(arguments)
            try command.run()
            LayoutLabCommand.exit()
        } catch {
            let code = LayoutLabCommand.exitCode(for: error)
            if code == .validationFailure {
                printError(LayoutLabCommand.fullMessage(for: error))
                exit(2)
            }
            LayoutLabCommand.exit(withError: error)
        }
    }
}
