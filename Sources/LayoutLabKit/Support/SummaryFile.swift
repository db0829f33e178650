import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Appends to a file other steps write too, as a CI job summary is (`GITHUB_STEP_SUMMARY`): the
/// text goes at its end in one `write` with `O_APPEND`, so it never interleaves with or replaces
/// what is there; the file is created when missing.
public enum SummaryFile {
    /// Appends `text` to the file at `path`.
    public static func append(_ text: String, to path: String) throws {
        // Non-blocking to open: a pipe nobody reads fails (ENXIO) instead of hanging the run.
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var bytes = Array(text.utf8)
        if bytes.last != 10 { bytes.append(10) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
    }
}
