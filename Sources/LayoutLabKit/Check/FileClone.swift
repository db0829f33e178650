import Foundation

/// Copies that share a file's blocks copy-on-write (Linux `FICLONE`: Btrfs, XFS with reflinks,
/// bcachefs): no bytes written and no space taken, and a later write to either file leaves the
/// other as it was.
enum FileClone {
    /// `FICLONE`, `_IOW(0x94, 9, int)`.
    static let request: UInt = 0x4004_9409

    /// Makes the empty file open for writing at `fd` a clone of `source`; true when it did and the
    /// clone is `length` bytes long. False (and `fd` left empty) when the file system does not
    /// clone, the files are on different file systems or `source` cannot be opened.
    static func clone(_ source: String, into fd: Int32, length: Int) -> Bool {
        let from = open(source, O_RDONLY | O_CLOEXEC)
        guard from >= 0 else { return false }
        defer { close(from) }
        guard ioctl(fd, request, from) == 0 else { return false }
        var info = stat()
        if fstat(fd, &info) == 0, Int(info.st_size) == length { return true }
        // The source changed since it was read: the caller writes the bytes it compared.
        _ = ftruncate(fd, 0)
        return false
    }
}
