import Foundation

/// Watches a set of files by polling: each file's modification time, size, inode and device,
/// compared every `interval`. Portable, costs a `stat` per file per poll, and sees editors that
/// save in place and those that write a new file and rename it over the old one alike.
struct FileWatcher {
    /// What `stat` says about a file; nil when it is gone.
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
        var device: UInt64
    }

    private(set) var stamps: [String: Stamp] = [:]

    /// Starts with the files as they are now.
    init(files: [String]) {
        for file in files { stamps[file] = FileWatcher.stamp(file) }
    }

    /// The files (of `files`, or watched before) that changed, appeared or went away since the last
    /// call; afterwards `files` are the ones watched.
    mutating func changes(files: [String]) -> Set<String> {
        var now: [String: Stamp] = [:]
        for file in files { now[file] = FileWatcher.stamp(file) }
        var changed = Set<String>()
        for (file, stamp) in now where stamps[file] != stamp { changed.insert(file) }
        for file in stamps.keys where now[file] == nil { changed.insert(file) }
        stamps = now
        return changed
    }

    /// The stamp of `path`, following links; nil when it cannot be read.
    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int64(info.st_size),
                     inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }
}
