import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a fixture's worker process ended without answering: the fixture's error message.
struct WorkerFailure: Error, CustomStringConvertible {
    /// What happened.
    enum Kind {
        /// The fixture took longer than its time limit; the worker was stopped.
        case timedOut(Duration)
        /// The worker ended: its wait status.
        case ended(status: Int32)
        /// The worker answered something that is not an answer.
        case garbled
        /// No worker could be started.
        case notStarted(String)
        /// The run was interrupted by the signal while the fixture was being checked.
        case interrupted(Int32)
    }

    var kind: Kind
    /// What the worker printed while it worked on the fixture.
    var output: String

    var description: String {
        switch kind {
        case .timedOut(let limit):
            return "did not finish within \(limit.spoken) (the fixture time limit; --fixture-timeout or the fixture's "
                + "timeLimit sets it): its code may block or loop forever; its worker process was stopped"
                + detail(prefix: "; it printed: ")
        case .ended(let status):
            if WorkerFailure.signalled(status) {
                let number = status & 0x7f
                return "its code crashed the worker process (\(WorkerFailure.signalName(number))\(WorkerFailure.signalMeaning(number)))"
                    + detail(prefix: ": ")
            }
            let code = (status >> 8) & 0xff
            return "its code ended the worker process with exit(\(code)) before the fixture finished" + detail(prefix: "; it printed: ")
        case .garbled:
            return "its worker process answered something other than the fixture's result (the fixture's code wrote to the "
                + "worker's own channel)" + detail(prefix: "; it printed: ")
        case .notStarted(let reason):
            return reason
        case .interrupted(let number):
            return "not finished: the run was interrupted (\(WorkerFailure.signalName(number))) while this fixture was being "
                + "checked; its worker process was stopped"
        }
    }

    /// The lines that say why: Swift's fatal-error lines (`File.swift:12: Fatal error: …`) when
    /// there are any, else the backtracer's reason, else the last line printed; then the innermost
    /// frame with a source line when the backtracer printed one.
    private func detail(prefix: String) -> String {
        let backtrace = CrashBacktrace(output)
        let printed = output.components(separatedBy: "\n*** Signal ")[0]
        let lines = printed.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
                       "Stack overflow", "Illegal instruction", "Segmentation fault", "Could not allocate memory"]
        var chosen = lines.filter { line in markers.contains { line.contains($0) } }
        let saidWhy = !chosen.isEmpty
        if chosen.isEmpty, let reason = backtrace?.reason { chosen = [reason] }
        if chosen.isEmpty, let last = lines.last { chosen = [last] }
        if chosen.contains(where: { $0.contains("Could not allocate memory") || $0.contains("failed to allocate") }) {
            chosen.append("its worker reached the fixture memory limit (--fixture-memory)")
        }
        var text = chosen.suffix(3).map { $0.count > 400 ? String($0.prefix(400)) + "…" : $0 }.joined(separator: " / ")
        if let backtrace, let frame = backtrace.frame, let location = frame.location {
            text += (text.isEmpty ? "" : "; ") + "in \(Self.shortened(frame.symbol)) at \(location)"
            if backtrace.recursive {
                text += ", which called itself until the stack ran out (unbounded recursion)"
            } else if !saidWhy, let inside = backtrace.inside {
                text += ", inside \(Self.shortened(inside))"
                // An array's subscript has one trap: its bounds check.
                if inside.contains("Array") && inside.contains("subscript") { text += ": Index out of range" }
            }
        }
        return text.isEmpty ? "" : prefix + text
    }

    private static func shortened(_ symbol: String) -> String {
        symbol.count > 200 ? String(symbol.prefix(200)) + "…" : symbol
    }

    /// True when a wait status says the process was ended by a signal.
    static func signalled(_ status: Int32) -> Bool {
        let number = status & 0x7f
        return number != 0 && number != 0x7f
    }

    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
                                      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM",
                                      SIGINT: "SIGINT", SIGPIPE: "SIGPIPE", SIGXCPU: "SIGXCPU"]
        return names[number] ?? "signal \(number)"
    }

    private static func signalMeaning(_ number: Int32) -> String {
        switch number {
        case SIGILL, SIGTRAP: return ", a Swift runtime trap: a force unwrap of nil, an index out of range, fatalError, an overflow"
        case SIGSEGV: return ", a stack overflow (as from unbounded recursion) or an invalid memory access"
        case SIGBUS: return ", an invalid memory access"
        case SIGABRT: return ", abort()"
        case SIGKILL: return ", killed: out of memory, or stopped from outside"
        default: return ""
        }
    }
}
