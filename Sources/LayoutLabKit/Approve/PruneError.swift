/// Why a prune stopped. `exitStatus`: 2 when the fixtures or arguments do not allow a safe
/// prune, 1 when a file could not be removed.
public enum PruneError: Error, CustomStringConvertible, Equatable {
    /// A fixture root is missing or unreadable, or no fixture was found.
    case input(String)
    /// Fixture files that did not load; their fixtures are unknown, so nothing is removed.
    case unloadable([String])
    /// A file could not be removed.
    case remove(String)

    /// The command's exit status for this error.
    public var exitStatus: Int32 {
        switch self {
        case .input, .unloadable: return 2
        case .remove: return 1
        }
    }

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .input(let message), .remove(let message):
            return message
        case .unloadable(let problems):
            return (["refusing to prune: some fixture files did not load, so the baselines of their fixtures cannot be told from orphans; fix them first:"]
                    + problems.map { "  \($0)" }).joined(separator: "\n")
        }
    }
}
