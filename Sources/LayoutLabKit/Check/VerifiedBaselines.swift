import Foundation
import LayoutSupport
import Synchronization

/// The baseline files a check has decoded and found to carry the digests of their own pixels,
/// known by the SHA-256 of their exact bytes: the verification cache.
///
/// A baseline's `llPX` chunk is not a signature: anyone can write one that claims the render's
/// pixels over another picture. So a check trusts the chunk only for bytes it has verified, by
/// decoding them once and digesting the decoded pixels; a file is then looked up by the SHA-256 a
/// check takes of every baseline anyway. Any change to a file's bytes changes its SHA-256, so an
/// entry vouches for those exact bytes and nothing else.
///
/// The set lives in memory for one run, and in a file between runs (one hex SHA-256 a line under
/// a header line; a line that is not one is ignored). The file is read once when the set is
/// created and written atomically by `save()`, merged with what it holds by then, so concurrent
/// runs lose at most each other's latest entries (those baselines are verified again). It vouches
/// for baselines: it must come from a machine's own earlier runs, never from the code under review.
public final class VerifiedBaselines: Sendable {
    /// The file the set is kept in between runs, or nil for a set kept in memory alone.
    public let path: String?
    private let state: Mutex<State>

    private struct State {
        /// Verified digests: read from the file, and added this run.
        var known: Set<String>
        /// Digests added this run.
        var added: Set<String> = []
        /// Digests looked up and found this run.
        var used: Set<String> = []
    }

    /// The file's first line.
    static let header = "layoutlab verified baselines 1"
    /// The most entries the file keeps; past it, only the ones this run used or added are written.
    static let maxEntries = 200_000

    /// The set kept in `path` (read now; a missing or unreadable file is an empty set), or in memory
    /// alone when `path` is nil.
    public init(path: String?) {
        self.path = path
        state = Mutex(State(known: path.map(VerifiedBaselines.read) ?? []))
    }

    /// True when the baseline whose bytes have this SHA-256 (lowercase hex) was verified.
    public func contains(_ sha256: String) -> Bool {
        state.withLock { state in
            guard state.known.contains(sha256) else { return false }
            state.used.insert(sha256)
            return true
        }
    }

    /// Records that the baseline whose bytes have this SHA-256 carries the digests of its pixels.
    public func insert(_ sha256: String) {
        guard VerifiedBaselines.isDigest(sha256) else { return }
        state.withLock { state in
            if state.known.insert(sha256).inserted { state.added.insert(sha256) }
        }
    }

    /// How many baselines were verified by decoding in this run.
    public var addedCount: Int { state.withLock { $0.added.count } }

    /// Writes the set to its file (atomically, not flushed to disk: a lost file only costs a
    /// run the time of verifying again), merged with the entries the file holds now; nothing
    /// when no baseline was verified in this run or the set has no file.
    public func save() throws {
        guard let path else { return }
        let (added, used, known) = state.withLock { ($0.added, $0.used, $0.known) }
        guard !added.isEmpty else { return }
        var entries = known.union(VerifiedBaselines.read(path))
        if entries.count > VerifiedBaselines.maxEntries { entries = used.union(added) }
        let text = ([VerifiedBaselines.header] + entries.sorted()).joined(separator: "\n") + "\n"
        try AtomicFile.write(Data(text.utf8), to: path, durable: false)
    }

    /// The digests a cache file holds (none when it is missing, unreadable, has another header or
    /// holds a carriage return).
    static func read(_ path: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let bytes = [UInt8](data)
        // A check writes its lines with line feeds alone: a carriage return anywhere means the
        // file was damaged or written by something else, and it vouches for nothing.
        guard !bytes.contains(UInt8(ascii: "\r")) else { return [] }
        // Split as bytes: a cache holds a line for every baseline a check has verified.
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return [] }
        return Set(lines.dropFirst().lazy.map { String(decoding: $0, as: UTF8.self) }.filter(isDigest))
    }

    /// True for 64 lowercase hexadecimal digits.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
