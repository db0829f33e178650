import Foundation

/// What the Swift runtime's backtracer printed for a crashed worker, read for the two things a
/// fixture's error needs: why it crashed and where.
///
/// A release build's traps print no `Fatal error:` line (the message lives only in debug info),
/// so the backtracer is what names them: `*** Swift runtime failure: Index out of range ***` and
/// the innermost frame with a source line, `IndexNode.layoutSpecThatFits(_:) … at /…/Cell.swift:65:9`.
struct CrashBacktrace: Equatable {
    /// The runtime's reason (`Swift runtime failure: …`, `Program crashed: …`), when it printed one.
    var reason: String?
    /// The innermost frame of the crashed thread that has a source file and line.
    var frame: Frame?
    /// The innermost frame's function when it has no source line of its own (a library function
    /// inlined into `frame`, as `Array.subscript.getter` for an index out of range).
    var inside: String?
    /// True when a few functions fill the top of the stack: unbounded recursion.
    var recursive = false

    /// A frame of the crashed thread.
    struct Frame: Equatable {
        /// The function, demangled, without its offset.
        var symbol: String
        /// `path:line`, the path relative to the current folder when it lies inside it; nil when
        /// the frame has none.
        var location: String?
    }

    /// Reads the backtracer's text report from `output`; nil when there is none.
    init?(_ output: String, relativeTo folder: String = FileManager.default.currentDirectoryPath) {
        let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("*** Signal") && $0.contains("Backtracing") }) else { return nil }
        let report = lines[start...]
        reason = report.lazy.filter { $0.hasPrefix("*** ") && $0.hasSuffix(" ***") && !$0.hasPrefix("*** Signal") }
            .map { String($0.dropFirst(4).dropLast(4)) }.first
        let crashed = report.drop { !$0.hasSuffix(" crashed:") }.dropFirst()
        let frames = crashed.prefix { !$0.hasPrefix("Thread ") && !$0.hasPrefix("Backtrace took") }
            .compactMap { CrashBacktrace.frame($0, relativeTo: folder) }
        frame = frames.first { $0.location != nil }
        if let innermost = frames.first, innermost.location == nil, innermost.symbol != frame?.symbol,
           !innermost.symbol.hasPrefix("Swift runtime failure") {
            inside = innermost.symbol
        }
        // Sixteen frames among at most four functions: one function, or a few, calling each other.
        recursive = frames.count >= 16 && Set(frames.prefix(16).map(\.symbol)).count <= 4
        if recursive {
            // The function that recurs, not whatever it called when the stack ran out.
            let top = frames.prefix(16).filter { $0.location != nil }
            frame = top.max { a, b in top.filter { $0.symbol == a.symbol }.count < top.filter { $0.symbol == b.symbol }.count } ?? frame
        }
    }

    /// The frame a line describes: `1   0x… Type.method() + 206 in image at /path/File.swift:55:52`;
    /// its location is nil when the line names no Swift file and line (`at //<compiler-generated>`,
    /// a library without debug information).
    static func frame(_ line: String, relativeTo folder: String) -> Frame? {
        guard let address = line.range(of: " 0x"), let image = line.range(of: " in ", options: .backwards) else { return nil }
        var head = line[address.upperBound..<max(address.upperBound, image.lowerBound)]
        head = head.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
        if let offset = head.range(of: " + ", options: .backwards), Int(head[offset.upperBound...]) != nil {
            head = head[..<offset.lowerBound]
        }
        guard !head.isEmpty else { return nil }
        var location: String?
        if let at = line.range(of: " at ", options: .backwards), at.lowerBound > image.upperBound {
            let parts = line[at.upperBound...].split(separator: ":")
            if parts.count >= 2, parts[0].hasSuffix(".swift"), let number = Int(parts[1]) {
                var path = String(parts[0])
                if path.hasPrefix(folder + "/") { path.removeFirst(folder.count + 1) }
                location = "\(path):\(number)"
            }
        }
        return Frame(symbol: String(head), location: location)
    }

    /// The options the backtracer runs with in a worker: the crashed thread only, its innermost
    /// frames, no registers or images, no colour, never waiting for a debugger.
    static let workerSetting = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
        + "limit=24,top=0,sanitize=no,demangle=yes"
}
