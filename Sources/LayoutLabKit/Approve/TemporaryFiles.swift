import LayoutSupport
import Foundation

/// The temporary files `AtomicFile` writes beside a target before renaming it into place:
/// `.<file name>.<process id>.<random>.tmp`. They start with a dot and end in `.tmp`, so no
/// command mistakes them for baselines; a process killed mid-write leaves one behind, and the
/// next approve or prune removes it once its process is gone.
enum TemporaryFiles {
    /// The id of the process that wrote the temporary file `name`, or nil when `name` is not one.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[parts.count - 1].isEmpty, parts[parts.count - 1].allSatisfy({ ("0"..."9").contains($0) }),
              let pid = Int32(parts[parts.count - 2]), pid > 0,
              !parts[..<(parts.count - 2)].joined(separator: ".").isEmpty else { return nil }
        return pid
    }

    /// True when `name` is a temporary file whose writer no longer runs.
    static func isAbandoned(_ name: String) -> Bool {
        guard let pid = owner(of: name) else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Abandoned temporary files under `root` (relative paths), links not followed.
    static func abandoned(under root: String) -> [String] {
        guard let entries = try? DirectoryWalk.entries(under: root) else { return [] }
        return entries.filter { entry in
            entry.kind == .file && isAbandoned(entry.fileName)
        }.map(\.relative)
    }

    /// Removes the abandoned temporary files under `root`; returns those removed.
    @discardableResult
    static func removeAbandoned(under root: String) -> [String] {
        abandoned(under: root).filter { unlink(ContainedPath.join(root, $0)) == 0 }
    }
}
