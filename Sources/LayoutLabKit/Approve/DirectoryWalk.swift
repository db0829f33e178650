import LayoutSupport
import Foundation

/// Lists a directory tree without following symbolic links: links are reported, never entered.
enum DirectoryWalk {
    /// What an entry is, as `lstat` sees it.
    enum Kind: Equatable {
        /// A regular file.
        case file
        /// A folder (walked into).
        case directory
        /// A symbolic link (not followed).
        case symlink
        /// Anything else (socket, device, fifo).
        case other
    }

    /// One entry, relative to the walked root with `/`.
    struct Entry: Equatable {
        var relative: String
        var kind: Kind

        /// The last component of `relative`.
        var fileName: String {
            guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative }
            return String(decoding: relative.utf8[relative.utf8.index(after: slash)...], as: UTF8.self)
        }
    }

    /// Every entry under `root` (not `root` itself), sorted by path, folders before their
    /// contents. Throws when a folder cannot be listed.
    static func entries(under root: String) throws -> [Entry] {
        var out: [Entry] = []
        try walk(root: root, relative: "", into: &out)
        return out
    }

    private static func walk(root: String, relative: String, into out: inout [Entry]) throws {
        let folder = relative.isEmpty ? root : ContainedPath.join(root, relative)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .sorted { $0.precedesInByteOrder($1) }
        for name in names {
            let child = relative.isEmpty ? name : relative + "/" + name
            let kind = self.kind(ContainedPath.join(root, child))
            out.append(Entry(relative: child, kind: kind))
            if kind == .directory { try walk(root: root, relative: child, into: &out) }
        }
    }

    /// The kind of `path` without following a final link; `.other` when it cannot be read.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }
}
