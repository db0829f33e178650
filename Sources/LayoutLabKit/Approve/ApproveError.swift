/// Why an approve stopped. `exitStatus` is the command's status: 2 for a wrong request or an
/// unreadable report, 1 when it refused or a write failed.
public enum ApproveError: Error, CustomStringConvertible, Equatable {
    /// No fixture name, glob or outcome flag was given.
    case nothingRequested
    /// Names or globs that match no fixture in the report.
    case unmatched(patterns: [String], report: String)
    /// The report could not be read or is not usable.
    case report(String)
    /// The approve was refused before anything was written; one entry per reason.
    case refused([ApproveRefusal])
    /// A write failed; the baselines already written are complete, the others untouched.
    case write(String)

    /// The command's exit status for this error.
    public var exitStatus: Int32 {
        switch self {
        case .nothingRequested, .unmatched, .report: return 2
        case .refused, .write: return 1
        }
    }

    /// What went wrong and what to do, possibly several lines.
    public var description: String {
        switch self {
        case .nothingRequested:
            return "say what to approve: fixture names or globs, --failed, --new or --all (see `layoutlab approve --help`)"
        case .unmatched(let patterns, let report):
            let list = patterns.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no fixture in \(report) matches \(list); names are as the report lists them (`group/name@variant`)"
        case .report(let message):
            return message
        case .refused(let refusals):
            var lines = ["refused; nothing was written:"]
            lines += refusals.map { "  \($0.name): \($0.reason)" }
            return lines.joined(separator: "\n")
        case .write(let message):
            return message
        }
    }
}

/// One reason an approve was refused.
public struct ApproveRefusal: Sendable, Equatable {
    /// The fixture.
    public var name: String
    /// Why it cannot be approved from this report.
    public var reason: String

    /// Creates a refusal.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}
