import LayoutSupport
import Foundation

/// A shared lock on a report directory's `.lock` file, held while approve reads the report,
/// so a check run (which takes the lock exclusively while it rewrites the directory) cannot
/// start meanwhile, and approve does not read a directory a check is rewriting.
final class ReportReadLock {
    private let descriptor: Int32

    /// Takes the lock when `<directory>/.lock` exists; nil when it does not or cannot be opened.
    /// Throws when a check run holds it.
    init?(directory: String) throws(ApproveError) {
        let path = ContainedPath.join(directory, ".lock")
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_SH | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw ApproveError.refused([ApproveRefusal(name: directory, reason: "a layoutlab check run is writing this report now; approve after it finishes")])
            }
            return nil
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
