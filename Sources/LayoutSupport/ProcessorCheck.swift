import Foundation

/// The processor features the build needs. On x86-64 the layout engine is compiled for SSE4.2
/// processors (Intel Nehalem, AMD Bulldozer and later: see `Package.swift`), whose rounding
/// instruction spares a library call at every pixel ceiling and floor; on an older processor its
/// first measurement would stop the program with an illegal instruction. The command line asks
/// first and says why instead.
public enum ProcessorCheck {
    /// The features the engine is compiled to use, as Linux names them in `/proc/cpuinfo`.
    static let requiredFlags = ["sse4_1", "sse4_2"]

    /// A sentence naming what this processor lacks, or nil when it has everything the build uses,
    /// the build needs nothing particular (not x86-64), or the processor's flags cannot be read.
    public static func unmetRequirement() -> String? {
        #if arch(x86_64)
        guard let flags = processorFlags(cpuinfo: "/proc/cpuinfo") else { return nil }
        return unmetRequirement(flags: flags)
        #else
        return nil
        #endif
    }

    /// What `flags` (the processor's, as `/proc/cpuinfo` lists them) lacks, or nil.
    static func unmetRequirement(flags: Set<Substring>) -> String? {
        let missing = requiredFlags.filter { !flags.contains(Substring($0)) }
        guard !missing.isEmpty else { return nil }
        return "this processor lacks \(missing.joined(separator: " and ")): layoutlab needs an x86-64 processor "
            + "with SSE4.2 (Intel Nehalem, AMD Bulldozer or later; in a virtual machine, a CPU model that passes them on)"
    }

    /// The first processor's flags from `path` (a `/proc/cpuinfo`), or nil when it cannot be read
    /// or has no `flags` line.
    static func processorFlags(cpuinfo path: String) -> Set<Substring>? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix("flags"), let colon = text.firstIndex(of: ":") else { continue }
            return Set(text[text.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }))
        }
        return nil
    }
}
