import Foundation
import LayoutSupport

/// Writes the report's files so that a reader sees either the old content or the new, never a
/// partial file: the bytes go to a temporary file beside the target, are flushed, then renamed
/// over it.
enum ReportFileWriting {
    /// Writes `data` to `path` atomically (`AtomicFile`, the one writer every module uses);
    /// `durable` also flushes the bytes to disk before the rename.
    static func writeAtomically(_ data: Data, to path: String, durable: Bool = true) throws {
        do {
            try AtomicFile.write(data, to: path, durable: durable)
        } catch let error as POSIXFileError {
            throw ReportWriteError(path: error.path, operation: error.operation, code: error.code)
        }
    }

    /// Flushes a folder so that the renames inside it survive a crash.
    static func syncDirectory(_ url: URL) {
        let fd = open(url.path, O_RDONLY)
        if fd >= 0 { fsync(fd); close(fd) }
    }

    /// Creates `url` and its parents; a clear error when something else is in the way.
    static func makeDirectory(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ReportWriteError(path: url.path, operation: "use as a folder (a file is in the way)", code: ENOTDIR)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError(path: url.path, operation: "create the folder", code: EIO, reason: "\(error)")
        }
    }
}

/// A report file that could not be written, with the path and the system's reason.
public struct ReportWriteError: Error, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What was being done.
    public var operation: String
    /// `errno`.
    public var code: Int32
    /// The reason when it is not an `errno`.
    public var reason: String?

    /// Creates an error.
    public init(path: String, operation: String, code: Int32, reason: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    /// `"cannot <operation> <path>: <reason>"`.
    public var description: String {
        "cannot \(operation) \(path): \(reason ?? String(cString: strerror(code)))"
    }
}
