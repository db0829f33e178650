/// Why reports could not be merged. `exitStatus`: 2 when the input reports cannot be joined,
/// 1 when the output could not be written.
public enum MergeError: Error, CustomStringConvertible, Equatable {
    /// An input report is missing, unreadable, or does not fit with the others.
    case input(String)
    /// The same fixture appears in several reports.
    case duplicates([String])
    /// A file could not be written.
    case write(String)

    /// The command's exit status for this error.
    public var exitStatus: Int32 {
        switch self {
        case .input, .duplicates: return 2
        case .write: return 1
        }
    }

    /// What went wrong.
    public var description: String {
        switch self {
        case .input(let message), .write(let message): return message
        case .duplicates(let lines):
            return (["the same fixtures appear in several reports (were the shards run with the same --shard?):"]
                    + lines.map { "  \($0)" }).joined(separator: "\n")
        }
    }
}
