import ArgumentParser

/// Entry point of the command line, for the `layoutlab` executable and for a team's own harness
/// target that embeds it.
public enum LayoutLab {
    /// The subcommands every harness offers.
    static var subcommands: [any ParsableCommand.Type] { [LayoutCommand.self, DiffCommand.self] }

    /// Parses the process arguments, runs the chosen command and exits with its status.
    public static func main(arguments: [String]? = nil) {
        LayoutLabCommand.main(arguments)
    }
}
