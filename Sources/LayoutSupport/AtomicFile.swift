import Foundation

/// Writes files so that readers see either the old content or the new, never a partial file:
/// the data goes to a temporary file beside the target, is flushed to disk, then renamed over it.
public enum AtomicFile {
    /// Writes `data` to `path` atomically, creating parent folders as needed. The temporary file
    /// is `.<name>.<process id>.<random>.tmp`, so a cleaner can tell whose it is. `durable`
    /// (default) flushes the bytes and the folder to disk, so that a crash cannot leave an empty
    /// file behind; without it the write is atomic but not durable (report pages, rewritten each run).
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXFileError(path: temp.path, operation: "create", code: errno) }
        var ok = false
        defer {
            if !ok { unlink(temp.path) }
        }
        try data.withUnsafeBytes { (buf: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    close(fd)
                    throw POSIXFileError(path: temp.path, operation: "write", code: code)
                }
                offset += n
            }
        }
        if durable, fsync(fd) != 0 {
            let code = errno
            close(fd)
            throw POSIXFileError(path: temp.path, operation: "fsync", code: code)
        }
        close(fd)
        guard rename(temp.path, path) == 0 else { throw POSIXFileError(path: path, operation: "rename into place", code: errno) }
        ok = true
        // Make the rename itself durable.
        if durable {
            let dfd = open(dir.path, O_RDONLY)
            if dfd >= 0 { fsync(dfd); close(dfd) }
        }
    }

    /// Writes a UTF-8 string atomically.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}

/// A failed file-system call, with the path and the system's reason.
public struct POSIXFileError: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What was being done.
    public var operation: String
    /// `errno`.
    public var code: Int32

    /// `"cannot <operation> <path>: <strerror>"`.
    public var description: String { "cannot \(operation) \(path): \(String(cString: strerror(code)))" }
}
