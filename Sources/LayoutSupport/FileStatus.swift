import Foundation

/// What a path leads to, through symbolic links, as a reader opening it would find it: a regular
/// file and its size, a folder, something else (a FIFO, which would keep a reader waiting; a
/// device), or nothing. Readers check a size limit against it before reading a file whole.
public enum FileStatus: Equatable, Sendable {
    /// A regular file of `size` bytes.
    case regular(size: Int)
    /// A folder.
    case folder
    /// A FIFO, a device or a socket.
    case other
    /// Nothing there (or nothing this process may look at).
    case missing

    /// The status of `path`, from one `stat`.
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular(size: Int(info.st_size))
        case S_IFDIR: self = .folder
        default: self = .other
        }
    }

    /// The file's bytes when it is a regular file of at most `limit` bytes; nil otherwise.
    public static func contents(of path: String, limit: Int) -> Data? {
        guard case .regular(let size) = FileStatus(path: path), size <= limit else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
